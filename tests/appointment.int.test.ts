import { nowMs } from '@teleconsulta/schema';
import { DEMO_APPOINTMENTS, type DemoAppointment } from '@teleconsulta/services/db/seed-data';
import { inScope } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { type GqlResult, gql, type SignedIn } from './harness/graphql.js';
import { callService } from './harness/service-call.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn; // CA of Clínica Saúde Total
let manager: SignedIn; // M of Clínica Saúde Total
let representative: SignedIn; // R of Clínica Saúde Total
let adminB: SignedIn; // CA of Clínica Bem Viver
let house: SignedIn; // Dr. Gregório House (D)
let ana: SignedIn; // Dra. Ana Pediatra (DC)
let maria: SignedIn; // patient, responsible for Pedro and Laura Silva
let joao: SignedIn; // patient, responsible for Ana Souza
let ids: { house: string; ana: string; paulo: string; maria: string; pedro: string; joao: string };

const TZ = 'America/Sao_Paulo';
const HOUSE = 'dr.house@example.com';
const ANA = 'dra.ana@example.com';
const PAULO = 'dr.paulo@example.com';

/** The local day of the demo clinic, `offset` days from today. */
const localDay = (offset = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date(nowMs() + offset * 86_400_000));
const localTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

const seeded = (where: (a: DemoAppointment) => boolean) => DEMO_APPOINTMENTS.filter((a) => a.company === 'main' && where(a)).length;
const MAIN_TOTAL = seeded(() => true);

type Row = {
  id: string;
  protocol: string;
  status: string;
  statusName: string;
  source: string;
  sourceName: string;
  type: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  doctorId: string;
  professionalName: string;
  patientId: string;
  patientName: string;
};
const ROW = `id protocol status statusName source sourceName type startDate startTime endDate endTime startsAt endsAt
  doctorId professionalName patientId patientName`;
const LIST = `query($page: Int, $perPage: Int, $sortField: AppointmentSortField, $sortOrder: SortOrder, $filter: AppointmentFilter) {
  appointments(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { total items { ${ROW} } }
}`;
const ONE = `query($id: ID!) { appointment(id: $id) {
  ${ROW} roomAccess cancelAccess paymentAccess title typeName specialty specialtyName cid10 upshot notes reason orientation cancelReason cancelTime priceCents
  paidAt attendanceStartedAt finishedAt leftAt durationMinutes timeZone role createdAt files { fileName filePath contentType sizeBytes }
} }`;
const COUNTS = 'scheduled paid cancelled inAttendance finishedByProfessional leftByPatient noShow total noShowRate attendedMinutes';
const REPORT = `query($page: Int, $perPage: Int, $sortField: AppointmentReportSortField, $sortOrder: SortOrder, $filter: AppointmentFilter) {
  appointmentReport(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {
    total totals { ${COUNTS} } items { id date doctorId professionalName ${COUNTS} }
  }
}`;
type Counts = Record<string, number | null>;
type Report = {
  total: number;
  totals: Counts;
  items: Array<Counts & { id: string; date: string; doctorId: string; professionalName: string }>;
};

const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale });

async function list(who: SignedIn, variables: Record<string, unknown> = {}, locale = 'en') {
  const r = await gql<{ appointments: { total: number; items: Row[] } }>(
    stack.gatewayUrl,
    LIST,
    { perPage: 100, ...variables },
    as(who, locale),
  );
  expect(r.errors).toBeUndefined();
  return r.data!.appointments;
}
async function report(who: SignedIn, variables: Record<string, unknown> = {}) {
  const r = await gql<{ appointmentReport: Report }>(stack.gatewayUrl, REPORT, { perPage: 100, ...variables }, as(who));
  expect(r.errors).toBeUndefined();
  return r.data!.appointmentReport;
}
const code = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
const fields = (r: GqlResult) => r.errors?.[0]?.extensions?.fields;

/** Calls the appointment service directly (for the SPEC §7 reads the gateway does not use). */
const service = <T = Record<string, unknown>>(who: SignedIn, path: string, locale = 'en') =>
  callService<T>(stack.servicesUrl, who, 'GET', path, { locale });

