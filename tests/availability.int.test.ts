import { addDays, nowMs, publicHolidays, setClock } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, CANCEL, openDay, instant as zoned } from './harness/booking.js';
import { asEmail, type GqlResult, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn; // clinic admin of Clínica Saúde Total (SP)
let manager: SignedIn;
let adminB: SignedIn; // clinic admin of Clínica Bem Viver
let house: SignedIn; // Dr. Gregório House (D, 225120), seeded appointments
let maria: SignedIn; // patient
let rep: SignedIn; // representative

type Slot = {
  professionalId: string;
  professionalName: string;
  specialties: Array<{ code: string; name: string }>;
  date: string;
  start: string;
  end: string;
  startsAt: string;
  endsAt: string;
};
type Availability = { timeZone: string; appointmentDuration: number; from: string; to: string; notBefore: string; slots: Slot[] };
type HolidayYear = {
  companyId: string;
  year: number;
  state: string | null;
  holidays: Array<{ date: string; key: string; kind: string; name: string; closed: boolean; worked: boolean }>;
};

const SLOTS = `query($professionalId: ID, $specialty: String, $from: Date, $to: Date) {
  availableSlots(professionalId: $professionalId, specialty: $specialty, from: $from, to: $to) {
    timeZone appointmentDuration from to notBefore
    slots { professionalId professionalName specialties { code name } date start end startsAt endsAt } } }`;
const HOLIDAYS = `query($companyId: ID!, $year: Int) { companyHolidays(companyId: $companyId, year: $year) {
  companyId year state holidays { date key kind name closed worked } } }`;
const UPDATE_HOLIDAYS = `mutation($companyId: ID!, $year: Int!, $input: CompanyHolidaysInput!) {
  updateCompanyHolidays(companyId: $companyId, year: $year, input: $input) { companyId year state holidays { date key kind name closed worked } } }`;
const PUT_SCHEDULE = `mutation($id: ID!, $input: ProfessionalScheduleInput!) { updateProfessionalSchedule(id: $id, input: $input) { professionalId } }`;

const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale });
const fieldsOf = (r: GqlResult) => Object.fromEntries((r.errors?.[0]?.extensions?.fields ?? []).map((f) => [f.field, f.message]));
const codeOf = (r: GqlResult) => r.errors?.[0]?.extensions?.code;

async function slots(who: SignedIn, vars: Record<string, unknown>, locale = 'en') {
  return gql<{ availableSlots: Availability }>(stack.gatewayUrl, SLOTS, vars, as(who, locale));
}
async function okSlots(who: SignedIn, vars: Record<string, unknown>) {
  const r = await slots(who, vars);
  expect(r.errors).toBeUndefined();
  return r.data!.availableSlots;
}
async function holidays(who: SignedIn, year: number, companyId = admin.viewer.companyId, locale = 'en') {
  return gql<{ companyHolidays: HolidayYear | null }>(stack.gatewayUrl, HOLIDAYS, { companyId, year }, as(who, locale));
}
async function updateHolidays(who: SignedIn, year: number, input: Record<string, unknown>, companyId = admin.viewer.companyId) {
  return gql<{ updateCompanyHolidays: HolidayYear }>(stack.gatewayUrl, UPDATE_HOLIDAYS, { companyId, year, input }, as(who));
}
async function putSchedule(id: string, input: Record<string, unknown>) {
  const r = await gql(stack.gatewayUrl, PUT_SCHEDULE, { id, input }, as(admin));
  expect(r.errors).toBeUndefined();
}
async function createProfessional(name: string, crm: string, specialty = '225125') {
  const r = await gql<{ createProfessional: { id: string } }>(
    stack.gatewayUrl,
    'mutation($input: ProfessionalInput!) { createProfessional(input: $input) { id } }',
    { input: { name, crm, crmState: 'SP', specialties: [specialty], role: 'D' } },
    as(admin),
  );
  expect(r.errors).toBeUndefined();
  return r.data!.createProfessional.id;
}

