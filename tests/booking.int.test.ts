import { addDays, setClock } from '@teleconsulta/schema';
import { slotTaken } from '@teleconsulta/services/booking/appointment-booking.service';
import { inScope } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Appointment,
  as,
  book,
  codeOf,
  DELETE,
  DETAIL,
  EVERY_DAY_ALL_DAY,
  fieldsOf,
  footprint,
  type Ids,
  instant,
  localDay,
  lookUpIds,
  nextWeekday,
  openDay,
  type People,
  REASON,
  STATUS,
  saveSchedule,
  signInPeople,
  slotFromNow,
  stored,
  storedById,
  UPDATE,
} from './harness/booking.js';
import { testEngine } from './harness/database.js';
import { asEmail, gql, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let p: People;
let ids: Ids;
let agenda: string; // Dra. Agenda Teste: weekdays 08:00–12:00 and 13:00–17:00, one blocked day, skips holidays
let blockedDay: string;
let companyId: string;

const LIST = `query($filter: AppointmentFilter) { appointments(perPage: 100, filter: $filter) { total items { id patientName startsAt status } } }`;

/** A booking refused with field errors, and nothing written: no appointment, no protocol number used, no event. */
async function refused(who: People[keyof People], input: Record<string, unknown>, locale = 'en') {
  const before = await footprint(stack, companyId);
  const r = await book(stack, who, input, locale);
  expect(r.data ?? null).toBeNull();
  expect(await footprint(stack, companyId)).toEqual(before);
  return r;
}

beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { UPSTREAM_TIMEOUT_MS: '15000' } });
  p = await signInPeople(stack);
  ids = await lookUpIds(stack, p);
  companyId = p.admin.viewer.companyId;
  // Dr. House works every day, all day, holidays too: his demo appointments (7 days back to 7 ahead) stay inside, and a
  // day N days ahead is his whatever the calendar says (Dra. Agenda Teste is the one who skips holidays).
  await saveSchedule(stack, p.admin, ids.house, { skipHolidays: false, weekly: EVERY_DAY_ALL_DAY });
  const created = await gql<{ createProfessional: { id: string } }>(
    stack.gatewayUrl,
    'mutation($input: ProfessionalInput!) { createProfessional(input: $input) { id } }',
    { input: { name: 'Dra. Agenda Teste', crm: '909101', crmState: 'SP', specialties: ['225120', '225125'], role: 'D' } },
    as(p.admin),
  );
  agenda = created.data!.createProfessional.id;
  blockedDay = nextWeekday(3, addDays(localDay(), 2)); // a Wednesday, two to eight days ahead
  await saveSchedule(stack, p.admin, agenda, {
    skipHolidays: true,
    weekly: [1, 2, 3, 4, 5].flatMap((day) => [
      { day, start: '08:00', end: '12:00' },
      { day, start: '13:00', end: '17:00' },
    ]),
    blocked: [{ date: blockedDay, allDay: true }],
  });
});
afterAll(async () => {
  await stack?.close();
});