beforeAll(async () => {
  stack = await startStack();
  const logins = ['admin', 'manager', 'rep', 'adminB', 'house', 'ana', 'maria', 'joao'] as const;
  [admin, manager, representative, adminB, house, ana, maria, joao] = await signInAs(stack, ...logins);
  const all = (await list(admin)).items;
  const doctor = (name: string) => all.find((a) => a.professionalName === name)!.doctorId;
  const patient = (name: string) => all.find((a) => a.patientName.startsWith(name))!.patientId;
  ids = {
    house: doctor('Dr. Gregório House'),
    ana: doctor('Dra. Ana Pediatra'),
    paulo: doctor('Dr. Paulo Dermato'),
    maria: patient('Maria Silva'),
    pedro: patient('Pedro Silva'),
    joao: patient('João Souza'),
  };
});
afterAll(async () => {
  await stack?.close();
});

describe('appointments: the demo clinic’s list', () => {
  it('lists every appointment of the clinic with names, SPEC §3 local dates and times, and UTC instants', async () => {
    const page = await list(admin);
    expect(page.total).toBe(MAIN_TOTAL);
    expect(page.items).toHaveLength(MAIN_TOTAL);
    for (const a of page.items) {
      expect(a.startDate).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date(a.startsAt)));
      expect(a.startTime).toBe(localTime(a.startsAt));
      expect(a.endTime).toBe(localTime(a.endsAt));
    }
    // Sorted by start, ascending, by default.
    const starts = page.items.map((a) => a.startsAt);
    expect(starts).toEqual([...starts].sort());
    const first = page.items[0]!;
    expect(first).toMatchObject({
      startDate: localDay(-6),
      startTime: '09:00',
      endTime: '09:30',
      professionalName: 'Dr. Gregório House',
      patientName: 'Maria Silva | 529.982.247-25',
      status: 'FINISHED_BY_PROFESSIONAL',
      statusName: 'Finished by the professional',
      source: 'CLINIC',
      sourceName: 'Clinic',
    });
    // 09:00 in São Paulo (UTC−3) is 12:00 UTC.
    expect(first.startsAt).toBe(`${localDay(-6)}T12:00:00.000Z`);
    const pt = await list(admin, { perPage: 1 }, 'pt-BR');
    expect(pt.items[0]).toMatchObject({ statusName: 'Finalizado pelo profissional', sourceName: 'Clínica' });
  });

  it('filters by status (one or many), source, professional, patient and the days of the clinic’s calendar', async () => {
    const statuses = async (status: string[]) => (await list(admin, { filter: { status } })).items.map((a) => a.status);
    expect(await statuses(['NO_SHOW'])).toEqual(Array(seeded((a) => a.status === 'NO_SHOW')).fill('NO_SHOW'));
    const cancelledOrNoShow = await statuses(['CANCELLED', 'NO_SHOW']);
    expect(cancelledOrNoShow).toHaveLength(seeded((a) => a.status === 'CANCELLED' || a.status === 'NO_SHOW'));
    expect(new Set(cancelledOrNoShow)).toEqual(new Set(['CANCELLED', 'NO_SHOW']));

    const self = await list(admin, { filter: { source: ['SELF_SCHEDULING'] } });
    expect(self.total).toBe(seeded((a) => a.source === 'SELF_SCHEDULING'));
    expect(self.items.every((a) => a.source === 'SELF_SCHEDULING')).toBe(true);

    const houses = await list(admin, { filter: { doctorId: ids.house } });
    expect(houses.total).toBe(seeded((a) => a.doctor === HOUSE));
    expect(new Set(houses.items.map((a) => a.professionalName))).toEqual(new Set(['Dr. Gregório House']));

    const marias = await list(admin, { filter: { patientId: ids.maria } });
    expect(marias.total).toBe(seeded((a) => a.patient === 'Maria Silva'));

    const today = await list(admin, { filter: { from: localDay(), to: localDay() } });
    expect(today.total).toBe(seeded((a) => a.day === 0));
    expect(today.items.every((a) => a.startDate === localDay())).toBe(true);
    const week = await list(admin, { filter: { from: localDay(1), to: localDay(7) } });
    expect(week.total).toBe(seeded((a) => a.day >= 1 && a.day <= 7));

    const combined = await list(admin, { filter: { status: ['SCHEDULED', 'PAID'], doctorId: ids.ana, from: localDay() } });
    expect(combined.total).toBe(seeded((a) => a.doctor === ANA && a.day >= 0 && (a.status === 'SCHEDULED' || a.status === 'PAID')));
    expect(combined.items.every((a) => a.professionalName === 'Dra. Ana Pediatra' && a.startDate >= localDay())).toBe(true);
  });

  it('pages and sorts on the server', async () => {
    const p1 = await list(admin, { page: 1, perPage: 5 });
    const p2 = await list(admin, { page: 2, perPage: 5 });
    expect([p1.total, p1.items.length, p2.items.length]).toEqual([MAIN_TOTAL, 5, 5]);
    expect(p1.items.map((a) => a.id).filter((id) => p2.items.some((b) => b.id === id))).toEqual([]);
    const last = await list(admin, { page: Math.ceil(MAIN_TOTAL / 5), perPage: 5 });
    expect(last.items).toHaveLength(MAIN_TOTAL % 5 || 5);

    const desc = (await list(admin, { sortOrder: 'DESC' })).items.map((a) => a.startsAt);
    expect(desc).toEqual([...desc].sort().reverse());
    const byPatient = (await list(admin, { sortField: 'PATIENT', sortOrder: 'DESC' })).items.map((a) => a.patientName);
    expect(byPatient[0]).toMatch(/^Pedro Silva/);
    expect(byPatient.at(-1)).toMatch(/^Ana Souza/);
    const byProtocol = (await list(admin, { sortField: 'PROTOCOL' })).items.map((a) => a.protocol);
    expect(byProtocol).toEqual([...byProtocol].sort());
    const byProfessional = (await list(admin, { sortField: 'PROFESSIONAL' })).items.map((a) => a.professionalName);
    expect(byProfessional[0]).toBe('Dr. Gregório House');
    expect(byProfessional.at(-1)).toBe('Dra. Ana Pediatra');
  });

  it('refuses bad filters with translated field errors', async () => {
    const inverted = await gql(stack.gatewayUrl, LIST, { filter: { from: localDay(1), to: localDay() } }, as(admin));
    expect(fields(inverted)).toEqual([{ field: 'to', message: 'The end time must be later than the start time' }]);
    const pt = await gql(stack.gatewayUrl, LIST, { filter: { from: '2020-01-01', to: '2022-01-01' } }, as(admin, 'pt-BR'));
    expect(fields(pt)).toEqual([{ field: 'to', message: 'O campo Até é inválido' }]);
    const page = await service(admin, '/appointment/consultorio/list?perPage=1000');
    expect(page).toEqual({
      status: 400,
      body: { code: 'BAD_INPUT', message: expect.any(String), fields: [{ field: 'perPage', message: 'Page size is invalid' }] },
    });
    const doctor = await gql(stack.gatewayUrl, LIST, { filter: { doctorId: 'not-an-id' } }, as(admin));
    expect(fields(doctor)).toEqual([{ field: 'doctorId', message: 'Professional is invalid' }]);
    // Directly on the service: a status outside STATUS_APPOINTMENT.
    const bad = await service(admin, '/appointment/consultorio/list?status=SCHEDULED,LOST', 'pt-BR');
    expect(bad).toEqual({
      status: 400,
      body: { code: 'BAD_INPUT', message: expect.any(String), fields: [{ field: 'status', message: 'O campo Situação é inválido' }] },
    });
  });

  it('reads the page, the names and the linked records in a fixed number of service calls', async () => {
    const before = new Map(stack.services.ctx.counters);
    const calls = (route: string) => (stack.services.ctx.counters.get(route) ?? 0) - (before.get(route) ?? 0);
    const r = await gql<{ appointments: { items: Array<{ professional: { name: string }; patient: { name: string } }> } }>(
      stack.gatewayUrl,
      `{ appointments(perPage: 100) { items { id professional { name } patient { name } } } }`,
      {},
      as(admin),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.appointments.items).toHaveLength(MAIN_TOTAL);
    expect(r.data!.appointments.items.every((a) => a.professional.name && a.patient.name)).toBe(true);
    expect(calls('GET /appointment/consultorio/list')).toBe(1);
    expect(calls('GET /professional') + calls('GET /professional/:id')).toBe(1);
    expect(calls('GET /person') + calls('GET /person/:id')).toBe(1);
  });
});

