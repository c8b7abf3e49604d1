import { describe, expect, it } from 'vitest';
import {
  type AgendaAppointment,
  type AgendaSlot,
  appointmentEvents,
  fromWallTime,
  isMovable,
  PROFESSIONAL_COLOURS,
  professionalColours,
  slotEvents,
  slotRange,
  slotsAt,
  toWallTime,
  visibleDays,
  wallOfCalendarDate,
} from './agenda-events';

const TZ = 'America/Sao_Paulo';
const appointment = (over: Partial<AgendaAppointment> = {}): AgendaAppointment => ({
  id: 'a1',
  protocol: '000123',
  startsAt: '2026-11-30T12:00:00.000Z',
  endsAt: '2026-11-30T12:30:00.000Z',
  status: 'SCHEDULED',
  statusName: 'Scheduled',
  doctorId: 'house',
  professionalName: 'Dr. Gregório House',
  patientName: 'Pedro Silva',
  ...over,
});
const slot = (startsAt: string, endsAt: string, professionalId = 'house'): AgendaSlot => ({
  professionalId,
  professionalName: professionalId === 'house' ? 'Dr. Gregório House' : 'Dra. Ana Pediatra',
  startsAt,
  endsAt,
});

describe('wall-clock times of the company', () => {
  it('shows an instant at São Paulo’s time (UTC−3) and reads it back', () => {
    expect(toWallTime('2026-11-30T12:00:00.000Z', TZ)).toBe('2026-11-30T09:00:00');
    expect(fromWallTime('2026-11-30T09:00:00', TZ)).toBe('2026-11-30T12:00:00.000Z');
    // The calendar's floating dates come as UTC ISO strings: the Z is ignored.
    expect(fromWallTime('2026-11-30T23:30:00Z', TZ)).toBe('2026-12-01T02:30:00.000Z');
    expect(toWallTime('2026-12-01T02:30:00.000Z', TZ)).toBe('2026-11-30T23:30:00');
  });

  it('follows another zone than the browser’s', () => {
    expect(toWallTime('2026-11-30T12:00:00.000Z', 'Asia/Tokyo')).toBe('2026-11-30T21:00:00');
    expect(fromWallTime('2026-11-30T21:00', 'Asia/Tokyo')).toBe('2026-11-30T12:00:00.000Z');
  });

  it('reads the calendar’s dates as wall times and its visible days with the end excluded', () => {
    expect(wallOfCalendarDate(new Date('2026-11-30T09:30:00Z'))).toBe('2026-11-30T09:30:00');
    expect(visibleDays(new Date('2026-11-29T00:00:00Z'), new Date('2026-12-06T00:00:00Z'))).toEqual({
      from: '2026-11-29',
      to: '2026-12-05',
    });
  });

  it('asks availability only from today on, and nothing for a past week', () => {
    expect(slotRange({ from: '2026-11-29', to: '2026-12-05' }, '2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-05' });
    expect(slotRange({ from: '2026-12-06', to: '2026-12-12' }, '2026-12-01')).toEqual({ from: '2026-12-06', to: '2026-12-12' });
    expect(slotRange({ from: '2026-11-22', to: '2026-11-28' }, '2026-12-01')).toBeNull();
  });
});

describe('events', () => {
  const colours = professionalColours([{ id: 'house' }, { id: 'ana' }]);

  it('colours professionals in order, cycling the palette', () => {
    expect(colours.get('house')).toBe(PROFESSIONAL_COLOURS[0]);
    expect(colours.get('ana')).toBe(PROFESSIONAL_COLOURS[1]);
    const many = professionalColours(Array.from({ length: PROFESSIONAL_COLOURS.length + 1 }, (_, i) => ({ id: `p${i}` })));
    expect(many.get(`p${PROFESSIONAL_COLOURS.length}`)).toBe(PROFESSIONAL_COLOURS[0]);
  });

  it('maps an appointment to a draggable event in the company’s time, with its status class', () => {
    const [event] = appointmentEvents([appointment()], TZ, colours, true);
    expect(event).toMatchObject({
      id: 'appointment-a1',
      start: '2026-11-30T09:00:00',
      end: '2026-11-30T09:30:00',
      title: 'Pedro Silva',
      borderColor: PROFESSIONAL_COLOURS[0],
      startEditable: true,
      durationEditable: false,
      classNames: ['agenda-appointment', 'agenda-status-SCHEDULED'],
    });
    expect(event!.extendedProps).toMatchObject({ kind: 'appointment', appointment: { id: 'a1' } });
  });

  it('lets only scheduled and paid appointments move, and none for a user who cannot book', () => {
    expect(isMovable({ status: 'PAID' })).toBe(true);
    expect(isMovable({ status: 'NO_SHOW' })).toBe(false);
    const [finished] = appointmentEvents([appointment({ status: 'FINISHED_BY_PROFESSIONAL' })], TZ, colours, true);
    expect(finished!.startEditable).toBe(false);
    const [readOnly] = appointmentEvents([appointment()], TZ, colours, false);
    expect(readOnly!.startEditable).toBe(false);
    const [unknown] = appointmentEvents([appointment({ doctorId: 'gone' })], TZ, colours, true);
    expect(unknown!.borderColor).toBe('#616161');
  });

  it('maps free slots to background events of the professional’s colour', () => {
    const [event] = slotEvents([slot('2026-11-30T13:00:00.000Z', '2026-11-30T13:30:00.000Z', 'ana')], TZ, colours);
    expect(event).toMatchObject({
      id: 'slot-ana-2026-11-30T13:00:00.000Z',
      start: '2026-11-30T10:00:00',
      end: '2026-11-30T10:30:00',
      display: 'background',
      backgroundColor: `${PROFESSIONAL_COLOURS[1]}1f`,
      startEditable: false,
    });
  });

  it('finds the free slots holding a clicked time, per professional', () => {
    const slots = [
      slot('2026-11-30T12:00:00.000Z', '2026-11-30T12:30:00.000Z', 'house'),
      slot('2026-11-30T12:00:00.000Z', '2026-11-30T12:30:00.000Z', 'ana'),
      slot('2026-11-30T12:30:00.000Z', '2026-11-30T13:00:00.000Z', 'house'),
    ];
    expect(slotsAt(slots, '2026-11-30T09:00:00', TZ).map((s) => s.professionalId)).toEqual(['house', 'ana']);
    expect(slotsAt(slots, '2026-11-30T09:15:00', TZ, 'ana')).toEqual([slots[1]]);
    expect(slotsAt(slots, '2026-11-30T09:30:00', TZ, 'house')).toEqual([slots[2]]);
    expect(slotsAt(slots, '2026-11-30T10:00:00', TZ)).toEqual([]);
  });
});