describe('booking: a patient for a dependent, seen by the professional', () => {
  let booked: Appointment;

  it('Maria books Dr. House for her son Pedro: scheduled, self-scheduling, a protocol, its short-link codes, the standard length', async () => {
    const day = localDay(10);
    const r = await book(stack, p.maria, {
      doctorId: ids.house,
      patientId: ids.pedro,
      startsAt: instant(day, '09:00'),
      reason: 'Febre há dois dias',
    });
    expect(r.errors).toBeUndefined();
    booked = r.data!.bookAppointment;
    expect(booked).toMatchObject({
      status: 'SCHEDULED',
      source: 'SELF_SCHEDULING',
      type: 'FIRST_CONSULTATION',
      startDate: day,
      startTime: '09:00',
      durationMinutes: 30,
      doctorId: ids.house,
      patientId: ids.pedro,
      professionalName: 'Dr. Gregório House',
      specialty: '225120',
      reason: 'Febre há dois dias',
      canCancel: true,
      cancelBlockedCode: null,
      nextStatuses: ['CANCELLED'],
    });
    expect(booked.patientName).toMatch(/^Pedro Silva/);
    expect(booked.endsAt).toBe(new Date(Date.parse(booked.startsAt) + 30 * 60_000).toISOString());
    // 192 random bits in base64url; the protocol continues the clinic's numbers (the demo has its own first).
    // Three short-link codes, one per page (SECURITY.md T24).
    for (const code of [booked.roomAccess, booked.cancelAccess, booked.paymentAccess]) expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(booked.protocol).toMatch(/^\d{6}$/);
    const others = await stored(stack, companyId, sql`id <> ${booked.id}`);
    expect(Number(booked.protocol)).toBeGreaterThan(Math.max(...others.map((a) => Number(a.protocol)).filter(Number.isFinite)));
  });

  it('Dr. House sees it in his list, with the patient; Maria sees it; João does not', async () => {
    const filter = { from: localDay(10), to: localDay(10) };
    const house = await gql<{ appointments: { items: Array<{ id: string; patientName: string }> } }>(
      stack.gatewayUrl,
      LIST,
      { filter },
      as(p.house),
    );
    expect(house.data!.appointments.items.find((a) => a.id === booked.id)?.patientName).toMatch(/^Pedro Silva/);
    const maria = await gql<{ appointments: { items: Array<{ id: string }> } }>(stack.gatewayUrl, LIST, { filter }, as(p.maria));
    expect(maria.data!.appointments.items.map((a) => a.id)).toContain(booked.id);
    const joao = await gql<{ appointments: { items: Array<{ id: string }> } }>(stack.gatewayUrl, LIST, { filter }, as(p.joao));
    expect(joao.data!.appointments.items.map((a) => a.id)).not.toContain(booked.id);
    // The professional's actions on it: start the attendance or record a no-show; not cancel it.
    const detail = await gql<{ appointment: Appointment }>(stack.gatewayUrl, DETAIL, { id: booked.id }, as(p.house));
    expect(detail.data!.appointment).toMatchObject({
      nextStatuses: ['IN_ATTENDANCE', 'NO_SHOW'],
      canCancel: false,
      cancelBlockedCode: 'ACCESS_DENIED',
    });
  });

  it('appends a flow event on topic appointment, with ids and statuses only', async () => {
    const res = await fetch(`${stack.servicesUrl}/flow/events?after=0&topic=appointment`, {
      headers: { authorization: `Bearer ${p.admin.accessToken}`, 'x-company-id': companyId },
    });
    const body = (await res.json()) as { events: Array<{ type: string; entityId: string; payload: Record<string, unknown> }> };
    const event = body.events.find((e) => e.entityId === booked.id)!;
    expect(event.type).toBe('BOOKED');
    expect(event.payload).toEqual({ status: 'SCHEDULED', doctorId: ids.house, source: 'SELF_SCHEDULING' });
  });

  it('the clinic books for any person of the company (source CLINIC); a patient only for themself or a dependent', async () => {
    const staff = await book(stack, p.manager, { doctorId: ids.house, patientId: ids.joao, startsAt: instant(localDay(10), '10:00') });
    expect(staff.errors).toBeUndefined();
    expect(staff.data!.bookAppointment).toMatchObject({ source: 'CLINIC', patientId: ids.joao });
    const foreign = await refused(p.maria, {
      doctorId: ids.house,
      patientId: ids.joaosDependent,
      startsAt: instant(localDay(10), '11:00'),
    });
    expect(codeOf(foreign)).toBe('BAD_INPUT');
    expect(fieldsOf(foreign)).toEqual({ patientId: 'Patient is invalid' });
    const source = await refused(p.maria, {
      doctorId: ids.house,
      patientId: ids.maria,
      startsAt: instant(localDay(10), '11:00'),
      source: 'CLINIC',
    });
    expect(fieldsOf(source)).toEqual({ source: 'Source is invalid' });
  });

  it('doctors and representatives do not book', async () => {
    const r = await refused(p.house, { doctorId: ids.house, patientId: ids.maria, startsAt: instant(localDay(10), '11:00') });
    expect(codeOf(r)).toBe('ACCESS_DENIED');
  });

  it('when the company lets no patient schedule, a patient is refused (ACCESS_DENIED); staff still book', async () => {
    const rules = (allows: boolean) =>
      gql(
        stack.gatewayUrl,
        'mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id } }',
        { id: companyId, input: { rules: { allowsPatientToSchedule: allows, accessPersonSchedule: allows } } },
        as(p.admin),
      );
    expect((await rules(false)).errors).toBeUndefined();
    try {
      const r = await refused(p.maria, { doctorId: ids.house, patientId: ids.maria, startsAt: instant(localDay(10), '11:00') });
      expect(codeOf(r)).toBe('ACCESS_DENIED');
    } finally {
      expect((await rules(true)).errors).toBeUndefined();
    }
  });
});

