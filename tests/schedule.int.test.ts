import { addDays, nowMs, weekdayOf } from '@teleconsulta/schema';
import { inScope, rows } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPeople } from './harness/booking.js';
import { asEmail, type GqlResult, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn; // clinic admin of Clínica Saúde Total
let manager: SignedIn;
let adminB: SignedIn; // clinic admin of Clínica Bem Viver
let house: SignedIn; // Dr. Gregório House (D), Saúde Total, with seeded future appointments
let ana: SignedIn; // Dra. Ana Pediatra (DC)
let maria: SignedIn; // patient
let rep: SignedIn; // representative (R)

type Window = { allDay: boolean; start: string | null; end: string | null };
type Schedule = {
  professionalId: string;
  timeZone: string;
  appointmentDuration: number;
  today: string;
  maxDaysAhead: number;
  skipHolidays: boolean;
  weekly: Array<Window & { day: number }>;
  extra: Array<Window & { date: string }>;
  blocked: Array<Window & { date: string }>;
  updatedAt: string | null;
};
type Day = {
  date: string;
  weekday: number;
  holiday: { key: string; kind: string; name: string } | null;
  holidaySkipped: boolean;
  hasExtra: boolean;
  hasBlocked: boolean;
  windows: Array<{ start: string; end: string }>;
  minutes: number;
};

const SCHEDULE_FIELDS = `professionalId timeZone appointmentDuration today maxDaysAhead skipHolidays updatedAt
  weekly { day allDay start end } extra { date allDay start end } blocked { date allDay start end }`;
const GET = `query($id: ID!) { professionalSchedule(id: $id) { ${SCHEDULE_FIELDS} } }`;
const PUT = `mutation($id: ID!, $input: ProfessionalScheduleInput!) { updateProfessionalSchedule(id: $id, input: $input) { ${SCHEDULE_FIELDS} } }`;
const CALENDAR = `query($id: ID!, $from: Date, $to: Date) { availabilityCalendar(professionalId: $id, from: $from, to: $to) {
  date weekday holiday { key kind name } holidaySkipped hasExtra hasBlocked windows { start end } minutes } }`;
const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale });

const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5].flatMap((day) => [
  { day, start: '08:00', end: '12:00' },
  { day, start: '13:00', end: '17:00' },
]);
const EVERY_DAY_ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, allDay: true }));

let today: string;
/** The first date after `from` (inclusive) on a weekday. */
const next = (weekday: number, from: string) => {
  let d = from;
  while (weekdayOf(d) !== weekday) d = addDays(d, 1);
  return d;
};

async function getSchedule(who: SignedIn, id: string) {
  const r = await gql<{ professionalSchedule: Schedule | null }>(stack.gatewayUrl, GET, { id }, as(who));
  return r;
}
async function put(who: SignedIn, id: string, input: Record<string, unknown>, locale = 'en') {
  return gql<{ updateProfessionalSchedule: Schedule }>(stack.gatewayUrl, PUT, { id, input }, as(who, locale));
}
async function calendar(who: SignedIn, id: string, from?: string, to?: string, locale = 'en') {
  return gql<{ availabilityCalendar: Day[] }>(stack.gatewayUrl, CALENDAR, { id, from, to }, as(who, locale));
}
const fieldsOf = (r: GqlResult) => Object.fromEntries((r.errors?.[0]?.extensions?.fields ?? []).map((f) => [f.field, f.message]));
const codeOf = (r: GqlResult) => r.errors?.[0]?.extensions?.code;

async function createProfessional(name: string, crm: string) {
  const r = await gql<{ createProfessional: { id: string } }>(
    stack.gatewayUrl,
    `mutation($input: ProfessionalInput!) { createProfessional(input: $input) { id } }`,
    { input: { name, crm, crmState: 'SP', specialties: ['225120'], role: 'D' } },
    as(admin),
  );
  expect(r.errors).toBeUndefined();
  return r.data!.createProfessional.id;
}

