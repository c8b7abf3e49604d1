import { addDays, nowMs, publicHolidays, weekdayOf, zonedTimeToUtcMs } from '@teleconsulta/schema';
import { inScope, rows } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { signInAs } from './demo-logins.js';
import { codeOf } from './gateway-call.js';
import { type GqlResult, gql, type SignedIn } from './graphql.js';
import type { TestStack } from './stack.js';

/**
 * Booking tests' shared pieces: the demo clinic's people, its professionals' schedules, slots in the clinic's time zone
 * (São Paulo, UTC−3 all year), the GraphQL documents and read-backs straight from the database (for "nothing changed").
 */
export const TZ = 'America/Sao_Paulo';

export const APPOINTMENT = `id protocol roomAccess cancelAccess paymentAccess status source type startsAt endsAt startDate startTime durationMinutes doctorId
  patientId patientName professionalName specialty reason notes title cancelReason cancelTime paidAt attendanceStartedAt finishedAt
  noShowAt holdUntil canCancel cancelBlockedCode cancelBlockedReason nextStatuses`;
export const BOOK = `mutation($input: BookAppointmentInput!) { bookAppointment(input: $input) { ${APPOINTMENT} } }`;
export const UPDATE = `mutation($id: ID!, $input: UpdateAppointmentInput!) { updateAppointment(id: $id, input: $input) { ${APPOINTMENT} } }`;
export const STATUS = `mutation($id: ID!, $status: AppointmentStatusChange!) { changeAppointmentStatus(id: $id, status: $status) { ${APPOINTMENT} } }`;
export const CANCEL = `mutation($id: ID!, $reason: String!) { cancelAppointment(id: $id, reason: $reason) { ${APPOINTMENT} } }`;
export const REASON = `mutation($id: ID!, $reason: String!) { setAppointmentReason(id: $id, reason: $reason) { ${APPOINTMENT} } }`;
export const DELETE = `mutation($id: ID!) { deleteAppointment(id: $id) { id status } }`;
export const DETAIL = `query($id: ID!) { appointment(id: $id) { ${APPOINTMENT} } }`;
export const PUBLIC = `protocol companyName professionalName specialty specialtyName startDate startTime endDate endTime timeZone startsAt
  endsAt durationMinutes status statusName canCancel cancelBlockedCode cancelBlockedReason cancellationCutoffHours paymentRequired
  priceCents holdUntil accessExpiresAt`;
export const BY_ACCESS = `query($access: String!, $page: AppointmentAccessPage) { appointmentByAccess(access: $access, page: $page) { ${PUBLIC} } }`;
export const CANCEL_BY_ACCESS = `mutation($access: String!, $reason: String!) { cancelAppointmentByAccess(access: $access, reason: $reason) { ${PUBLIC} } }`;

export type Appointment = {
  id: string;
  protocol: string;
  /** The short links' codes, one per page (SECURITY.md T24). */
  roomAccess: string | null;
  cancelAccess: string | null;
  paymentAccess: string | null;
  status: string;
  source: string;
  type: string;
  startsAt: string;
  endsAt: string;
  startDate: string;
  startTime: string;
  durationMinutes: number;
  doctorId: string;
  patientId: string;
  patientName: string;
  professionalName: string;
  specialty: string | null;
  reason: string | null;
  notes: string | null;
  title: string | null;
  cancelReason: string | null;
  cancelTime: string | null;
  paidAt: string | null;
  attendanceStartedAt: string | null;
  finishedAt: string | null;
  noShowAt: string | null;
  holdUntil: string | null;
  canCancel: boolean;
  cancelBlockedCode: string | null;
  cancelBlockedReason: string | null;
  nextStatuses: string[];
};

export const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale });
export { codeOf };
export const fieldsOf = (r: GqlResult) => Object.fromEntries((r.errors?.[0]?.extensions?.fields ?? []).map((f) => [f.field, f.message]));

