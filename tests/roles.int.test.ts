import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn; // clinic admin (CA) of Clínica Saúde Total
let manager: SignedIn; // manager (M) of Clínica Saúde Total
let rep: SignedIn; // representative (R) of Saúde Total, its Centro unit and its Bela Vista unit
let platform: SignedIn;
let essencialId: string;

const as = (user: SignedIn, companyId?: string) => ({ token: user.accessToken, companyId });
const code = (r: { errors?: Array<{ extensions?: { code?: string } }> }) => r.errors?.[0]?.extensions?.code;

const COMPANY =
  'query($id: ID!) { company(id: $id) { id name planId businessContact contractFlags { displayPoweredBy useEmergencyModule } settings { period } } }';
const UPDATE_COMPANY = 'mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id } }';
const CREATE_COMPANY = 'mutation($input: CompanyInput!) { createCompany(input: $input) { id } }';
const PLANS = 'query { plans(perPage: 100) { total items { id name } } }';
const CREATE_PLAN = 'mutation($input: PlanInput!) { createPlan(input: $input) { id } }';
const UPDATE_PLAN = 'mutation($id: ID!, $input: PlanInput!) { updatePlan(id: $id, input: $input) { id } }';
const DELETE_PLAN = 'mutation($id: ID!) { deletePlan(id: $id) { id } }';
const newPlan = { name: 'Plano Proibido', billType: 'MONTHLY', durationDays: 30 };

beforeAll(async () => {
  stack = await startStack();
  [admin, manager, rep, platform] = await signInAs(stack, 'admin', 'manager', 'rep', 'platform');
  const plans = await gql<{ plans: { items: Array<{ id: string; name: string }> } }>(stack.gatewayUrl, PLANS, {}, as(admin));
  essencialId = plans.data!.plans.items.find((p) => p.name === 'Plano Essencial')!.id;
});
afterAll(async () => {
  await stack?.close();
});

describe('manager (M)', () => {
  it('reads companies and plans', async () => {
    const plans = await gql<{ plans: { total: number } }>(stack.gatewayUrl, PLANS, {}, as(manager));
    expect(plans.data!.plans.total).toBe(2);
    const companies = await gql<{ companies: { total: number } }>(stack.gatewayUrl, 'query { companies { total } }', {}, as(manager));
    expect(companies.data!.companies.total).toBe(13);
  });

  it('may not create, update or delete plans: ACCESS_DENIED and nothing changes', async () => {
    expect(code(await gql(stack.gatewayUrl, CREATE_PLAN, { input: newPlan }, as(manager)))).toBe('ACCESS_DENIED');
    expect(code(await gql(stack.gatewayUrl, UPDATE_PLAN, { id: essencialId, input: { name: 'Outro' } }, as(manager)))).toBe(
      'ACCESS_DENIED',
    );
    expect(code(await gql(stack.gatewayUrl, DELETE_PLAN, { id: essencialId }, as(manager)))).toBe('ACCESS_DENIED');
    const plans = await gql<{ plans: { items: Array<{ name: string }> } }>(stack.gatewayUrl, PLANS, {}, as(admin));
    expect(plans.data!.plans.items.map((p) => p.name)).toEqual(['Plano Essencial', 'Plano Premium Anual']);
  });

  it('may not change contract flags, the plan, identity fields, nor create companies; nothing changes', async () => {
    const before = await gql(stack.gatewayUrl, COMPANY, { id: manager.viewer.companyId }, as(admin));
    for (const input of [
      { contractFlags: { displayPoweredBy: false } },
      { planId: null },
      { businessContact: 'gestor@saudetotal.example.com' },
      { settings: { period: 15 }, contractFlags: { useEmergencyModule: false } },
    ]) {
      const r = await gql(stack.gatewayUrl, UPDATE_COMPANY, { id: manager.viewer.companyId, input }, as(manager));
      expect(code(r), JSON.stringify(input)).toBe('ACCESS_DENIED');
    }
    expect(code(await gql(stack.gatewayUrl, CREATE_COMPANY, { input: { name: 'Unidade do Gestor' } }, as(manager)))).toBe('ACCESS_DENIED');
    expect(await gql(stack.gatewayUrl, COMPANY, { id: manager.viewer.companyId }, as(admin))).toEqual(before);
  });

  it('may change settings, rules and custom messages', async () => {
    const r = await gql(
      stack.gatewayUrl,
      UPDATE_COMPANY,
      { id: manager.viewer.companyId, input: { settings: { period: 15 }, rules: { accessEmergency: true }, customMessages: [] } },
      as(manager),
    );
    expect(r.errors).toBeUndefined();
    const after = await gql<{ company: { settings: { period: number } } }>(
      stack.gatewayUrl,
      COMPANY,
      { id: manager.viewer.companyId },
      as(admin),
    );
    expect(after.data!.company.settings.period).toBe(15);
  });
});