describe('booking: the slot rules, as field errors on startsAt, and nothing written', () => {
  const staffBooks = (startsAt: string, doctorId = agenda) => refused(p.admin, { doctorId, patientId: ids.maria, startsAt });
  const tuesday = () => nextWeekday(2, addDays(localDay(), 1));

  it('outside the availability: a weekend, the lunch break, off the slot grid', async () => {
    for (const startsAt of [
      instant(nextWeekday(0, localDay(1)), '09:00'),
      instant(tuesday(), '12:00'),
      instant(tuesday(), '11:45'),
      instant(tuesday(), '08:15'),
    ]) {
      const r = await staffBooks(startsAt);
      expect(codeOf(r)).toBe('BAD_INPUT');
      expect(fieldsOf(r)).toEqual({ startsAt: 'The selected time is out of schedule' });
    }
    const pt = await refused(p.admin, { doctorId: agenda, patientId: ids.maria, startsAt: instant(tuesday(), '12:00') }, 'pt-BR');
    expect(fieldsOf(pt)).toEqual({ startsAt: 'O horário selecionado está fora da agenda' });
  });

  it('on a blocked day', async () => {
    expect(fieldsOf(await staffBooks(instant(blockedDay, '09:00')))).toEqual({ startsAt: 'The selected time is out of schedule' });
  });

  it('on a national holiday the schedule skips (a weekday the professional otherwise works)', async () => {
    // The clock visits Monday 19 April 2027: Tiradentes (Wednesday 21 April) is two days ahead, the next Wednesday nine.
    const restore = setClock('2027-04-19T09:00:00-03:00');
    try {
      const admin = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
      const holiday = await refused(admin, { doctorId: agenda, patientId: ids.maria, startsAt: instant('2027-04-21', '09:00') });
      expect(fieldsOf(holiday)).toEqual({ startsAt: 'The selected time is out of schedule' });
      const after = await book(stack, admin, { doctorId: agenda, patientId: ids.maria, startsAt: instant('2027-04-28', '09:00') });
      expect(after.errors).toBeUndefined();
      expect(after.data!.bookAppointment).toMatchObject({ startDate: '2027-04-28', startTime: '09:00' });
    } finally {
      restore();
    }
  });

  it('in the past', async () => {
    const r = await staffBooks(instant(localDay(-1), '03:00'), ids.house);
    expect(fieldsOf(r)).toEqual({ startsAt: 'The selected time has already passed' });
  });

  it('beyond 35 days: today + 34 is the last bookable date', async () => {
    // Dr. House works every day, holidays too: today + 35 is a day of his agenda, whatever the calendar says.
    const r = await staffBooks(instant(localDay(35), '10:00'), ids.house);
    expect(fieldsOf(r)).toEqual({ startsAt: 'Date and time must be at most 35 days ahead' });
    const edge = await book(stack, p.admin, { doctorId: ids.house, patientId: ids.maria, startsAt: instant(localDay(34), '10:00') });
    expect(edge.errors).toBeUndefined();
  });

  it('beyond 35 days on a day the professional does not work: the 35 days answer, not the agenda', async () => {
    // Dra. Agenda Teste works weekdays and skips holidays: the first day beyond the limit she does not work.
    let off = localDay(35);
    while (openDay(off, [1, 2, 3, 4, 5]) === off) off = addDays(off, 1);
    const r = await staffBooks(instant(off, '09:00'));
    expect(fieldsOf(r)).toEqual({ startsAt: 'Date and time must be at most 35 days ahead' });
    const pt = await refused(p.admin, { doctorId: agenda, patientId: ids.maria, startsAt: instant(off, '12:15') }, 'pt-BR');
    expect(fieldsOf(pt)).toEqual({ startsAt: 'Data e hora deve ser no máximo 35 dias à frente' });
  });

  it("before the company's minimum notice (2 h) for a patient; staff book from now", async () => {
    const soon = slotFromNow(40);
    const r = await refused(p.maria, { doctorId: ids.house, patientId: ids.maria, startsAt: soon });
    expect(fieldsOf(r)).toEqual({ startsAt: 'Date and time must be at least 2 hour(s) from now' });
    const pt = await refused(p.maria, { doctorId: ids.house, patientId: ids.maria, startsAt: soon }, 'pt-BR');
    expect(fieldsOf(pt)).toEqual({ startsAt: 'Data e hora deve ter antecedência mínima de 2 hora(s)' });
  });

  it('an unknown, foreign or inactive professional, an unknown patient: field errors', async () => {
    const startsAt = instant(tuesday(), '09:00');
    const unknown = await refused(p.admin, { doctorId: crypto.randomUUID(), patientId: ids.maria, startsAt });
    expect(fieldsOf(unknown)).toEqual({ doctorId: 'Professional is invalid' });
    const nobody = await refused(p.admin, { doctorId: agenda, patientId: crypto.randomUUID(), startsAt });
    expect(fieldsOf(nobody)).toEqual({ patientId: 'Patient is invalid' });
    const missing = await refused(p.admin, { doctorId: agenda, startsAt });
    expect(codeOf(missing)).toBe('BAD_USER_INPUT'); // GraphQL's own: patientId is required by the SDL
    const foreign = await gql<{ professionals: { items: Array<{ id: string }> } }>(
      stack.gatewayUrl,
      'query { professionals(perPage: 5) { items { id } } }',
      {},
      as(p.adminB),
    );
    const rita = foreign.data!.professionals.items[0]!.id;
    expect(fieldsOf(await refused(p.admin, { doctorId: rita, patientId: ids.maria, startsAt }))).toEqual({
      doctorId: 'Professional is invalid',
    });
    const inactive = await gql(
      stack.gatewayUrl,
      'mutation($id: ID!) { updateProfessional(id: $id, input: { status: INACTIVE }) { id } }',
      { id: agenda },
      as(p.admin),
    );
    expect(inactive.errors).toBeUndefined();
    try {
      const r = await refused(p.admin, { doctorId: agenda, patientId: ids.maria, startsAt });
      expect(fieldsOf(r)).toEqual({ doctorId: 'This professional is not active' });
    } finally {
      await gql(
        stack.gatewayUrl,
        'mutation($id: ID!) { updateProfessional(id: $id, input: { status: ACTIVE }) { id } }',
        { id: agenda },
        as(p.admin),
      );
    }
  });
});