/** The demo clinic's local date `offset` days from today. */
export const localDay = (offset = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date(nowMs() + offset * 86_400_000));
/** The UTC instant of a local date and HH:MM of the demo clinic. */
export const instant = (date: string, time: string) =>
  new Date(zonedTimeToUtcMs(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)), TZ)).toISOString();
/** The first date from `from` (inclusive) on a weekday (0 = Sunday). */
export const nextWeekday = (weekday: number, from: string) => {
  let d = from;
  while (weekdayOf(d) !== weekday) d = addDays(d, 1);
  return d;
};
/** Whether the demo clinic (São Paulo, no holidays of its own) is closed on a date: a national or São Paulo holiday. */
export const closedOn = (date: string) => publicHolidays(Number(date.slice(0, 4)), 'SP').some((h) => h.date === date && h.closed);
/**
 * The first date from `from` (inclusive) the demo clinic is open on (no national or state holiday), on one of the
 * given weekdays (0 = Sunday; default any): a day a schedule that skips holidays works, whatever the calendar says.
 */
export const openDay = (from: string, weekdays: readonly number[] = [0, 1, 2, 3, 4, 5, 6]) => {
  let d = from;
  while (closedOn(d) || !weekdays.includes(weekdayOf(d))) d = addDays(d, 1);
  return d;
};
/** The first half-hour slot start at least `minutes` from now. */
export const slotFromNow = (minutes: number) => {
  const halfHour = 30 * 60_000;
  return new Date(Math.ceil((nowMs() + minutes * 60_000) / halfHour) * halfHour).toISOString();
};

export type People = {
  admin: SignedIn; // CA of Clínica Saúde Total
  manager: SignedIn; // M of Clínica Saúde Total
  adminB: SignedIn; // CA of Clínica Bem Viver
  house: SignedIn; // Dr. Gregório House (D)
  ana: SignedIn; // Dra. Ana Pediatra (DC)
  maria: SignedIn; // patient, guardian of Pedro and Laura Silva
  joao: SignedIn; // patient, guardian of Ana Souza
};
export type Ids = { house: string; ana: string; maria: string; pedro: string; joao: string; joaosDependent: string };

/** The demo logins of People, signed in at once. */
const PEOPLE = ['admin', 'manager', 'adminB', 'house', 'ana', 'maria', 'joao'] as const;

export async function signInPeople(stack: TestStack): Promise<People> {
  const [admin, manager, adminB, house, ana, maria, joao] = await signInAs(stack, ...PEOPLE);
  return { admin, manager, adminB, house, ana, maria, joao };
}

export async function lookUpIds(stack: TestStack, p: People): Promise<Ids> {
  const pros = await gql<{ professionals: { items: Array<{ id: string; userId: string | null }> } }>(
    stack.gatewayUrl,
    'query { professionals(perPage: 100) { items { id userId } } }',
    {},
    as(p.admin),
  );
  const byUser = (s: SignedIn) => pros.data!.professionals.items.find((x) => x.userId === s.viewer.id)!.id;
  const dependents = async (s: SignedIn) => {
    const r = await gql<{ person: { dependents: Array<{ id: string; name: string }> } }>(
      stack.gatewayUrl,
      'query($id: ID!) { person(id: $id) { dependents { id name } } }',
      { id: s.viewer.personId },
      as(s),
    );
    return r.data!.person.dependents;
  };
  return {
    house: byUser(p.house),
    ana: byUser(p.ana),
    maria: p.maria.viewer.personId!,
    pedro: (await dependents(p.maria)).find((d) => d.name.startsWith('Pedro'))!.id,
    joao: p.joao.viewer.personId!,
    joaosDependent: (await dependents(p.joao))[0]!.id,
  };
}

/** Saves a professional's whole availability as the clinic administrator. */
export async function saveSchedule(stack: TestStack, admin: SignedIn, professionalId: string, input: Record<string, unknown>) {
  const r = await gql(
    stack.gatewayUrl,
    'mutation($id: ID!, $input: ProfessionalScheduleInput!) { updateProfessionalSchedule(id: $id, input: $input) { professionalId } }',
    { id: professionalId, input },
    as(admin),
  );
  expect(r.errors).toBeUndefined();
}
export const EVERY_DAY_ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, allDay: true }));