describe('appointments: detail and the fields read', () => {
  it('the detail has every SPEC §3 field, the state timestamps, the short-link codes and the files', async () => {
    const [first] = (await list(admin, { perPage: 1 })).items;
    await inScope(stack.services.ctx.db, { companyId: admin.viewer.companyId, userId: null }, async (tx) => {
      await tx.execute(sql`insert into appointment_file (company_id, appointment_id, file_name, file_path, content_type, size_bytes, sha256)
        values (${admin.viewer.companyId}, ${first!.id}, 'ergometrico.pdf', ${`appointments/${first!.id}/ergometrico.pdf`}, 'application/pdf', 48213, ${'a'.repeat(64)})`);
    });
    const r = await gql<{ appointment: Record<string, unknown> }>(stack.gatewayUrl, ONE, { id: first!.id }, as(manager, 'pt-BR'));
    expect(r.errors).toBeUndefined();
    const a = r.data!.appointment;
    expect(a).toMatchObject({
      protocol: '000001',
      title: 'Consulta de cardiologia',
      type: 'FIRST_CONSULTATION',
      typeName: 'Primeira consulta',
      status: 'FINISHED_BY_PROFESSIONAL',
      statusName: 'Finalizado pelo profissional',
      specialty: '225120',
      specialtyName: 'Cardiologia',
      reason: 'Dor no peito aos esforços há duas semanas',
      cid10: 'I20.9',
      upshot: 'Angina estável provável; solicitado teste ergométrico',
      notes: 'Pressão 140/90. Histórico familiar de doença coronariana.',
      priceCents: 25_000,
      durationMinutes: 30,
      timeZone: TZ,
      role: 'PATIENT',
      cancelReason: null,
      cancelTime: null,
      leftAt: null,
      files: [
        {
          fileName: 'ergometrico.pdf',
          filePath: `appointments/${first!.id}/ergometrico.pdf`,
          contentType: 'application/pdf',
          sizeBytes: 48213,
        },
      ],
    });
    expect(String(a.orientation)).toContain('pronto-socorro');
    // One code per short link (SECURITY.md T24), all different.
    for (const code of [a.roomAccess, a.cancelAccess, a.paymentAccess]) expect(String(code)).toMatch(/^[\w-]{32}$/);
    expect(new Set([a.roomAccess, a.cancelAccess, a.paymentAccess]).size).toBe(3);
    const startsAt = Date.parse(String(a.startsAt));
    expect(Date.parse(String(a.attendanceStartedAt)) - startsAt).toBe(3 * 60_000);
    expect(Date.parse(String(a.finishedAt)) - startsAt).toBe(28 * 60_000);
    expect(Date.parse(String(a.paidAt))).toBeLessThan(startsAt);

    const cancelled = (await list(admin, { filter: { status: ['CANCELLED'] } })).items[0]!;
    const c = await gql<{ appointment: Record<string, unknown> }>(stack.gatewayUrl, ONE, { id: cancelled.id }, as(admin));
    expect(c.data!.appointment.cancelReason).toEqual(expect.any(String));
    expect(Date.parse(String(c.data!.appointment.cancelTime))).toBeLessThan(Date.parse(cancelled.startsAt));
    expect(c.data!.appointment.files).toEqual([]);
    // Lists carry neither the short-link codes nor the files.
    const row = await gql<{ appointments: { items: Array<Record<string, null>> } }>(
      stack.gatewayUrl,
      '{ appointments(perPage: 1) { items { roomAccess cancelAccess paymentAccess files { id } } } }',
      {},
      as(admin),
    );
    expect(row.data!.appointments.items[0]).toEqual({ roomAccess: null, cancelAccess: null, paymentAccess: null, files: null });
  });

  it('an unknown id is null; a malformed one is a field error', async () => {
    const none = await gql(stack.gatewayUrl, ONE, { id: '00000000-0000-4000-8000-000000000000' }, as(admin));
    expect(none).toEqual({ data: { appointment: null } });
    const bad = await gql(stack.gatewayUrl, ONE, { id: 'abc' }, as(admin));
    expect(fields(bad)).toEqual([{ field: 'id', message: 'id is invalid' }]);
  });

  it('GET /appointment/consultorio?fields= answers only whitelisted fields, id,company_id by default', async () => {
    const plain = await service<{ total: number; items: Array<Record<string, unknown>> }>(admin, '/appointment/consultorio?perPage=3');
    expect(plain.status).toBe(200);
    expect(plain.body.total).toBe(MAIN_TOTAL);
    expect(plain.body.items).toHaveLength(3);
    for (const item of plain.body.items) expect(Object.keys(item).sort()).toEqual(['company_id', 'id']);
    expect(plain.body.items[0]!.company_id).toBe(admin.viewer.companyId);

    const some = await service<{ items: Array<Record<string, unknown>> }>(
      admin,
      '/appointment/consultorio?fields=protocol,status_appointment,start_date,start_time,cancel_reason&status=CANCELLED&perPage=1',
    );
    expect(Object.keys(some.body.items[0]!).sort()).toEqual([
      'cancel_reason',
      'protocol',
      'start_date',
      'start_time',
      'status_appointment',
    ]);
    expect(some.body.items[0]).toMatchObject({ status_appointment: 'CANCELLED', cancel_reason: expect.any(String) });

    for (const [query, locale, message] of [
      ['fields=id,password_hash', 'en', 'Fields is invalid'],
      ['fields=access', 'pt-BR', 'O campo Campos é inválido'],
      ['fields=', 'en', 'Fields is invalid'],
    ] as const) {
      const bad = await service(admin, `/appointment/consultorio?${query}`, locale);
      expect(bad).toEqual({
        status: 400,
        body: { code: 'BAD_INPUT', message: expect.any(String), fields: [{ field: 'fields', message }] },
      });
    }
  });
});

