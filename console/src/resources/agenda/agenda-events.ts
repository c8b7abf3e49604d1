import { addDays, utcToZonedTime, zonedTimeToUtcMs } from '@teleconsulta/schema';

/**
 * The agenda's pure mapping: appointments and free slots (UTC instants) → calendar events in the company's wall-clock
 * time. The calendar runs in UTC with "floating" times (YYYY-MM-DDTHH:MM:00, no offset), so what it draws is the
 * company's time whatever the browser's zone; a dropped time goes back to an instant with fromWallTime.
 */

export type AgendaAppointment = {
  id: string;
  protocol: string;
  startsAt: string;
  endsAt: string;
  status: string;
  statusName: string;
  doctorId: string | null;
  professionalName: string | null;
  patientName: string;
};

export type AgendaSlot = { professionalId: string; professionalName: string; startsAt: string; endsAt: string };

export type AgendaProfessional = { id: string; name: string };

/** What the calendar gets (FullCalendar's EventInput, the fields used here). */
export type AgendaEvent = {
  id: string;
  start: string;
  end: string;
  title: string;
  display?: 'background';
  classNames: string[];
  backgroundColor?: string;
  borderColor?: string;
  startEditable: boolean;
  durationEditable: false;
  extendedProps:
    | { kind: 'appointment'; appointment: AgendaAppointment; colour: string }
    | { kind: 'slot'; slot: AgendaSlot; colour: string };
};

/** Only a scheduled or paid appointment can be moved (notReschedulable otherwise). */
export const MOVABLE_STATUSES: readonly string[] = ['SCHEDULED', 'PAID'];
export const isMovable = (a: Pick<AgendaAppointment, 'status'>) => MOVABLE_STATUSES.includes(a.status);

/** Distinct colours for the professionals of the clinic view, each readable as white text (AA on white too). */
export const PROFESSIONAL_COLOURS = ['#00695c', '#1565c0', '#6a1b9a', '#ad1457', '#4e342e', '#37474f', '#2e7d32', '#b45309'] as const;

/** Each professional's colour, by their place in the list (stable while the list is). */
export function professionalColours(professionals: readonly Pick<AgendaProfessional, 'id'>[]): Map<string, string> {
  return new Map(professionals.map((p, i) => [p.id, PROFESSIONAL_COLOURS[i % PROFESSIONAL_COLOURS.length]!]));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the company's wall-clock time, YYYY-MM-DDTHH:MM:00 (no offset). */
export function toWallTime(iso: string, timeZone: string): string {
  const { date, minutes } = utcToZonedTime(Date.parse(iso), timeZone);
  return `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}

/** A wall-clock time of the company (YYYY-MM-DDTHH:MM[:SS], any trailing Z or offset ignored) → the UTC instant, ISO. */
export function fromWallTime(wall: string, timeZone: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(wall);
  if (!match) throw new Error(`not a wall-clock time: ${wall}`);
  const [, date, hours, minutes] = match;
  return new Date(zonedTimeToUtcMs(date!, Number(hours) * 60 + Number(minutes), timeZone)).toISOString();
}

/** A Date the calendar gives (floating time read as UTC) → the wall-clock time string. */
export const wallOfCalendarDate = (date: Date) => date.toISOString().slice(0, 19);

const GREY = '#616161';

/** Appointments as events: the professional's colour, the patient as title; only the movable ones can be dragged. */
export function appointmentEvents(
  appointments: readonly AgendaAppointment[],
  timeZone: string,
  colours: ReadonlyMap<string, string>,
  canMove: boolean,
): AgendaEvent[] {
  return appointments.map((appointment) => {
    const colour = (appointment.doctorId && colours.get(appointment.doctorId)) || GREY;
    return {
      id: `appointment-${appointment.id}`,
      start: toWallTime(appointment.startsAt, timeZone),
      end: toWallTime(appointment.endsAt, timeZone),
      title: appointment.patientName,
      classNames: ['agenda-appointment', `agenda-status-${appointment.status}`],
      backgroundColor: '#ffffff',
      borderColor: colour,
      startEditable: canMove && isMovable(appointment),
      durationEditable: false,
      extendedProps: { kind: 'appointment', appointment, colour },
    };
  });
}

/** Free slots as background events, in the professional's colour (bookable: a click on one books it). */
export function slotEvents(slots: readonly AgendaSlot[], timeZone: string, colours: ReadonlyMap<string, string>): AgendaEvent[] {
  return slots.map((slot) => {
    const colour = colours.get(slot.professionalId) ?? GREY;
    return {
      id: `slot-${slot.professionalId}-${slot.startsAt}`,
      start: toWallTime(slot.startsAt, timeZone),
      end: toWallTime(slot.endsAt, timeZone),
      title: slot.professionalName,
      display: 'background',
      classNames: ['agenda-slot'],
      // A light wash of the professional's colour (hex alpha 0x1f ≈ 12 %), so the label on it stays readable.
      backgroundColor: `${colour}1f`,
      startEditable: false,
      durationEditable: false,
      extendedProps: { kind: 'slot', slot, colour },
    };
  });
}

/** The free slots that hold a wall-clock time (start ≤ time < end), optionally of one professional. */
export function slotsAt(slots: readonly AgendaSlot[], wall: string, timeZone: string, professionalId?: string | null): AgendaSlot[] {
  const at = Date.parse(fromWallTime(wall, timeZone));
  return slots.filter(
    (s) => (!professionalId || s.professionalId === professionalId) && Date.parse(s.startsAt) <= at && at < Date.parse(s.endsAt),
  );
}

/** The days the calendar shows (its end is exclusive): the first and the last, YYYY-MM-DD. */
export function visibleDays(start: Date, end: Date): { from: string; to: string } {
  return { from: wallOfCalendarDate(start).slice(0, 10), to: addDays(wallOfCalendarDate(end).slice(0, 10), -1) };
}

/** The part of the visible days availability can answer (today onwards, SPEC §9): null when all of them have passed. */
export function slotRange(days: { from: string; to: string }, today: string): { from: string; to: string } | null {
  if (days.to < today) return null;
  return { from: days.from < today ? today : days.from, to: days.to };
}
