import { addDays } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from './harness/gateway-call.js';
import { asEmail, type GqlResult, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn; // Clínica Saúde Total (landing, permalink saude-total)
let adminB: SignedIn; // Clínica Bem Viver (landing, permalink bem-viver)
let maria: SignedIn; // patient of Saúde Total

const COMPANY = `query($permalink: String!) { landingCompany(permalink: $permalink) {
  id name permalink state timeZone appointmentDuration allowsPatientToScheduleTimeBefore allowsPatientToSchedule displayPoweredBy } }`;
const PROFILE = `query($companyId: ID!, $id: ID!) { landingProfessional(companyId: $companyId, id: $id) {
  id companyId name specialties { code name } bio photoUrl } }`;
const MONTH = `query($companyId: ID!, $id: ID!, $month: String!, $date: Date) {
  landingMonthAvailability(companyId: $companyId, professionalId: $id, month: $month, date: $date) {
    professionalId month timeZone dates date slots { date start end startsAt } } }`;
const NEXT = `query($companyId: ID!, $id: ID!) { landingNextAvailableDay(companyId: $companyId, professionalId: $id) }`;
const SLOTS = `query($id: ID, $from: Date, $to: Date) { availableSlots(professionalId: $id, from: $from, to: $to) {
  from to slots { date start startsAt } } }`;

/** An anonymous visitor: no token, no company header. */
const anonymous = { locale: 'en' } as const;
const as = (s: SignedIn) => ({ token: s.accessToken, locale: 'en' });
const codeOf = (r: GqlResult) => r.errors?.[0]?.extensions?.code;

let mainId: string;
let centroId: string;
let branchId: string; // a branch without a landing page
let doctor: string; // works every day 08:00–12:00
let idle: string; // no schedule at all
let rita: string; // Bem Viver's doctor
let today: string;

async function as_admin<T>(query: string, variables: Record<string, unknown>, who: SignedIn = admin) {
  const r = await gql<T>(stack.gatewayUrl, query, variables, as(who));
  expect(r.errors).toBeUndefined();
  return r.data!;
}

beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { UPSTREAM_TIMEOUT_MS: '15000' } });
  [admin, adminB, maria] = await Promise.all([
    signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234')),
    signIn(stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234')),
    signIn(stack.gatewayUrl, { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12' }),
  ]);
  mainId = admin.viewer.companyId;
  const companies = await as_admin<{ companies: { items: Array<{ id: string; permalink: string | null; isLanding: boolean }> } }>(
    '{ companies(perPage: 100) { items { id permalink isLanding } } }',
    {},
  );
  centroId = companies.companies.items.find((c) => c.permalink === 'saude-total-centro')!.id;
  branchId = companies.companies.items.find((c) => !c.isLanding)!.id;
  const create = async (name: string, crm: string) =>
    (
      await as_admin<{ createProfessional: { id: string } }>(
        'mutation($input: ProfessionalInput!) { createProfessional(input: $input) { id } }',
        { input: { name, crm, crmState: 'SP', specialties: ['225125'], role: 'D', bio: 'Clínica médica e medicina de família.' } },
      )
    ).createProfessional.id;
  doctor = await create('Dra. Landing Pública', '929001');
  idle = await create('Dr. Sem Agenda', '929002');
  await as_admin(
    'mutation($id: ID!, $input: ProfessionalScheduleInput!) { updateProfessionalSchedule(id: $id, input: $input) { professionalId } }',
    { id: doctor, input: { skipHolidays: true, weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '08:00', end: '12:00' })) } },
  );
  const theirs = await as_admin<{ professionals: { items: Array<{ id: string }> } }>('{ professionals { items { id } } }', {}, adminB);
  rita = theirs.professionals.items[0]!.id;
  today = (await as_admin<{ availableSlots: { from: string } }>(SLOTS, { id: doctor })).availableSlots.from;
});
afterAll(async () => {
  await stack?.close();
});