/** An appointment inserted straight into the database, at a local (São Paulo, UTC−3) date and time. */
async function insertAppointment(doctorId: string, date: string, time: string, minutes = 30, status = 'SCHEDULED') {
  return inScope(stack.services.ctx.db, { companyId: admin.viewer.companyId, userId: null }, async (tx) => {
    const [person] = await rows<{ id: string }>(tx, sql`select id from person order by created_at limit 1`);
    const [row] = await rows<{ id: string; protocol: string }>(
      tx,
      sql`insert into appointment (company_id, access, protocol, status, starts_at, ends_at, doctor_id, patient_id)
          values (${admin.viewer.companyId}, ${`schedule-test-${crypto.randomUUID()}`}, ${`SCH-${crypto.randomUUID().slice(0, 8)}`}, ${status},
                  (${`${date} ${time}`}::timestamp at time zone 'America/Sao_Paulo'),
                  (${`${date} ${time}`}::timestamp at time zone 'America/Sao_Paulo') + make_interval(mins => ${minutes}::int),
                  ${doctorId}, ${person!.id})
          returning id, protocol`,
    );
    return row!;
  });
}
async function setAppointmentStatus(id: string, status: string) {
  await inScope(stack.services.ctx.db, { companyId: admin.viewer.companyId, userId: null }, async (tx) => {
    await tx.execute(sql`update appointment set status = ${status} where id = ${id}`);
  });
}

let fresh: string; // a professional created by the test: no appointments
let houseId: string;

beforeAll(async () => {
  // A busy machine: the upstream timeout is raised so slow sign-ins (argon2) are not taken for an unreachable server.
  stack = await startStack({ gatewayEnv: { UPSTREAM_TIMEOUT_MS: '15000' } });
  ({ admin, manager, adminB, house, ana, maria } = await signInPeople(stack));
  rep = await signIn(stack.gatewayUrl, asEmail('rep@clinica.example.com', 'Representante123'));
  fresh = await createProfessional('Dra. Agenda Teste', '909001');
  const list = await gql<{ professionals: { items: Array<{ id: string; userId: string | null }> } }>(
    stack.gatewayUrl,
    'query { professionals(perPage: 100) { items { id userId } } }',
    {},
    as(admin),
  );
  houseId = list.data!.professionals.items.find((p) => p.userId === house.viewer.id)!.id;
  today = (await getSchedule(admin, fresh)).data!.professionalSchedule!.today;
});
afterAll(async () => {
  await stack?.close();
});