describe('appointments: the report per day and professional', () => {
  /** Known appointments of Dr. House and Dra. Ana in June 2021 (UTC−3), far from the demo data. */
  beforeAll(async () => {
    await inScope(stack.services.ctx.db, { companyId: admin.viewer.companyId, userId: null }, async (tx) => {
      let n = 0;
      const add = async (
        doctor: string,
        start: string,
        status: string,
        attendance: [string, string | null] | null = null,
        minutes = 30,
      ) => {
        n += 1;
        const finishedAt = status === 'FINISHED_BY_PROFESSIONAL' ? (attendance?.[1] ?? null) : null;
        const leftAt = status === 'LEFT_BY_PATIENT' ? (attendance?.[1] ?? null) : null;
        await tx.execute(sql`insert into appointment (company_id, access, protocol, status, starts_at, ends_at, doctor_id, patient_id,
            attendance_started_at, finished_at, left_at)
          values (${admin.viewer.companyId}, ${`report-test-access-${n}-0123456789abcdef`}, ${`REPORT-${n}`}, ${status},
                  ${start}::timestamptz, ${start}::timestamptz + make_interval(mins => ${minutes}::int), ${doctor}, ${ids.maria},
                  ${attendance?.[0] ?? null}::timestamptz, ${finishedAt}::timestamptz, ${leftAt}::timestamptz)`);
      };
      // 10 June (local): House finished 25 min, left after 10 min, no-show, cancelled; Ana one scheduled.
      await add(ids.house, '2021-06-10T12:00:00Z', 'FINISHED_BY_PROFESSIONAL', ['2021-06-10T12:02:00Z', '2021-06-10T12:27:00Z']);
      await add(ids.house, '2021-06-10T13:00:00Z', 'LEFT_BY_PATIENT', ['2021-06-10T13:00:00Z', '2021-06-10T13:10:30Z']);
      await add(ids.house, '2021-06-10T14:00:00Z', 'NO_SHOW');
      await add(ids.house, '2021-06-10T15:00:00Z', 'CANCELLED');
      // 23:30 local on 10 June is 02:30 UTC on the 11th: it counts on the 10th.
      await add(ids.ana, '2021-06-11T02:30:00Z', 'SCHEDULED');
      // 11 June: House one no-show, one in attendance (no minutes yet), one paid.
      await add(ids.house, '2021-06-11T12:00:00Z', 'NO_SHOW');
      await add(ids.house, '2021-06-11T13:00:00Z', 'IN_ATTENDANCE', ['2021-06-11T13:01:00Z', null]);
      await add(ids.house, '2021-06-11T14:00:00Z', 'PAID');
      // Ana on 11 June: finished 40 min.
      await add(ids.ana, '2021-06-11T15:00:00Z', 'FINISHED_BY_PROFESSIONAL', ['2021-06-11T15:00:00Z', '2021-06-11T15:40:00Z'], 45);
    });
  });

  const JUNE = { from: '2021-06-10', to: '2021-06-11' };
  const zero = { scheduled: 0, paid: 0, cancelled: 0, inAttendance: 0, finishedByProfessional: 0, leftByPatient: 0, noShow: 0 };

  it('counts per status, total, no-show rate and attended minutes, by day of the clinic’s calendar', async () => {
    const r = await report(manager, { filter: JUNE });
    expect(r.total).toBe(4);
    expect(r.items).toEqual([
      {
        id: `2021-06-10:${ids.house}`,
        date: '2021-06-10',
        doctorId: ids.house,
        professionalName: 'Dr. Gregório House',
        ...zero,
        cancelled: 1,
        finishedByProfessional: 1,
        leftByPatient: 1,
        noShow: 1,
        total: 4,
        noShowRate: 0.3333,
        attendedMinutes: 36, // 25 + 10.5, rounded once per row
      },
      {
        id: `2021-06-10:${ids.ana}`,
        date: '2021-06-10',
        doctorId: ids.ana,
        professionalName: 'Dra. Ana Pediatra',
        ...zero,
        scheduled: 1,
        total: 1,
        noShowRate: null,
        attendedMinutes: 0,
      },
      {
        id: `2021-06-11:${ids.house}`,
        date: '2021-06-11',
        doctorId: ids.house,
        professionalName: 'Dr. Gregório House',
        ...zero,
        paid: 1,
        inAttendance: 1,
        noShow: 1,
        total: 3,
        noShowRate: 0.5,
        attendedMinutes: 0,
      },
      {
        id: `2021-06-11:${ids.ana}`,
        date: '2021-06-11',
        doctorId: ids.ana,
        professionalName: 'Dra. Ana Pediatra',
        ...zero,
        finishedByProfessional: 1,
        total: 1,
        noShowRate: 0,
        attendedMinutes: 40,
      },
    ]);
    expect(r.totals).toEqual({
      ...zero,
      scheduled: 1,
      paid: 1,
      cancelled: 1,
      inAttendance: 1,
      finishedByProfessional: 2,
      leftByPatient: 1,
      noShow: 2,
      total: 9,
      noShowRate: 0.3333, // 2 no-shows / (2 + 4 attended: 1 in attendance, 2 finished, 1 left)
      attendedMinutes: 76,
    });
  });

  it('pages, sorts and filters the report like the list', async () => {
    const p2 = await report(admin, { filter: JUNE, page: 2, perPage: 3 });
    expect([p2.total, p2.items.map((i) => i.id)]).toEqual([4, [`2021-06-11:${ids.ana}`]]);
    expect(p2.totals.total).toBe(9);
    const byTotal = await report(admin, { filter: JUNE, sortField: 'TOTAL', sortOrder: 'DESC' });
    expect(byTotal.items.map((i) => i.total)).toEqual([4, 3, 1, 1]);
    const byProfessional = await report(admin, { filter: JUNE, sortField: 'PROFESSIONAL' });
    expect(byProfessional.items.map((i) => i.professionalName)).toEqual([
      'Dr. Gregório House',
      'Dr. Gregório House',
      'Dra. Ana Pediatra',
      'Dra. Ana Pediatra',
    ]);
    const noShows = await report(admin, { filter: { ...JUNE, status: ['NO_SHOW'], doctorId: ids.house } });
    expect(noShows.items.map((i) => [i.date, i.noShow, i.total])).toEqual([
      ['2021-06-10', 1, 1],
      ['2021-06-11', 1, 1],
    ]);
    const demo = await report(admin, { filter: { from: localDay(-7), to: localDay(7) } });
    expect(demo.totals.total).toBe(MAIN_TOTAL);
    expect(demo.totals.noShow).toBe(seeded((a) => a.status === 'NO_SHOW'));
  });

  it('a doctor’s report has only their rows; patients and representatives get none', async () => {
    const mine = await report(house, { filter: JUNE });
    expect(mine.items.map((i) => i.professionalName)).toEqual(['Dr. Gregório House', 'Dr. Gregório House']);
    expect(mine.totals.total).toBe(7);
    expect(code(await gql(stack.gatewayUrl, REPORT, {}, as(maria)))).toBe('ACCESS_DENIED');
    expect(code(await gql(stack.gatewayUrl, REPORT, {}, as(representative)))).toBe('ACCESS_DENIED');
  });
});