describe('representative (R)', () => {
  type Companies = { companies: { total: number; items: Array<{ id: string; name: string; plan: { name: string } | null }> } };
  const LIST = 'query { companies(perPage: 100) { total items { id name plan { name } } } }';

  it('lists only the companies they represent, with their plans', async () => {
    const r = await gql<Companies>(stack.gatewayUrl, LIST, {}, as(rep));
    expect(r.errors).toBeUndefined();
    expect(r.data!.companies.items.map((c) => c.name)).toEqual([
      'Clínica Saúde Total',
      'Clínica Saúde Total — Unidade Bela Vista',
      'Clínica Saúde Total — Unidade Centro',
    ]);
    expect(r.data!.companies.items[0]!.plan).toEqual({ name: 'Plano Essencial' });
  });

  it('reads a represented company by id; any other answers like an unknown one', async () => {
    const all = await gql<Companies>(stack.gatewayUrl, LIST, {}, as(admin));
    const lapa = all.data!.companies.items.find((c) => c.name.endsWith('Lapa'))!;
    const centro = all.data!.companies.items.find((c) => c.name.endsWith('Centro'))!;
    expect((await gql(stack.gatewayUrl, 'query($id: ID!) { company(id: $id) { name } }', { id: centro.id }, as(rep))).data).toEqual({
      company: { name: centro.name },
    });
    expect((await gql(stack.gatewayUrl, 'query($id: ID!) { company(id: $id) { name } }', { id: lapa.id }, as(rep))).data).toEqual({
      company: null,
    });
    const headers = { authorization: `Bearer ${rep.accessToken}`, 'x-company-id': rep.viewer.companyId };
    expect((await fetch(`${stack.servicesUrl}/company/${lapa.id}/settings`, { headers })).status).toBe(404);
  });

  it('sees only the plans of the companies they represent', async () => {
    const plans = await gql<{ plans: { items: Array<{ name: string }> } }>(stack.gatewayUrl, PLANS, {}, as(rep));
    expect(plans.data!.plans.items.map((p) => p.name)).toEqual(['Plano Essencial']);
  });

  it('every write is ACCESS_DENIED, and nothing changes', async () => {
    const before = await gql(stack.gatewayUrl, COMPANY, { id: rep.viewer.companyId }, as(admin));
    expect(
      code(await gql(stack.gatewayUrl, UPDATE_COMPANY, { id: rep.viewer.companyId, input: { settings: { period: 7 } } }, as(rep))),
    ).toBe('ACCESS_DENIED');
    expect(code(await gql(stack.gatewayUrl, CREATE_COMPANY, { input: { name: 'Unidade do Representante' } }, as(rep)))).toBe(
      'ACCESS_DENIED',
    );
    expect(code(await gql(stack.gatewayUrl, CREATE_PLAN, { input: newPlan }, as(rep)))).toBe('ACCESS_DENIED');
    expect(code(await gql(stack.gatewayUrl, UPDATE_PLAN, { id: essencialId, input: { name: 'x' } }, as(rep)))).toBe('ACCESS_DENIED');
    expect(code(await gql(stack.gatewayUrl, DELETE_PLAN, { id: essencialId }, as(rep)))).toBe('ACCESS_DENIED');
    expect(await gql(stack.gatewayUrl, COMPANY, { id: rep.viewer.companyId }, as(admin))).toEqual(before);
  });
});

describe('clinic admin (CA) and platform administrator', () => {
  it('the clinic admin changes contract flags and the plan of its branches', async () => {
    const r = await gql(
      stack.gatewayUrl,
      UPDATE_COMPANY,
      { id: admin.viewer.companyId, input: { contractFlags: { displayPoweredBy: false }, planId: essencialId } },
      as(admin),
    );
    expect(r.errors).toBeUndefined();
  });

  it('the platform administrator sees every plan and creates one for any company', async () => {
    const all = await gql<{ plans: { items: Array<{ name: string }> } }>(stack.gatewayUrl, PLANS, {}, as(platform));
    expect(all.data!.plans.items.map((p) => p.name)).toEqual(expect.arrayContaining(['Plano Bem Viver', 'Plano Essencial']));
    const companies = await gql<{ companies: { items: Array<{ id: string; name: string }> } }>(
      stack.gatewayUrl,
      'query { companies(perPage: 100, filter: { q: "Bem Viver" }) { items { id name } } }',
      {},
      as(platform),
    );
    const bemViver = companies.data!.companies.items[0]!;
    const noCompany = await gql(stack.gatewayUrl, CREATE_PLAN, { input: newPlan }, as(platform));
    expect(noCompany.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_INPUT',
      fields: [{ field: 'companyId', message: 'Company is required' }],
    });
    const r = await gql<{ createPlan: { id: string } }>(
      stack.gatewayUrl,
      'mutation($input: PlanInput!) { createPlan(input: $input) { id companyId } }',
      { input: { ...newPlan, name: 'Plano da Plataforma', companyId: bemViver.id } },
      as(platform),
    );
    expect(r.data).toMatchObject({ createPlan: { companyId: bemViver.id } });
  });
});