describe('professional schedule: read and save', () => {
  it('a professional without a schedule: no windows, skips holidays, the company’s zone, duration and today', async () => {
    const r = await getSchedule(admin, fresh);
    expect(r.errors).toBeUndefined();
    expect(r.data!.professionalSchedule).toMatchObject({
      professionalId: fresh,
      timeZone: 'America/Sao_Paulo',
      appointmentDuration: 30,
      maxDaysAhead: 35,
      skipHolidays: true,
      weekly: [],
      extra: [],
      blocked: [],
      updatedAt: null,
    });
    const now = new Date(nowMs() - 3 * 3600_000).toISOString().slice(0, 10);
    expect(today).toBe(now);
  });

  it('saves the whole availability and reads it back; the calendar shows weekly + extra − blocked per day', async () => {
    const monday = next(1, addDays(today, 1));
    // the Saturday of the same week as that Monday, so the calendar below always shows it
    const saturday = next(6, monday);
    const input = {
      skipHolidays: true,
      weekly: MONDAY_TO_FRIDAY,
      extra: [{ date: saturday, start: '09:00', end: '12:00' }],
      blocked: [{ date: monday, start: '08:00', end: '10:00' }],
    };
    const r = await put(admin, fresh, input);
    expect(r.errors).toBeUndefined();
    const saved = r.data!.updateProfessionalSchedule;
    expect(saved.weekly).toHaveLength(10);
    expect(saved.weekly[0]).toEqual({ day: 1, allDay: false, start: '08:00', end: '12:00' });
    expect(saved.extra).toEqual([{ date: saturday, allDay: false, start: '09:00', end: '12:00' }]);
    expect(saved.blocked).toEqual([{ date: monday, allDay: false, start: '08:00', end: '10:00' }]);
    expect(saved.updatedAt).not.toBeNull();
    expect((await getSchedule(admin, fresh)).data!.professionalSchedule).toEqual(saved);

    const days = (await calendar(admin, fresh, monday, addDays(monday, 6))).data!.availabilityCalendar;
    expect(days).toHaveLength(7);
    const byDate = Object.fromEntries(days.map((d) => [d.date, d]));
    expect(byDate[monday]).toMatchObject({
      weekday: 1,
      hasBlocked: true,
      windows: [
        { start: '10:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
      minutes: 360,
    });
    expect(byDate[addDays(monday, 1)]).toMatchObject({
      windows: [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
      minutes: 480,
    });
    expect(byDate[addDays(monday, 6)]).toMatchObject({ weekday: 0, windows: [], minutes: 0 });
    expect(byDate[saturday]).toMatchObject({ hasExtra: true, windows: [{ start: '09:00', end: '12:00' }] });
  });

  it('national holidays: skipped when the schedule says so (Good Friday too), optional points worked, named in the request language', async () => {
    // Christmas 2026 is a Friday; Corpus Christi 2027 (27 May) a Thursday; Good Friday 2027 is 26 March.
    const christmas = (await calendar(admin, fresh, '2026-12-21', '2026-12-27', 'pt-BR')).data!.availabilityCalendar;
    expect(christmas.find((d) => d.date === '2026-12-25')).toMatchObject({
      holiday: { key: 'christmas', kind: 'NATIONAL', name: 'Natal' },
      holidaySkipped: true,
      windows: [],
    });
    expect(christmas.find((d) => d.date === '2026-12-24')!.minutes).toBe(480);
    const corpus = (await calendar(admin, fresh, '2027-05-27', '2027-05-27')).data!.availabilityCalendar;
    expect(corpus[0]).toMatchObject({ holiday: { kind: 'OPTIONAL', name: 'Corpus Christi' }, holidaySkipped: false, minutes: 480 });
    const goodFriday = (await calendar(admin, fresh, '2027-03-26', '2027-03-26')).data!.availabilityCalendar;
    expect(goodFriday[0]).toMatchObject({ holiday: { key: 'goodFriday' }, windows: [] });
  });

  it('the calendar covers at most 35 days', async () => {
    const ok = await calendar(admin, fresh, today);
    expect(ok.data!.availabilityCalendar).toHaveLength(35);
    const r = await calendar(admin, fresh, today, addDays(today, 35), 'pt-BR');
    expect(codeOf(r)).toBe('BAD_INPUT');
    expect(fieldsOf(r)).toEqual({ to: 'O intervalo de datas não pode exceder 35 dias' });
  });
});

describe('professional schedule: every SPEC §5 rule is a field error and changes nothing', () => {
  let before: Schedule;
  beforeAll(async () => {
    before = (await getSchedule(admin, fresh)).data!.professionalSchedule!;
  });

  const refused = async (input: Record<string, unknown>, locale = 'en') => {
    const r = await put(admin, fresh, { weekly: MONDAY_TO_FRIDAY, ...input }, locale);
    expect(codeOf(r)).toBe('SCHEDULE_SAVE_FAILED');
    expect(r.errors![0]!.message).toBe(
      locale === 'en' ? 'Unable to save your schedule, please try again' : 'Não foi possível salvar sua agenda, tente novamente',
    );
    expect((await getSchedule(admin, fresh)).data!.professionalSchedule).toEqual(before);
    return fieldsOf(r);
  };

  it('a date twice: Date already exists', async () => {
    const d = next(2, addDays(today, 1));
    expect(
      await refused({
        blocked: [
          { date: d, allDay: true },
          { date: d, start: '13:00', end: '14:00' },
        ],
      }),
    ).toEqual({
      'blocked.1.date': 'Date already exists',
    });
    expect(
      await refused(
        {
          extra: [
            { date: next(0, addDays(today, 1)), allDay: true },
            { date: next(0, addDays(today, 1)), allDay: true },
          ],
        },
        'pt-BR',
      ),
    ).toEqual({
      'extra.1.date': 'A data já existe',
    });
  });

  it('more than 35 days ahead: the date range cannot exceed 35 days', async () => {
    expect(await refused({ extra: [{ date: next(0, addDays(today, 36)), allDay: true }] })).toEqual({
      'extra.0.date': 'The date range cannot exceed 35 days',
    });
  });

  it('a malformed date or time: Invalid date or time', async () => {
    expect(await refused({ weekly: [{ day: 1, start: '8:00', end: '12:00' }] })).toEqual({ 'weekly.0.start': 'Invalid date or time' });
    expect(await refused({ extra: [{ date: '2026-02-31', allDay: true }] }, 'pt-BR')).toEqual({ 'extra.0.date': 'Data ou hora inválida' });
  });

  it('a date not after today: The date must be later than today', async () => {
    expect(await refused({ blocked: [{ date: today, allDay: true }] })).toEqual({ 'blocked.0.date': 'The date must be later than today' });
  });

  it('end not after start: The end time must be later than the start time', async () => {
    expect(await refused({ weekly: [{ day: 3, start: '14:00', end: '09:00' }] })).toEqual({
      'weekly.0.end': 'The end time must be later than the start time',
    });
  });

  it('shorter than the company’s appointment duration', async () => {
    expect(await refused({ weekly: [{ day: 3, start: '09:00', end: '09:15' }] }, 'pt-BR')).toEqual({
      'weekly.0.end': 'O horário deve ter no mínimo a duração padrão do atendimento',
    });
  });

  it('overlapping windows on one day: a time conflict', async () => {
    expect(await refused({ weekly: [...MONDAY_TO_FRIDAY, { day: 2, start: '11:00', end: '14:00' }] })).toEqual({
      'weekly.10.start': 'There is a time conflict or existing appointments in the slot',
    });
  });

  it('a block where the professional does not work: out of schedule', async () => {
    expect(await refused({ blocked: [{ date: next(0, addDays(today, 1)), allDay: true }] })).toEqual({
      'blocked.0.date': 'The selected time is out of schedule',
    });
  });

  it('a body of the wrong shape is refused with field errors too', async () => {
    const r = await put(admin, fresh, { weekly: [{ day: 7, allDay: true }] });
    expect(codeOf(r)).toBe('SCHEDULE_SAVE_FAILED');
    expect(fieldsOf(r)).toEqual({ 'weekly.0.day': 'Day is invalid' });
  });
});

describe('professional schedule: existing appointments are never cancelled, the save is refused', () => {
  let pro: string;
  let tuesday: string;
  let appointment: { id: string; protocol: string };
  beforeAll(async () => {
    pro = await createProfessional('Dr. Conflito Agenda', '909002');
    tuesday = next(2, addDays(today, 3));
    expect((await put(admin, pro, { weekly: MONDAY_TO_FRIDAY })).errors).toBeUndefined();
    appointment = await insertAppointment(pro, tuesday, '10:00');
  });

  const status = async () =>
    inScope(
      stack.services.ctx.db,
      { companyId: admin.viewer.companyId, userId: null },
      async (tx) => (await rows<{ status: string }>(tx, sql`select status from appointment where id = ${appointment.id}`))[0]!.status,
    );

  it('a blocked date over an appointment: refused under that date, naming how many and when', async () => {
    const r = await put(admin, pro, { weekly: MONDAY_TO_FRIDAY, blocked: [{ date: tuesday, allDay: true }] });
    expect(codeOf(r)).toBe('SCHEDULE_SAVE_FAILED');
    expect(fieldsOf(r)).toEqual({
      'blocked.0.date': `There is a time conflict or existing appointments in the slot: 1 appointment(s) on ${tuesday} 10:00. They are not cancelled automatically`,
    });
    const pt = await put(admin, pro, { weekly: MONDAY_TO_FRIDAY, blocked: [{ date: tuesday, start: '09:00', end: '11:00' }] }, 'pt-BR');
    const [y, m, d] = tuesday.split('-');
    expect(fieldsOf(pt)['blocked.0.date']).toContain(`1 agendamento(s) em ${d}/${m}/${y} 10:00`);
    expect(await status()).toBe('SCHEDULED');
    expect((await getSchedule(admin, pro)).data!.professionalSchedule!.blocked).toEqual([]);
  });

  it('a weekly window shortened or removed under an appointment: refused under that window or the list', async () => {
    const shortened = MONDAY_TO_FRIDAY.map((w) => (w.day === 2 && w.start === '08:00' ? { ...w, end: '10:15' } : w));
    const r = await put(admin, pro, { weekly: shortened });
    expect(Object.keys(fieldsOf(r))).toEqual(['weekly.2.end']);
    const removed = MONDAY_TO_FRIDAY.filter((w) => w.day !== 2);
    expect(Object.keys(fieldsOf(await put(admin, pro, { weekly: removed })))).toEqual(['weekly']);
    expect(await status()).toBe('SCHEDULED');
  });

  it('a block that misses the appointment saves; once it is cancelled the day can be blocked', async () => {
    expect(
      (await put(admin, pro, { weekly: MONDAY_TO_FRIDAY, blocked: [{ date: tuesday, start: '13:00', end: '17:00' }] })).errors,
    ).toBeUndefined();
    await setAppointmentStatus(appointment.id, 'CANCELLED');
    const r = await put(admin, pro, { weekly: MONDAY_TO_FRIDAY, blocked: [{ date: tuesday, allDay: true }] });
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateProfessionalSchedule.blocked).toEqual([{ date: tuesday, allDay: true, start: null, end: null }]);
  });

  it('a seeded doctor with appointments cannot be given an empty schedule; all day every day, holidays too, holds them', async () => {
    const r = await put(admin, houseId, { weekly: [] });
    expect(codeOf(r)).toBe('SCHEDULE_SAVE_FAILED');
    expect(fieldsOf(r).weekly).toMatch(/: \d+ appointment\(s\) on /);
    // Holidays worked: one of his demo appointments may fall on a holiday (tomorrow's, on 31 December).
    expect((await put(admin, houseId, { weekly: EVERY_DAY_ALL_DAY, skipHolidays: false })).errors).toBeUndefined();
  });
});

describe('professional schedule: roles and tenants', () => {
  it('a manager manages any professional’s schedule of the company', async () => {
    const r = await put(manager, fresh, { weekly: MONDAY_TO_FRIDAY, skipHolidays: false });
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateProfessionalSchedule.skipHolidays).toBe(false);
  });

  it('a doctor reads and changes their own schedule, not a colleague’s', async () => {
    expect((await getSchedule(house, houseId)).data!.professionalSchedule!.professionalId).toBe(houseId);
    const r = await put(house, houseId, { weekly: EVERY_DAY_ALL_DAY, skipHolidays: false });
    expect(r.errors).toBeUndefined();
    expect(codeOf(await getSchedule(house, fresh))).toBe('ACCESS_DENIED');
    expect(codeOf(await put(house, fresh, { weekly: [] }))).toBe('ACCESS_DENIED');
    expect(codeOf(await put(ana, houseId, { weekly: EVERY_DAY_ALL_DAY }))).toBe('ACCESS_DENIED');
    expect(codeOf(await calendar(ana, houseId))).toBe('ACCESS_DENIED');
    expect(codeOf(await getSchedule(ana, fresh))).toBe('ACCESS_DENIED');
  });

  it('a representative reads, never writes', async () => {
    expect((await getSchedule(rep, fresh)).data!.professionalSchedule!.weekly).toHaveLength(10);
    expect((await calendar(rep, fresh)).data!.availabilityCalendar).toHaveLength(35);
    const before = (await getSchedule(admin, fresh)).data!.professionalSchedule;
    expect(codeOf(await put(rep, fresh, { weekly: [] }))).toBe('ACCESS_DENIED');
    expect((await getSchedule(admin, fresh)).data!.professionalSchedule).toEqual(before);
  });

  it('a patient gets nothing', async () => {
    expect(codeOf(await getSchedule(maria, fresh))).toBe('ACCESS_DENIED');
    expect(codeOf(await calendar(maria, fresh))).toBe('ACCESS_DENIED');
    expect(codeOf(await put(maria, fresh, { weekly: [] }))).toBe('ACCESS_DENIED');
  });

  it('a user of another company gets nothing: null, NOT_FOUND, and nothing changes', async () => {
    const before = (await getSchedule(admin, fresh)).data!.professionalSchedule;
    const read = await getSchedule(adminB, fresh);
    expect(read.errors).toBeUndefined();
    expect(read.data!.professionalSchedule).toBeNull();
    expect(codeOf(await put(adminB, fresh, { weekly: EVERY_DAY_ALL_DAY }))).toBe('NOT_FOUND');
    expect(codeOf(await calendar(adminB, fresh))).toBe('NOT_FOUND');
    expect((await getSchedule(admin, fresh)).data!.professionalSchedule).toEqual(before);
  });

  it('Professional.schedule: the schedule for those who may read it, null for the others', async () => {
    const q = 'query($id: ID!) { professional(id: $id) { id schedule { weekly { day } } } }';
    const mine = await gql<{ professional: { schedule: { weekly: unknown[] } | null } }>(stack.gatewayUrl, q, { id: fresh }, as(admin));
    expect(mine.data!.professional.schedule!.weekly).toHaveLength(10);
    const doctor = await gql<{ professional: { schedule: unknown } }>(stack.gatewayUrl, q, { id: fresh }, as(ana));
    expect(doctor.errors).toBeUndefined();
    expect(doctor.data!.professional.schedule).toBeNull();
  });
});