/** 08:00, 08:30 … up to the last 30-minute slot ending by `end`. */
function grid(start: string, end: string, minutes = 30): string[] {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const out: string[] = [];
  for (let t = toMin(start); t + minutes <= toMin(end); t += minutes) {
    out.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`);
  }
  return out;
}

const EVERY_DAY = (start: string, end: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start, end }));

let today: string;
let ids: { house: string; ana: string; paulo: string };
let fresh: string; // skips holidays, every day 08:00–12:00, no appointments
let allDay: string; // every day all day, works holidays

beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { UPSTREAM_TIMEOUT_MS: '15000' } });
  [admin, manager, adminB, house, maria, rep] = await Promise.all([
    signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234')),
    signIn(stack.gatewayUrl, asEmail('gestor@clinica.example.com', 'Gestor1234')),
    signIn(stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234')),
    signIn(stack.gatewayUrl, asEmail('dr.house@example.com', 'Medico123')),
    signIn(stack.gatewayUrl, { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12' }),
    signIn(stack.gatewayUrl, asEmail('rep@clinica.example.com', 'Representante123')),
  ]);
  const list = await gql<{ professionals: { items: Array<{ id: string; name: string }> } }>(
    stack.gatewayUrl,
    'query { professionals(perPage: 100) { items { id name } } }',
    {},
    as(admin),
  );
  const byName = (prefix: string) => list.data!.professionals.items.find((p) => p.name.startsWith(prefix))!.id;
  ids = { house: byName('Dr. Gregório'), ana: byName('Dra. Ana'), paulo: byName('Dr. Paulo') };
  // The seeded doctors get a schedule that holds their seeded appointments (all between 08:00 and 17:30).
  for (const id of Object.values(ids)) await putSchedule(id, { skipHolidays: false, weekly: EVERY_DAY('08:00', '18:00') });
  fresh = await createProfessional('Dra. Feriado Teste', '919001');
  await putSchedule(fresh, { skipHolidays: true, weekly: EVERY_DAY('08:00', '12:00') });
  allDay = await createProfessional('Dr. Plantão Teste', '919002');
  await putSchedule(allDay, { skipHolidays: false, weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, allDay: true })) });
  today = (await okSlots(admin, { professionalId: fresh })).from;
});
afterAll(async () => {
  await stack?.close();
});

describe('free slots', () => {
  it('the seeded doctors: their schedule, cut in 30-minute slots, minus their appointments that hold a slot', async () => {
    const from = addDays(today, 1);
    const to = addDays(today, 7);
    const appointments = await gql<{
      appointments: { items: Array<{ doctorId: string; status: string; startsAt: string; endsAt: string }> };
    }>(
      stack.gatewayUrl,
      'query($f: AppointmentFilter) { appointments(perPage: 100, filter: $f) { items { doctorId status startsAt endsAt } } }',
      { f: { from, to } },
      as(admin),
    );
    const seeded = appointments.data!.appointments.items;
    expect(seeded.filter((a) => a.doctorId === ids.house && a.status !== 'CANCELLED').length).toBeGreaterThan(0);
    for (const id of Object.values(ids)) {
      const got = await okSlots(admin, { professionalId: id, from, to });
      const busy = seeded.filter((a) => a.doctorId === id && a.status !== 'CANCELLED');
      const expected: string[] = [];
      for (let date = from; date <= to; date = addDays(date, 1)) {
        for (const start of grid('08:00', '18:00')) {
          const startsAt = Date.parse(`${date}T${start}:00-03:00`);
          const endsAt = startsAt + 30 * 60_000;
          if (busy.some((a) => Date.parse(a.startsAt) < endsAt && startsAt < Date.parse(a.endsAt))) continue;
          expected.push(`${date} ${start}`);
        }
      }
      expect(got.slots.map((s) => `${s.date} ${s.start}`)).toEqual(expected);
      expect(got.slots.length).toBeLessThan(7 * 20);
      expect(got.slots.every((s) => s.professionalId === id)).toBe(true);
    }
    const first = (await okSlots(admin, { professionalId: ids.house, from, to: from })).slots[0]!;
    expect(first.startsAt).toBe(new Date(Date.parse(`${from}T${first.start}:00-03:00`)).toISOString());
    expect(Date.parse(first.endsAt) - Date.parse(first.startsAt)).toBe(30 * 60_000);
  });

  it('a specialty query returns only the active doctors of that specialty', async () => {
    const pediatrics = await okSlots(admin, { specialty: '225124', from: addDays(today, 1), to: addDays(today, 2) });
    expect(pediatrics.slots.length).toBeGreaterThan(0);
    expect(new Set(pediatrics.slots.map((s) => s.professionalId))).toEqual(new Set([ids.ana]));
    expect(pediatrics.slots[0]!.specialties).toEqual([{ code: '225124', name: 'Pediatrics' }]);
    // A day the clinic is open: Dra. Feriado Teste skips holidays.
    const open = openDay(addDays(today, 1));
    const everyone = await okSlots(admin, { from: open, to: open });
    expect(new Set(everyone.slots.map((s) => s.professionalId))).toEqual(new Set([...Object.values(ids), fresh, allDay]));
    const starts = everyone.slots.map((s) => s.startsAt);
    expect(starts).toEqual([...starts].sort());
    const unknown = await slots(admin, { specialty: '999999' }, 'pt-BR');
    expect(codeOf(unknown)).toBe('BAD_INPUT');
    expect(fieldsOf(unknown)).toEqual({ specialty: 'O campo Especialidade é inválido' });
  });

  it('the minimum notice (2 h by default) applies to a patient, not to staff', async () => {
    const before = nowMs();
    const staff = await okSlots(admin, { professionalId: allDay, from: today, to: addDays(today, 1) });
    const patient = await okSlots(maria, { professionalId: allDay, from: today, to: addDays(today, 1) });
    const after = nowMs();
    expect(Date.parse(staff.notBefore)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(staff.notBefore)).toBeLessThanOrEqual(after);
    expect(Date.parse(patient.notBefore) - Date.parse(staff.notBefore)).toBeGreaterThanOrEqual(2 * 3600_000 - 1000);
    expect(Date.parse(patient.notBefore) - Date.parse(staff.notBefore)).toBeLessThanOrEqual(2 * 3600_000 + (after - before) + 1000);
    expect(Date.parse(staff.slots[0]!.startsAt)).toBeGreaterThanOrEqual(Date.parse(staff.notBefore));
    expect(Date.parse(staff.slots[0]!.startsAt)).toBeLessThan(Date.parse(staff.notBefore) + 30 * 60_000);
    expect(Date.parse(patient.slots[0]!.startsAt)).toBeGreaterThanOrEqual(Date.parse(patient.notBefore));
    expect(Date.parse(patient.slots[0]!.startsAt)).toBeLessThan(Date.parse(patient.notBefore) + 30 * 60_000);
    // the slots the patient may not take are exactly those before the notice
    const early = staff.slots.filter((s) => Date.parse(s.startsAt) < Date.parse(patient.notBefore)).length;
    expect(early).toBeGreaterThanOrEqual(3);
    expect(staff.slots.length - patient.slots.length).toBe(early);
  });

  it('at most 35 days, and not before today: field errors', async () => {
    expect((await okSlots(admin, { professionalId: fresh })).to).toBe(addDays(today, 34));
    const long = await slots(admin, { professionalId: fresh, from: today, to: addDays(today, 35) });
    expect(codeOf(long)).toBe('BAD_INPUT');
    expect(fieldsOf(long)).toEqual({ to: 'The date range cannot exceed 35 days' });
    const past = await slots(admin, { professionalId: fresh, from: addDays(today, -1) }, 'pt-BR');
    expect(fieldsOf(past)).toEqual({ from: 'A data não pode ser anterior a hoje' });
    const backwards = await slots(admin, { professionalId: fresh, from: addDays(today, 3), to: addDays(today, 2) });
    expect(fieldsOf(backwards)).toEqual({ to: 'The end time must be later than the start time' });
  });
});

describe('holidays: national + the company’s state + its own', () => {
  const nextOrdinaryDay = (from: string) => {
    let d = from;
    while (publicHolidays(Number(d.slice(0, 4)), 'SP').some((h) => h.date === d)) d = addDays(d, 1);
    return d;
  };

  it('the year lists national and São Paulo holidays, in the request’s language', async () => {
    const r = await holidays(manager, 2026, admin.viewer.companyId, 'pt-BR');
    expect(r.errors).toBeUndefined();
    const year = r.data!.companyHolidays!;
    expect(year).toMatchObject({ year: 2026, state: 'SP' });
    expect(year.holidays.find((h) => h.date === '2026-12-25')).toMatchObject({ kind: 'NATIONAL', name: 'Natal', closed: true });
    expect(year.holidays.find((h) => h.date === '2026-07-09')).toMatchObject({ kind: 'STATE', closed: true });
    expect(year.holidays.find((h) => h.date === '2026-11-20')).toMatchObject({ kind: 'NATIONAL', closed: true });
    expect(year.holidays.find((h) => h.date === '2026-02-17')).toMatchObject({ kind: 'OPTIONAL', closed: false });
    expect((await holidays(rep, 2026)).data!.companyHolidays!.year).toBe(2026);
  });

  it('a clinic holiday removes that day’s slots for a schedule that skips holidays, and the calendar shows it', async () => {
    const day = nextOrdinaryDay(addDays(today, 10));
    const year = Number(day.slice(0, 4));
    expect((await okSlots(admin, { professionalId: fresh, from: day, to: day })).slots.map((s) => s.start)).toEqual(grid('08:00', '12:00'));
    const r = await updateHolidays(admin, year, { clinic: [{ date: day, name: 'Aniversário da cidade' }] });
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateCompanyHolidays.holidays.find((h) => h.date === day)).toMatchObject({
      kind: 'CLINIC',
      name: 'Aniversário da cidade',
      closed: true,
    });
    expect((await okSlots(admin, { professionalId: fresh, from: day, to: day })).slots).toEqual([]);
    // a professional who works holidays keeps the day
    expect((await okSlots(admin, { professionalId: allDay, from: day, to: day })).slots.length).toBeGreaterThan(0);
    const calendar = await gql<{
      availabilityCalendar: Array<{ date: string; holiday: { kind: string; name: string } | null; windows: unknown[] }>;
    }>(
      stack.gatewayUrl,
      'query($id: ID!, $from: Date, $to: Date) { availabilityCalendar(professionalId: $id, from: $from, to: $to) { date holiday { kind name } windows { start } } }',
      { id: fresh, from: day, to: day },
      as(admin),
    );
    expect(calendar.data!.availabilityCalendar[0]).toMatchObject({
      holiday: { kind: 'CLINIC', name: 'Aniversário da cidade' },
      windows: [],
    });
    expect((await updateHolidays(admin, year, {})).errors).toBeUndefined();
    expect((await okSlots(admin, { professionalId: fresh, from: day, to: day })).slots).toHaveLength(8);
  });

  it('a national or state holiday the company works gives slots again', async () => {
    // The clock visits Monday 19 April 2027: Tiradentes (Wednesday 21 April, national) is two days ahead.
    const restore = setClock('2027-04-19T09:00:00-03:00');
    try {
      const [admin, manager] = await Promise.all([
        signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234')),
        signIn(stack.gatewayUrl, asEmail('gestor@clinica.example.com', 'Gestor1234')),
      ]);
      const holiday = '2027-04-21';
      expect((await okSlots(admin, { professionalId: fresh, from: holiday, to: holiday })).slots).toEqual([]);
      const r = await updateHolidays(manager, 2027, { worked: [holiday] });
      expect(r.errors).toBeUndefined();
      expect(r.data!.updateCompanyHolidays.holidays.find((h) => h.date === holiday)).toMatchObject({ closed: false, worked: true });
      expect((await okSlots(admin, { professionalId: fresh, from: holiday, to: holiday })).slots).toHaveLength(8);
      expect((await updateHolidays(admin, 2027, {})).errors).toBeUndefined();
      expect((await okSlots(admin, { professionalId: fresh, from: holiday, to: holiday })).slots).toEqual([]);
    } finally {
      restore();
    }
  });

  it('the rules are field errors; a closed date over an appointment is refused and nothing changes', async () => {
    const year = Number(today.slice(0, 4));
    const bad = await updateHolidays(admin, year, { clinic: [{ date: `${year + 1}-01-10`, name: 'x' }], worked: [`${year}-03-11`] });
    expect(codeOf(bad)).toBe('BAD_INPUT');
    expect(fieldsOf(bad)).toEqual({ 'clinic.0.date': 'Invalid date or time', 'worked.0': 'Worked holidays is invalid' });
    // Dra. Feriado Teste skips holidays and has an appointment on a day the clinic is open: closing that day is refused.
    const day = openDay(addDays(today, 3));
    const booked = await book(stack, admin, { doctorId: fresh, patientId: maria.viewer.personId, startsAt: zoned(day, '09:00') });
    expect(booked.errors).toBeUndefined();
    const before = (await holidays(admin, Number(day.slice(0, 4)))).data!.companyHolidays;
    const refused = await updateHolidays(admin, Number(day.slice(0, 4)), { clinic: [{ date: day, name: 'Recesso' }] });
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(fieldsOf(refused)['clinic.0.date']).toMatch(
      new RegExp(`^There is a time conflict or existing appointments in the slot: 1 appointment\\(s\\) on ${day} 09:00`),
    );
    expect((await holidays(admin, Number(day.slice(0, 4)))).data!.companyHolidays).toEqual(before);
    expect(
      (await gql(stack.gatewayUrl, CANCEL, { id: booked.data!.bookAppointment.id, reason: 'teste' }, as(admin))).errors,
    ).toBeUndefined();
  });
});

describe('who reads', () => {
  it('a doctor reads their own slots only; a representative nothing; a patient every professional', async () => {
    const own = await okSlots(house, { from: addDays(today, 1), to: addDays(today, 1) });
    expect(new Set(own.slots.map((s) => s.professionalId))).toEqual(new Set([ids.house]));
    expect(codeOf(await slots(house, { professionalId: ids.ana }))).toBe('ACCESS_DENIED');
    expect(codeOf(await slots(rep, {}))).toBe('ACCESS_DENIED');
    const patient = await okSlots(maria, { specialty: '225120', from: addDays(today, 1), to: addDays(today, 1) });
    expect(new Set(patient.slots.map((s) => s.professionalId))).toEqual(new Set([ids.house]));
    expect(codeOf(await holidays(maria, 2026))).toBe('ACCESS_DENIED');
    expect(codeOf(await updateHolidays(rep, 2026, {}))).toBe('ACCESS_DENIED');
    expect(codeOf(await updateHolidays(house, 2026, {}))).toBe('ACCESS_DENIED');
  });

  it('a user of another company gets nothing of this one', async () => {
    expect(codeOf(await slots(adminB, { professionalId: ids.house }))).toBe('NOT_FOUND');
    const theirs = await okSlots(adminB, { from: addDays(today, 1), to: addDays(today, 1) });
    const ours = new Set([...Object.values(ids), fresh, allDay]);
    expect(theirs.slots.some((s) => ours.has(s.professionalId))).toBe(false);
    const read = await holidays(adminB, 2026);
    expect(read.errors).toBeUndefined();
    expect(read.data!.companyHolidays).toBeNull();
    expect(codeOf(await updateHolidays(adminB, 2026, { clinic: [{ date: '2026-12-30', name: 'x' }] }))).toBe('NOT_FOUND');
    expect((await holidays(admin, 2026)).data!.companyHolidays!.holidays.some((h) => h.kind === 'CLINIC')).toBe(false);
  });
});

describe('SQL statements per availability request (bench M10, asserted)', () => {
  /** The statements the services run for one GraphQL availableSlots request, counted at the database client. */
  async function statementsOf(vars: Record<string, unknown>): Promise<number> {
    let n = 0;
    const stop = stack.services.ctx.db.onStatement(() => void n++);
    try {
      await okSlots(admin, vars);
    } finally {
      stop();
    }
    return n;
  }

  it('the same for 1 and 20 professionals, 7 and 30 days, and any number of appointments', async () => {
    for (let i = 0; i < 15; i++) {
      const id = await createProfessional(`Dr. Carga ${String(i).padStart(2, '0')}`, `93${String(i).padStart(4, '0')}`);
      await putSchedule(id, { skipHolidays: true, weekly: EVERY_DAY('08:00', '12:00') });
    }
    const from = openDay(addDays(today, 1)); // they skip holidays
    const everyone = await okSlots(admin, { from, to: from });
    expect(new Set(everyone.slots.map((s) => s.professionalId)).size).toBeGreaterThanOrEqual(20);
    const one = await statementsOf({ professionalId: fresh, from, to: addDays(from, 6) });
    expect(one).toBeGreaterThan(0);
    expect(await statementsOf({ professionalId: fresh, from, to: addDays(from, 29) })).toBe(one);
    expect(await statementsOf({ from, to: addDays(from, 6) })).toBe(one);
    expect(await statementsOf({ from, to: addDays(from, 29) })).toBe(one);
    expect(await statementsOf({ professionalId: ids.house, from, to: addDays(from, 29) })).toBe(one);
  });
});