describe('double booking is impossible', () => {
  it('ten concurrent bookings of one slot through the gateway: exactly one wins, nine hear "no longer available"', async () => {
    const startsAt = instant(localDay(12), '15:00');
    const people = [ids.maria, ids.pedro, ids.joao, ids.joaosDependent];
    const before = await footprint(stack, companyId);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(stack, i % 2 ? p.admin : p.manager, { doctorId: ids.house, patientId: people[i % 4], startsAt }),
      ),
    );
    const won = results.filter((r) => r.data?.bookAppointment);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(9);
    for (const r of lost) {
      expect(codeOf(r)).toBe('CONFLICT');
      expect(r.errors![0]!.extensions).toMatchObject({ status: 409, statusText: 'Conflict' });
      expect(fieldsOf(r)).toEqual({ startsAt: 'This time is no longer available' });
    }
    expect(await stored(stack, companyId, sql`doctor_id = ${ids.house} and starts_at = ${startsAt}::timestamptz`)).toHaveLength(1);
    // One appointment, one protocol number, one event: the losers left nothing behind.
    const after = await footprint(stack, companyId);
    expect(after).toEqual({ appointments: before.appointments + 1, counter: before.counter + 1, events: before.events + 1 });
  });

  it('an overlapping slot of the same professional is refused in Portuguese too; another professional is free then', async () => {
    const startsAt = instant(localDay(12), '15:00');
    const again = await refused(p.admin, { doctorId: ids.house, patientId: ids.maria, startsAt }, 'pt-BR');
    expect(fieldsOf(again)).toEqual({ startsAt: 'Este horário não está mais disponível' });
    const other = await book(stack, p.admin, {
      doctorId: agenda,
      patientId: ids.maria,
      startsAt: instant(openDay(localDay(8), [1]), '15:00'),
    });
    expect(other.errors).toBeUndefined();
  });

  it('the exclusion constraint itself: an overlapping row is refused (23P01), and mapped to the field error', async () => {
    const [one] = await stored(stack, companyId, sql`doctor_id = ${ids.house} and status <> 'CANCELLED' and starts_at > app_now()`);
    let caught: unknown;
    await inScope(stack.services.ctx.db, { companyId, userId: null }, async (tx) => {
      await tx.execute(sql`insert into appointment (company_id, access, protocol, starts_at, ends_at, doctor_id, patient_id)
        values (${companyId}, ${`overlap-${crypto.randomUUID()}`}, 'X-OVERLAP', ${one!.starts_at}::timestamptz + interval '10 minutes',
                ${one!.starts_at}::timestamptz + interval '40 minutes', ${ids.house}, ${ids.maria})`);
    }).catch((error: unknown) => {
      caught = error;
    });
    const pgError = (caught as { cause?: { code?: string } }).cause ?? (caught as { code?: string });
    expect(pgError.code).toBe('23P01');
    expect(() => slotTaken(caught)).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
    expect(await stored(stack, companyId, sql`protocol = 'X-OVERLAP'`)).toEqual([]);
  });

  it.runIf(testEngine() === 'postgres')('on PostgreSQL, two transactions racing for one slot: the second waits, then fails', async () => {
    const url = stack.database.url!;
    const [a, b] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
    await Promise.all([a.connect(), b.connect()]);
    try {
      const startsAt = instant(localDay(13), '08:00');
      const insert = (client: pg.Client, tag: string) =>
        client.query(
          `insert into appointment (company_id, access, protocol, starts_at, ends_at, doctor_id, patient_id)
           values ($1, $2, $3, $4::timestamptz, $4::timestamptz + interval '30 minutes', $5, $6)`,
          [companyId, `race-${tag}-${crypto.randomUUID()}`, `RACE-${tag}`, startsAt, ids.house, ids.maria],
        );
      await a.query('begin');
      await b.query('begin');
      await insert(a, 'A');
      let bSettled = false;
      // The outcome is caught at once: B fails as soon as A commits, maybe before the assertion below is reached.
      const second = insert(b, 'B').then(
        () => null,
        (error: unknown) => error,
      );
      void second.finally(() => {
        bSettled = true;
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(bSettled).toBe(false); // B waits on A's uncommitted row
      await a.query('commit');
      expect(await second).toMatchObject({ code: '23P01', constraint: 'appointment_no_double_booking' });
      await b.query('rollback');
      expect(await stored(stack, companyId, sql`protocol in ('RACE-A', 'RACE-B')`)).toHaveLength(1);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });
});

describe('the state machine', () => {
  let appt: Appointment;
  const status = (who: People[keyof People], id: string, to: string, locale = 'en') =>
    gql<{ changeAppointmentStatus: Appointment }>(stack.gatewayUrl, STATUS, { id, status: to }, as(who, locale));

  beforeAll(async () => {
    const r = await book(stack, p.maria, { doctorId: ids.house, patientId: ids.maria, startsAt: instant(localDay(14), '10:00') });
    appt = r.data!.bookAppointment;
  });

  it('the professional starts and finishes the attendance; each step sets its time', async () => {
    const start = await status(p.house, appt.id, 'IN_ATTENDANCE');
    expect(start.errors).toBeUndefined();
    expect(start.data!.changeAppointmentStatus).toMatchObject({
      status: 'IN_ATTENDANCE',
      nextStatuses: ['FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT'],
    });
    expect(start.data!.changeAppointmentStatus.attendanceStartedAt).not.toBeNull();
    const finish = await status(p.house, appt.id, 'FINISHED_BY_PROFESSIONAL');
    expect(finish.data!.changeAppointmentStatus).toMatchObject({ status: 'FINISHED_BY_PROFESSIONAL', nextStatuses: [] });
    expect(finish.data!.changeAppointmentStatus.finishedAt).not.toBeNull();
  });

  it('an illegal transition is refused with a clear, translated error, and nothing changes', async () => {
    const before = await storedById(stack, companyId, appt.id);
    const en = await status(p.house, appt.id, 'IN_ATTENDANCE');
    expect(codeOf(en)).toBe('INVALID_TRANSITION');
    expect(en.errors![0]!.message).toBe('This appointment cannot go from Finished by the professional to In attendance');
    const pt = await status(p.admin, appt.id, 'NO_SHOW', 'pt-BR');
    expect(pt.errors![0]!.message).toBe('Este agendamento não pode passar de Finalizado pelo profissional para Não compareceu');
    expect(await storedById(stack, companyId, appt.id)).toEqual(before);
  });

  it('who may: a patient does not start an attendance, another doctor does not see it, a no-show waits for the start', async () => {
    const next = (await book(stack, p.admin, { doctorId: ids.house, patientId: ids.maria, startsAt: instant(localDay(14), '11:00') })).data!
      .bookAppointment;
    const before = await storedById(stack, companyId, next.id);
    expect(codeOf(await status(p.maria, next.id, 'IN_ATTENDANCE'))).toBe('ACCESS_DENIED');
    expect(codeOf(await status(p.ana, next.id, 'IN_ATTENDANCE'))).toBe('NOT_FOUND');
    expect(codeOf(await status(p.house, next.id, 'PAID'))).toBe('ACCESS_DENIED');
    const early = await status(p.house, next.id, 'NO_SHOW');
    expect(codeOf(early)).toBe('CONFLICT');
    expect(fieldsOf(early)).toEqual({ status: 'A no-show can only be recorded after the appointment has started' });
    expect(await storedById(stack, companyId, next.id)).toEqual(before);
    // Staff confirm an on-site payment.
    const paid = await status(p.manager, next.id, 'PAID');
    expect(paid.data!.changeAppointmentStatus).toMatchObject({ status: 'PAID' });
    expect(paid.data!.changeAppointmentStatus.paidAt).not.toBeNull();
  });
});

describe('changes of an appointment', () => {
  let appt: Appointment;

  beforeAll(async () => {
    appt = (await book(stack, p.maria, { doctorId: ids.house, patientId: ids.pedro, startsAt: instant(localDay(15), '09:00') })).data!
      .bookAppointment;
  });
  const update = (who: People[keyof People], input: Record<string, unknown>, id = appt.id) =>
    gql<{ updateAppointment: Appointment }>(stack.gatewayUrl, UPDATE, { id, input }, as(who));

  it('staff reschedule through the booking rules; a taken or unavailable time changes nothing', async () => {
    const moved = await update(p.admin, { startsAt: instant(localDay(15), '16:00') });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateAppointment).toMatchObject({ startTime: '16:00', durationMinutes: 30 });
    const taken = (await book(stack, p.admin, { doctorId: ids.house, patientId: ids.joao, startsAt: instant(localDay(15), '17:00') })).data!
      .bookAppointment;
    const before = await storedById(stack, companyId, appt.id);
    const clash = await update(p.admin, { startsAt: taken.startsAt });
    expect(fieldsOf(clash)).toEqual({ startsAt: 'This time is no longer available' });
    const blocked = await update(p.admin, { doctorId: agenda, startsAt: instant(blockedDay, '09:00') });
    expect(fieldsOf(blocked)).toEqual({ startsAt: 'The selected time is out of schedule' });
    expect(await storedById(stack, companyId, appt.id)).toEqual(before);
  });

  it('the professional writes notes and the title; a professional or a patient cannot move it', async () => {
    const notes = await update(p.house, { notes: 'Trazer a carteira de vacinação', title: 'Consulta pediátrica' });
    expect(notes.data!.updateAppointment).toMatchObject({ notes: 'Trazer a carteira de vacinação', title: 'Consulta pediátrica' });
    const before = await storedById(stack, companyId, appt.id);
    expect(codeOf(await update(p.house, { startsAt: instant(localDay(15), '18:00') }))).toBe('ACCESS_DENIED');
    expect(codeOf(await update(p.maria, { title: 'Outro' }))).toBe('ACCESS_DENIED');
    expect(codeOf(await update(p.admin, { notes: 'não é da clínica' }))).toBe('ACCESS_DENIED');
    expect(await storedById(stack, companyId, appt.id)).toEqual(before);
  });

  it('the patient (guardian) sets the main complaint before the attendance', async () => {
    const r = await gql<{ setAppointmentReason: Appointment }>(stack.gatewayUrl, REASON, { id: appt.id, reason: 'Tosse' }, as(p.maria));
    expect(r.data!.setAppointmentReason.reason).toBe('Tosse');
    const joao = await gql(stack.gatewayUrl, REASON, { id: appt.id, reason: 'x' }, as(p.joao));
    expect(codeOf(joao)).toBe('NOT_FOUND');
    await gql(stack.gatewayUrl, STATUS, { id: appt.id, status: 'IN_ATTENDANCE' }, as(p.house));
    const late = await gql(stack.gatewayUrl, REASON, { id: appt.id, reason: 'Outra coisa' }, as(p.maria));
    expect(fieldsOf(late)).toEqual({ reason: 'The main complaint can no longer be changed once the attendance has started' });
    expect((await storedById(stack, companyId, appt.id))!.reason).toBe('Tosse');
  });

  it('staff delete only a scheduled, never paid appointment; otherwise CONFLICT and it stays', async () => {
    const scratch = (await book(stack, p.admin, { doctorId: ids.house, patientId: ids.maria, startsAt: instant(localDay(16), '09:00') }))
      .data!.bookAppointment;
    expect(codeOf(await gql(stack.gatewayUrl, DELETE, { id: scratch.id }, as(p.maria)))).toBe('ACCESS_DENIED');
    const gone = await gql(stack.gatewayUrl, DELETE, { id: scratch.id }, as(p.admin));
    expect(gone.errors).toBeUndefined();
    expect(await storedById(stack, companyId, scratch.id)).toBeUndefined();
    const inAttendance = await gql(stack.gatewayUrl, DELETE, { id: appt.id }, as(p.admin));
    expect(codeOf(inAttendance)).toBe('CONFLICT');
    expect(fieldsOf(inAttendance)).toEqual({
      status: 'Only a scheduled appointment that was never paid can be deleted: cancel it instead',
    });
    expect(await storedById(stack, companyId, appt.id)).toBeDefined();
  });
});