describe('landing company (GET /landing/permalink)', () => {
  it('an anonymous visitor finds a landing company by its permalink: id, name and public settings only', async () => {
    const r = await gql<{ landingCompany: Record<string, unknown> | null }>(
      stack.gatewayUrl,
      COMPANY,
      { permalink: 'saude-total' },
      anonymous,
    );
    expect(ok(r).landingCompany).toEqual({
      id: mainId,
      name: 'Clínica Saúde Total',
      permalink: 'saude-total',
      state: 'SP',
      timeZone: 'America/Sao_Paulo',
      appointmentDuration: 30,
      allowsPatientToScheduleTimeBefore: 2,
      allowsPatientToSchedule: true,
      displayPoweredBy: true,
    });
    const other = await gql<{ landingCompany: { id: string } | null }>(stack.gatewayUrl, COMPANY, { permalink: 'bem-viver' }, anonymous);
    expect(other.data!.landingCompany!.id).toBe(adminB.viewer.companyId);
  });

  it('an unknown permalink, or a company whose landing is off, is null', async () => {
    const unknown = await gql<{ landingCompany: unknown }>(stack.gatewayUrl, COMPANY, { permalink: 'nao-existe' }, anonymous);
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.landingCompany).toBeNull();
    await as_admin('mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id } }', {
      id: centroId,
      input: { isLanding: false },
    });
    try {
      const off = await gql<{ landingCompany: unknown }>(stack.gatewayUrl, COMPANY, { permalink: 'saude-total-centro' }, anonymous);
      expect(off.data!.landingCompany).toBeNull();
      const profile = await gql<{ landingProfessional: unknown }>(
        stack.gatewayUrl,
        PROFILE,
        { companyId: centroId, id: doctor },
        anonymous,
      );
      expect(profile.data!.landingProfessional).toBeNull();
    } finally {
      await as_admin('mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id } }', {
        id: centroId,
        input: { isLanding: true },
      });
    }
    expect(
      (await gql<{ landingCompany: unknown }>(stack.gatewayUrl, COMPANY, { permalink: 'saude-total-centro' }, anonymous)).data!
        .landingCompany,
    ).not.toBeNull();
  });
});