describe('appointments: who sees what', () => {
  const DEMO_ONLY = { from: localDay(-7), to: localDay(7) };

  it('a doctor sees only their own appointments, and another doctor’s by id is null', async () => {
    const mine = await list(house, { filter: DEMO_ONLY });
    expect(mine.total).toBe(seeded((a) => a.doctor === HOUSE));
    expect(new Set(mine.items.map((a) => a.doctorId))).toEqual(new Set([ids.house]));
    const anas = await list(ana, { filter: DEMO_ONLY });
    expect(anas.total).toBe(seeded((a) => a.doctor === ANA));
    // Filtering on another doctor gives nothing, and their appointment by id is null.
    expect((await list(admin, { filter: { ...DEMO_ONLY, doctorId: ids.paulo } })).total).toBe(seeded((a) => a.doctor === PAULO));
    expect((await list(house, { filter: { doctorId: ids.paulo } })).total).toBe(0);
    const paulos = (await list(admin, { filter: { doctorId: ids.paulo } })).items[0]!;
    expect(await gql(stack.gatewayUrl, ONE, { id: paulos.id }, as(house))).toEqual({ data: { appointment: null } });
    const own = mine.items[0]!;
    expect((await gql<{ appointment: { id: string } }>(stack.gatewayUrl, ONE, { id: own.id }, as(house))).data!.appointment.id).toBe(
      own.id,
    );
  });

  it('a patient sees their own appointments and their dependents’, nobody else’s', async () => {
    const family = ['Maria Silva', 'Pedro Silva', 'Laura Silva'];
    const mine = await list(maria, { filter: DEMO_ONLY });
    expect(mine.total).toBe(seeded((a) => family.includes(a.patient)));
    expect(new Set(mine.items.map((a) => a.patientName.split(' | ')[0]))).toEqual(new Set(family));
    const joaos = await list(joao, { filter: DEMO_ONLY });
    expect(joaos.total).toBe(seeded((a) => a.patient === 'João Souza' || a.patient === 'Ana Souza'));
    const other = (await list(admin, { filter: { patientId: ids.joao } })).items[0]!;
    expect(await gql(stack.gatewayUrl, ONE, { id: other.id }, as(maria))).toEqual({ data: { appointment: null } });
    expect((await list(maria, { filter: { patientId: ids.joao } })).total).toBe(0);
    expect((await list(maria, { filter: { patientId: ids.pedro } })).total).toBe(seeded((a) => a.patient === 'Pedro Silva'));
  });

  it('a representative reads no appointment at all', async () => {
    const r = await gql(stack.gatewayUrl, LIST, {}, as(representative));
    expect(code(r)).toBe('ACCESS_DENIED');
    const any = (await list(admin, { perPage: 1 })).items[0]!;
    expect(code(await gql(stack.gatewayUrl, ONE, { id: any.id }, as(representative)))).toBe('ACCESS_DENIED');
    expect((await service(representative, '/appointment/consultorio')).status).toBe(403);
  });

  it('another company gets nothing of the demo clinic: not by list, filter, id, report or fields', async () => {
    const theirs = await list(adminB);
    expect(theirs.total).toBe(DEMO_APPOINTMENTS.filter((a) => a.company === 'other').length);
    expect(theirs.items.every((a) => a.professionalName === 'Dra. Rita Clínica')).toBe(true);
    const ours = (await list(admin, { perPage: 1 })).items[0]!;
    expect(await gql(stack.gatewayUrl, ONE, { id: ours.id }, as(adminB))).toEqual({ data: { appointment: null } });
    expect((await list(adminB, { filter: { doctorId: ids.house } })).total).toBe(0);
    expect((await list(adminB, { filter: { patientId: ids.maria } })).total).toBe(0);
    const theirReport = await report(adminB, { filter: { from: '2021-06-01', to: '2021-06-30' } });
    expect([theirReport.total, theirReport.totals.total]).toEqual([0, 0]);
    const fieldsRead = await service<{ items: Array<{ company_id: string }> }>(adminB, '/appointment/consultorio?perPage=100');
    expect(new Set(fieldsRead.body.items.map((i) => i.company_id))).toEqual(new Set([adminB.viewer.companyId]));
    // Naming the demo clinic in the header is refused outright.
    const headers = { authorization: `Bearer ${adminB.accessToken}`, 'x-company-id': admin.viewer.companyId };
    const res = await fetch(`${stack.servicesUrl}/appointment/${ours.id}/consultorio/detail`, { headers });
    expect(res.status).toBe(403);
  });
});