describe('another company gets nothing', () => {
  it("Bem Viver's administrator cannot read, change, cancel or book with Saúde Total's records", async () => {
    const appt = (await book(stack, p.admin, { doctorId: ids.house, patientId: ids.maria, startsAt: instant(localDay(17), '09:00') })).data!
      .bookAppointment;
    const before = await storedById(stack, companyId, appt.id);
    const B = as(p.adminB);
    expect((await gql<{ appointment: unknown }>(stack.gatewayUrl, DETAIL, { id: appt.id }, B)).data!.appointment).toBeNull();
    expect(codeOf(await gql(stack.gatewayUrl, UPDATE, { id: appt.id, input: { title: 'x' } }, B))).toBe('NOT_FOUND');
    expect(codeOf(await gql(stack.gatewayUrl, STATUS, { id: appt.id, status: 'PAID' }, B))).toBe('NOT_FOUND');
    expect(codeOf(await gql(stack.gatewayUrl, DELETE, { id: appt.id }, B))).toBe('NOT_FOUND');
    const cancel = await gql(stack.gatewayUrl, 'mutation($id: ID!) { cancelAppointment(id: $id, reason: "x") { id } }', { id: appt.id }, B);
    expect(codeOf(cancel)).toBe('NOT_FOUND');
    expect(await storedById(stack, companyId, appt.id)).toEqual(before);
    const foreign = await book(stack, p.adminB, { doctorId: ids.house, patientId: ids.maria, startsAt: instant(localDay(17), '10:00') });
    expect(fieldsOf(foreign)).toEqual({ patientId: 'Patient is invalid' });
    expect(
      await stored(stack, companyId, sql`doctor_id = ${ids.house} and starts_at = ${instant(localDay(17), '10:00')}::timestamptz`),
    ).toEqual([]);
  });
});
