import { inScope, rows } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let adminA: SignedIn; // clinic admin of Clínica Saúde Total (network with branches)
let adminB: SignedIn; // clinic admin of Clínica Bem Viver (another tenant)
let centroId: string;
let lapaId: string;

type Plan = { id: string; companyId: string; name: string; attendanceValueCents: number; active: boolean };
type PlanPage = { plans: { total: number; items: Plan[] } };

const PLAN_FIELDS = 'id companyId name description billType durationDays commissionType commissionValue attendanceValueCents active';
const LIST = `query($page: Int, $perPage: Int, $sortField: PlanSortField, $sortOrder: SortOrder, $filter: PlanFilter) {
  plans(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { total items { ${PLAN_FIELDS} } }
}`;
const GET = `query($id: ID!) { plan(id: $id) { ${PLAN_FIELDS} } }`;
const CREATE = `mutation($input: PlanInput!) { createPlan(input: $input) { ${PLAN_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: PlanInput!) { updatePlan(id: $id, input: $input) { ${PLAN_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deletePlan(id: $id) { id name } }';
const SET_COMPANY_PLAN =
  'mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id planId plan { id name } } }';

const as = (user: SignedIn, extra: { companyId?: string; locale?: string } = {}) => ({ token: user.accessToken, ...extra });
const basic = { name: 'Plano Teste', billType: 'MONTHLY', durationDays: 30, attendanceValueCents: 9_990 };

async function companyId(name: string): Promise<string> {
  const r = await gql<{ companies: { items: Array<{ id: string; name: string }> } }>(
    stack.gatewayUrl,
    'query($q: String) { companies(perPage: 100, filter: { q: $q }) { items { id name } } }',
    { q: name },
    as(adminA),
  );
  return r.data!.companies.items.find((c) => c.name === name)!.id;
}

async function planCount(user: SignedIn, companyHeader?: string): Promise<number> {
  const r = await gql<PlanPage>(stack.gatewayUrl, LIST, { perPage: 100 }, as(user, { companyId: companyHeader }));
  return r.data!.plans.total;
}

beforeAll(async () => {
  stack = await startStack();
  adminA = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
  adminB = await signIn(stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234'));
  centroId = await companyId('Clínica Saúde Total — Unidade Centro');
  lapaId = await companyId('Clínica Saúde Total — Unidade Lapa');
});
afterAll(async () => {
  await stack?.close();
});

describe('plans: list, paging, sorting, filters', () => {
  it('lists the tenant’s seeded plans by name, with money in cents', async () => {
    const r = await gql<PlanPage>(stack.gatewayUrl, LIST, {}, as(adminA));
    expect(r.errors).toBeUndefined();
    expect(r.data!.plans.items.map((p) => p.name)).toEqual(['Plano Essencial', 'Plano Premium Anual']);
    expect(r.data!.plans.items[0]).toMatchObject({ attendanceValueCents: 8_990, companyId: adminA.viewer.companyId });
    const b = await gql<PlanPage>(stack.gatewayUrl, LIST, {}, as(adminB));
    expect(b.data!.plans.items.map((p) => p.name)).toEqual(['Plano Bem Viver']);
  });

  it('pages, sorts both ways and filters by text, active and ids', async () => {
    const page = await gql<PlanPage>(stack.gatewayUrl, LIST, { perPage: 1, page: 2 }, as(adminA));
    expect(page.data!.plans).toMatchObject({ total: 2, items: [{ name: 'Plano Premium Anual' }] });
    const desc = await gql<PlanPage>(stack.gatewayUrl, LIST, { sortField: 'ATTENDANCE_VALUE', sortOrder: 'DESC' }, as(adminA));
    expect(desc.data!.plans.items.map((p) => p.attendanceValueCents)).toEqual([8_990, 6_990]);
    const q = await gql<PlanPage>(stack.gatewayUrl, LIST, { filter: { q: 'anual' } }, as(adminA));
    expect(q.data!.plans.items.map((p) => p.name)).toEqual(['Plano Premium Anual']);
    const inactive = await gql<PlanPage>(stack.gatewayUrl, LIST, { filter: { active: false } }, as(adminA));
    expect(inactive.data!.plans.total).toBe(0);
    const one = q.data!.plans.items[0]!;
    const byIds = await gql<PlanPage>(stack.gatewayUrl, LIST, { filter: { ids: [one.id] } }, as(adminA));
    expect(byIds.data!.plans.items.map((p) => p.id)).toEqual([one.id]);
  });
});

describe('plans: create, update, delete', () => {
  it('creates a plan owned by the current company, with every field', async () => {
    const input = {
      ...basic,
      name: 'Plano Completo',
      description: 'Tudo incluído',
      commissionType: 'PERCENTAGE',
      commissionValue: 1_250,
      initialAttendanceQuantity: 10,
      minutesQuantity: 600,
      minutesValueCents: 30_000,
      recordedMinutesQuantity: 120,
      recordedMinutesValueCents: 12_000,
      maxAttendanceMinutes: 40,
      additionalMinutesAllowed: true,
      additionalMinutesValueCents: 150,
      additionalMinutesMax: 300,
      additionalRecordedMinutesAllowed: true,
      additionalRecordedMinutesValueCents: 90,
      additionalRecordedMinutesMax: 60,
      attendanceAverageMinutes: 20,
      recordedAttendanceAverageMinutes: 15,
    };
    const r = await gql<{ createPlan: Plan }>(
      stack.gatewayUrl,
      `mutation($input: PlanInput!) { createPlan(input: $input) { id companyId ${Object.keys(input).join(' ')} active } }`,
      { input },
      as(adminA),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.createPlan).toMatchObject({ ...input, companyId: adminA.viewer.companyId, active: true });
  });

  it('refuses missing and invalid fields with field errors, in the request’s language, and creates nothing', async () => {
    const before = await planCount(adminA);
    const r = await gql(stack.gatewayUrl, CREATE, { input: { durationDays: 0, billType: 'WEEKLY' } }, as(adminA, { locale: 'pt-BR' }));
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(r.errors?.[0]?.extensions?.fields).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'O campo Nome é obrigatório' },
        { field: 'billType', message: 'O campo Tipo de cobrança é inválido' },
        { field: 'durationDays', message: 'O campo Duração (dias) é inválido' },
      ]),
    );
    const rules = await gql(
      stack.gatewayUrl,
      CREATE,
      {
        input: {
          ...basic,
          commissionType: 'PERCENTAGE',
          commissionValue: 20_000,
          additionalMinutesAllowed: true,
          attendanceValueCents: -1,
        },
      },
      as(adminA),
    );
    expect(rules.errors?.[0]?.extensions?.fields).toEqual(
      expect.arrayContaining([
        { field: 'attendanceValueCents', message: 'Attendance value is invalid' },
        { field: 'commissionValue', message: 'Commission value is invalid' },
        { field: 'additionalMinutesValueCents', message: 'Additional minute value is required' },
      ]),
    );
    expect(await planCount(adminA)).toBe(before);
  });

  it('updates only the fields given, and a refused update changes nothing', async () => {
    const created = (await gql<{ createPlan: Plan }>(stack.gatewayUrl, CREATE, { input: { ...basic, name: 'Plano Editável' } }, as(adminA)))
      .data!.createPlan;
    const r = await gql<{ updatePlan: Plan }>(stack.gatewayUrl, UPDATE, { id: created.id, input: { active: false } }, as(adminA));
    expect(r.data!.updatePlan).toMatchObject({ name: 'Plano Editável', active: false, attendanceValueCents: 9_990 });
    const bad = await gql(stack.gatewayUrl, UPDATE, { id: created.id, input: { name: 'Outro', commissionType: 'FIXED' } }, as(adminA));
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_INPUT',
      fields: [{ field: 'commissionValue', message: 'Commission value is required' }],
    });
    const after = await gql<{ plan: Plan }>(stack.gatewayUrl, GET, { id: created.id }, as(adminA));
    expect(after.data!.plan).toMatchObject({ name: 'Plano Editável', active: false, commissionType: null });
  });

  it('deletes an unused plan', async () => {
    const created = (
      await gql<{ createPlan: Plan }>(stack.gatewayUrl, CREATE, { input: { ...basic, name: 'Plano Descartável' } }, as(adminA))
    ).data!.createPlan;
    const r = await gql(stack.gatewayUrl, DELETE, { id: created.id }, as(adminA));
    expect(r.data).toEqual({ deletePlan: { id: created.id, name: 'Plano Descartável' } });
    expect((await gql(stack.gatewayUrl, GET, { id: created.id }, as(adminA))).data).toEqual({ plan: null });
  });
});

describe('plans: tenancy', () => {
  it('another tenant’s plan answers like an unknown one: by id, in lists, on update and on delete', async () => {
    const bPlan = (await gql<PlanPage>(stack.gatewayUrl, LIST, {}, as(adminB))).data!.plans.items[0]!;
    expect((await gql(stack.gatewayUrl, GET, { id: bPlan.id }, as(adminA))).data).toEqual({ plan: null });
    const list = await gql<PlanPage>(stack.gatewayUrl, LIST, { filter: { ids: [bPlan.id] } }, as(adminA));
    expect(list.data!.plans).toEqual({ total: 0, items: [] });
    const upd = await gql(stack.gatewayUrl, UPDATE, { id: bPlan.id, input: { name: 'Roubado' } }, as(adminA));
    expect(upd.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const del = await gql(stack.gatewayUrl, DELETE, { id: bPlan.id }, as(adminA));
    expect(del.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gql<{ plan: Plan }>(stack.gatewayUrl, GET, { id: bPlan.id }, as(adminB))).data!.plan.name).toBe('Plano Bem Viver');
  });

  it('a branch sees its network’s plans but cannot change them; the network sees the branch’s own plans', async () => {
    const inCentro = await gql<PlanPage>(stack.gatewayUrl, LIST, { perPage: 100 }, as(adminA, { companyId: centroId }));
    const network = inCentro.data!.plans.items.find((p) => p.name === 'Plano Essencial')!;
    expect(network.companyId).toBe(adminA.viewer.companyId);
    const upd = await gql(stack.gatewayUrl, UPDATE, { id: network.id, input: { name: 'Mudado' } }, as(adminA, { companyId: centroId }));
    expect(upd.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    const own = await gql<{ createPlan: Plan }>(
      stack.gatewayUrl,
      CREATE,
      { input: { ...basic, name: 'Plano do Centro' } },
      as(adminA, { companyId: centroId }),
    );
    expect(own.data!.createPlan.companyId).toBe(centroId);
    const fromNetwork = await gql<PlanPage>(stack.gatewayUrl, LIST, { filter: { q: 'Centro' } }, as(adminA));
    expect(fromNetwork.data!.plans.items.map((p) => p.name)).toEqual(['Plano do Centro']);
    // A sibling branch does not see it.
    const inLapa = await gql<PlanPage>(stack.gatewayUrl, LIST, { filter: { q: 'Centro' } }, as(adminA, { companyId: lapaId }));
    expect(inLapa.data!.plans.total).toBe(0);
  });

  it('row-level security: no tenant, no plans', async () => {
    const [owner] = await stack.services.ctx.db.query<{ n: number }>('select count(*)::int as n from plan');
    expect(owner!.n).toBeGreaterThan(0);
    const seen = await inScope(stack.services.ctx.db, { companyId: null, userId: null }, (tx) =>
      rows<{ n: number }>(tx, sql`select count(*)::int as n from plan`),
    );
    expect(seen[0]!.n).toBe(0);
  });
});

describe('a company and its plan', () => {
  it('a company uses a plan of its own network; Company.plan resolves it', async () => {
    const plan = (await gql<{ createPlan: Plan }>(stack.gatewayUrl, CREATE, { input: { ...basic, name: 'Plano da Lapa' } }, as(adminA)))
      .data!.createPlan;
    const r = await gql<{ updateCompany: { planId: string; plan: { name: string } } }>(
      stack.gatewayUrl,
      SET_COMPANY_PLAN,
      { id: lapaId, input: { planId: plan.id } },
      as(adminA),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateCompany).toMatchObject({ planId: plan.id, plan: { name: 'Plano da Lapa' } });
    const list = await gql<{ companies: { items: Array<{ name: string; plan: { name: string } | null }> } }>(
      stack.gatewayUrl,
      'query { companies(perPage: 100) { items { name plan { name } } } }',
      {},
      as(adminA),
    );
    expect(list.data!.companies.items.find((c) => c.name === 'Clínica Saúde Total')!.plan).toEqual({ name: 'Plano Essencial' });
  });

  it('refuses a plan the company cannot use (another tenant’s, or a sibling branch’s) with a field error on planId', async () => {
    const bPlan = (await gql<PlanPage>(stack.gatewayUrl, LIST, {}, as(adminB))).data!.plans.items[0]!;
    const foreign = await gql(stack.gatewayUrl, SET_COMPANY_PLAN, { id: lapaId, input: { planId: bPlan.id } }, as(adminA));
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'planId', message: 'Plan is invalid' }] });
    const centroPlan = (await gql<PlanPage>(stack.gatewayUrl, LIST, { filter: { q: 'Plano do Centro' } }, as(adminA))).data!.plans
      .items[0]!;
    const sibling = await gql(stack.gatewayUrl, SET_COMPANY_PLAN, { id: lapaId, input: { planId: centroPlan.id } }, as(adminA));
    expect(sibling.errors?.[0]?.extensions?.fields).toEqual([{ field: 'planId', message: 'Plan is invalid' }]);
    const created = await gql(
      stack.gatewayUrl,
      'mutation($input: CompanyInput!) { createCompany(input: $input) { id } }',
      { input: { name: 'Clínica com plano alheio', planId: bPlan.id } },
      as(adminA),
    );
    expect(created.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('planId');
    const lapa = await gql(stack.gatewayUrl, 'query($id: ID!) { company(id: $id) { plan { name } } }', { id: lapaId }, as(adminA));
    expect(lapa.data).toEqual({ company: { plan: { name: 'Plano da Lapa' } } });
  });

  it('refuses to delete a plan a company uses (CONFLICT on planId), then deletes it once unused', async () => {
    const lapa = await gql<{ company: { plan: { id: string } } }>(
      stack.gatewayUrl,
      'query($id: ID!) { company(id: $id) { plan { id } } }',
      { id: lapaId },
      as(adminA),
    );
    const planId = lapa.data!.company.plan.id;
    const r = await gql(stack.gatewayUrl, DELETE, { id: planId }, as(adminA, { locale: 'pt-BR' }));
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      fields: [{ field: 'planId', message: 'Plano está em uso por uma empresa e não pode ser excluído' }],
    });
    expect((await gql<{ plan: Plan }>(stack.gatewayUrl, GET, { id: planId }, as(adminA))).data!.plan.id).toBe(planId);
    await gql(stack.gatewayUrl, SET_COMPANY_PLAN, { id: lapaId, input: { planId: null } }, as(adminA));
    const ok = await gql(stack.gatewayUrl, DELETE, { id: planId }, as(adminA));
    expect(ok.errors).toBeUndefined();
  });
});