describe('landing professional and schedule, without a token', () => {
  it('the public profile of an active professional: name, specialties, bio, photo', async () => {
    const r = await gql<{ landingProfessional: Record<string, unknown> | null }>(
      stack.gatewayUrl,
      PROFILE,
      { companyId: mainId, id: doctor },
      anonymous,
    );
    expect(ok(r).landingProfessional).toEqual({
      id: doctor,
      companyId: mainId,
      name: 'Dra. Landing Pública',
      specialties: [{ code: '225125', name: expect.any(String) }],
      bio: 'Clínica médica e medicina de família.',
      photoUrl: null,
    });
  });

  it('only for a landing company, only its own active professionals', async () => {
    const profile = (companyId: string, id: string) =>
      gql<{ landingProfessional: unknown }>(stack.gatewayUrl, PROFILE, { companyId, id }, anonymous).then(
        (r) => r.data!.landingProfessional,
      );
    expect(await profile(branchId, doctor)).toBeNull(); // a branch without a landing page
    expect(await profile(mainId, rita)).toBeNull(); // another company's professional
    expect(await profile(adminB.viewer.companyId, rita)).not.toBeNull();
    const next = await gql<{ landingNextAvailableDay: string | null }>(
      stack.gatewayUrl,
      NEXT,
      { companyId: branchId, id: doctor },
      anonymous,
    );
    expect(next.data!.landingNextAvailableDay).toBeNull();
    await as_admin('mutation($id: ID!, $input: ProfessionalInput!) { updateProfessional(id: $id, input: $input) { id } }', {
      id: idle,
      input: { status: 'INACTIVE' },
    });
    expect(await profile(mainId, idle)).toBeNull();
  });

  it('the month: the dates with a free slot, as a patient would book (minimum notice, 35 days); a date gives its slots', async () => {
    const patient = (
      await gql<{ availableSlots: { slots: Array<{ date: string; start: string; startsAt: string }> } }>(
        stack.gatewayUrl,
        SLOTS,
        { id: doctor, from: today, to: addDays(today, 34) },
        as(maria),
      )
    ).data!.availableSlots.slots;
    const month = addDays(today, 20).slice(0, 7);
    const r = await gql<{ landingMonthAvailability: { dates: string[]; timeZone: string; slots: unknown[]; date: string | null } | null }>(
      stack.gatewayUrl,
      MONTH,
      { companyId: mainId, id: doctor, month },
      anonymous,
    );
    expect(r.errors).toBeUndefined();
    const expectedDates = [...new Set(patient.filter((s) => s.date.startsWith(month)).map((s) => s.date))];
    expect(expectedDates.length).toBeGreaterThan(0);
    expect(r.data!.landingMonthAvailability).toMatchObject({ dates: expectedDates, timeZone: 'America/Sao_Paulo', date: null, slots: [] });
    const day = expectedDates[0]!;
    const withDay = await gql<{ landingMonthAvailability: { date: string; slots: Array<{ start: string; startsAt: string }> } }>(
      stack.gatewayUrl,
      MONTH,
      { companyId: mainId, id: doctor, month, date: day },
      anonymous,
    );
    expect(withDay.data!.landingMonthAvailability.slots.map((s) => s.startsAt)).toEqual(
      patient.filter((s) => s.date === day).map((s) => s.startsAt),
    );
    // a month beyond the 35 days has no date; a date of another month is a field error
    const far = await gql<{ landingMonthAvailability: { dates: string[] } }>(
      stack.gatewayUrl,
      MONTH,
      { companyId: mainId, id: doctor, month: addDays(today, 70).slice(0, 7) },
      anonymous,
    );
    expect(far.data!.landingMonthAvailability.dates).toEqual([]);
    const wrong = await gql(stack.gatewayUrl, MONTH, { companyId: mainId, id: doctor, month, date: addDays(`${month}-01`, 40) }, anonymous);
    expect(codeOf(wrong)).toBe('BAD_INPUT');
  });

  it('the next available day: the first date a patient could book, or null', async () => {
    const patient = (await gql<{ availableSlots: { slots: Array<{ date: string }> } }>(stack.gatewayUrl, SLOTS, { id: doctor }, as(maria)))
      .data!.availableSlots.slots;
    const r = await gql<{ landingNextAvailableDay: string | null }>(stack.gatewayUrl, NEXT, { companyId: mainId, id: doctor }, anonymous);
    expect(ok(r).landingNextAvailableDay).toBe(patient[0]!.date);
    const active = await as_admin<{ createProfessional: { id: string } }>(
      'mutation($input: ProfessionalInput!) { createProfessional(input: $input) { id } }',
      { input: { name: 'Dra. Sem Horários', crm: '929003', crmState: 'SP', specialties: ['225125'], role: 'D' } },
    );
    const none = await gql<{ landingNextAvailableDay: string | null }>(
      stack.gatewayUrl,
      NEXT,
      { companyId: mainId, id: active.createProfessional.id },
      anonymous,
    );
    expect(none.errors).toBeUndefined();
    expect(none.data!.landingNextAvailableDay).toBeNull();
  });

  it('the services’ SPEC §7 paths answer without a token, and only the landing company of the header', async () => {
    const month = addDays(today, 3).slice(0, 7);
    const get = (path: string, companyId?: string) =>
      fetch(`${stack.servicesUrl}${path}`, { headers: companyId ? { 'x-company-id': companyId } : {} });
    const schedule = await get(`/landing/${doctor}/schedule?filter=month_available=${month}`, mainId);
    expect(schedule.status).toBe(200);
    expect(((await schedule.json()) as { month: string }).month).toBe(month);
    expect((await get(`/landing/${doctor}/schedule/nextdayavailable`, mainId)).status).toBe(200);
    expect((await get(`/landing/${doctor}/profile`, branchId)).status).toBe(404);
    expect((await get('/landing/permalink?permalink=saude-total')).status).toBe(200);
    // nothing else became public: the same professional through the authenticated routes needs a token
    expect((await get(`/professional/${doctor}`, mainId)).status).toBe(401);
    expect((await get(`/appointment/availability?professionalId=${doctor}`, mainId)).status).toBe(401);
  });
});