/**
 * The demo clinic's people and ids, with Dr. House available every day, all day, holidays too: his demo appointments
 * (7 days back to 7 ahead) stay inside, and a day N days ahead is his whatever the calendar says.
 */
export async function peopleWithHouseAlwaysAvailable(stack: TestStack): Promise<{ p: People; ids: Ids }> {
  const p = await signInPeople(stack);
  const ids = await lookUpIds(stack, p);
  await saveSchedule(stack, p.admin, ids.house, { skipHolidays: false, weekly: EVERY_DAY_ALL_DAY });
  return { p, ids };
}

export async function book(stack: TestStack, who: SignedIn, input: Record<string, unknown>, locale = 'en') {
  return gql<{ bookAppointment: Appointment }>(stack.gatewayUrl, BOOK, { input }, as(who, locale));
}

/**
 * Books the first free half-hour slot at least `minutes` from now. The demo data gives the doctors appointments today
 * (Dr. House at 09:00 and 14:00 in São Paulo), so a fixed "an hour from now" is taken at some hours of the day; a
 * taken slot (the service's CONFLICT on startsAt) moves on to the next one, any other answer is returned as it is.
 */
export async function bookSoon(stack: TestStack, who: SignedIn, input: Record<string, unknown>, minutes: number) {
  for (let later = 0; ; later += 30) {
    const r = await book(stack, who, { ...input, startsAt: slotFromNow(minutes + later) });
    const taken = codeOf(r) === 'CONFLICT' && 'startsAt' in fieldsOf(r);
    if (!taken || later >= 240) return r;
  }
}

/**
 * A new professional of the admin's clinic with nothing booked, available every day all day: for tests that place an
 * appointment around now, where a demo doctor may be busy at that hour.
 */
export async function freeProfessional(stack: TestStack, admin: SignedIn, name: string, crm: string): Promise<string> {
  const created = await gql<{ createProfessional: { id: string } }>(
    stack.gatewayUrl,
    'mutation($input: ProfessionalInput!) { createProfessional(input: $input) { id } }',
    { input: { name, crm, crmState: 'SP', specialties: ['225120'], role: 'D' } },
    as(admin),
  );
  expect(created.errors).toBeUndefined();
  const id = created.data!.createProfessional.id;
  await saveSchedule(stack, admin, id, { skipHolidays: false, weekly: EVERY_DAY_ALL_DAY });
  return id;
}

/** The demo clinic's appointments as stored, read as the owner would see them through RLS (no API involved). */
export async function stored(stack: TestStack, companyId: string, where: ReturnType<typeof sql>) {
  return inScope(stack.services.ctx.db, { companyId, userId: null }, (tx) =>
    rows<{
      id: string;
      protocol: string;
      status: string;
      starts_at: Date | string;
      doctor_id: string;
      patient_id: string;
      cancel_reason: string | null;
      paid_at: Date | string | null;
      updated_at: Date | string;
      reason: string | null;
    }>(
      tx,
      sql`select id, protocol, status, starts_at, doctor_id, patient_id, cancel_reason, paid_at, updated_at, reason
            from appointment where ${where} order by starts_at`,
    ),
  );
}
/** How many appointments the company has, and its protocol counter: a refused booking changes neither. */
export async function footprint(stack: TestStack, companyId: string) {
  return inScope(stack.services.ctx.db, { companyId, userId: null }, async (tx) => {
    const [n] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from appointment`);
    const [c] = await rows<{ last: number | string | null }>(tx, sql`select max(last_number) as last from appointment_counter`);
    const [f] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from flow_event where topic = 'appointment'`);
    return { appointments: Number(n!.n), counter: Number(c?.last ?? 0), events: Number(f!.n) };
  });
}
/** A stored appointment by id (what the database holds now). */
export async function storedById(stack: TestStack, companyId: string, id: string) {
  return (await stored(stack, companyId, sql`id = ${id}`))[0];
}
