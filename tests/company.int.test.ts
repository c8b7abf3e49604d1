import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn;
beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
});
afterAll(async () => {
  await stack?.close();
});

type Page = {
  companies: { total: number; items: Array<{ id: string; name: string; cnpj: string | null; parent: { name: string } | null }> };
};
const LIST = `query($page: Int, $perPage: Int, $sortField: CompanySortField, $sortOrder: SortOrder, $filter: CompanyFilter) {
  companies(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { total items { id name cnpj parent { name } } }
}`;
const UPDATE =
  'mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id name cnpj settings { period appointmentDuration } rules { accessEmergency } } }';

describe('companies: paging, sorting, filters', () => {
  it('pages through the subtree with a stable total', async () => {
    const p1 = await gql<Page>(stack.gatewayUrl, LIST, { page: 1, perPage: 10 }, { token: admin.accessToken });
    const p2 = await gql<Page>(stack.gatewayUrl, LIST, { page: 2, perPage: 10 }, { token: admin.accessToken });
    expect(p1.data!.companies.total).toBe(13);
    expect(p1.data!.companies.items).toHaveLength(10);
    expect(p2.data!.companies.items).toHaveLength(3);
    const ids = new Set([...p1.data!.companies.items, ...p2.data!.companies.items].map((c) => c.id));
    expect(ids.size).toBe(13);
  });

  it('sorts by name both ways, case-insensitively', async () => {
    const asc = await gql<Page>(
      stack.gatewayUrl,
      LIST,
      { perPage: 100, sortField: 'NAME', sortOrder: 'ASC' },
      { token: admin.accessToken },
    );
    const desc = await gql<Page>(
      stack.gatewayUrl,
      LIST,
      { perPage: 100, sortField: 'NAME', sortOrder: 'DESC' },
      { token: admin.accessToken },
    );
    const names = asc.data!.companies.items.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'pt-BR')));
    expect(desc.data!.companies.items.map((c) => c.name)).toEqual([...names].reverse());
  });

  it('filters by text (name or CNPJ, with or without the mask), by parent and by landing', async () => {
    const byName = await gql<Page>(stack.gatewayUrl, LIST, { filter: { q: 'centro' } }, { token: admin.accessToken });
    expect(byName.data!.companies.items.map((c) => c.name)).toEqual(['Clínica Saúde Total — Unidade Centro']);
    const byCnpj = await gql<Page>(stack.gatewayUrl, LIST, { filter: { q: '11.444.777/0001-61' } }, { token: admin.accessToken });
    expect(byCnpj.data!.companies.total).toBe(1);
    const children = await gql<Page>(
      stack.gatewayUrl,
      LIST,
      { perPage: 100, filter: { parentId: admin.viewer.companyId } },
      { token: admin.accessToken },
    );
    expect(children.data!.companies.total).toBe(12);
    expect(children.data!.companies.items.every((c) => c.parent?.name === 'Clínica Saúde Total')).toBe(true);
    const landing = await gql<Page>(stack.gatewayUrl, LIST, { filter: { isLanding: true } }, { token: admin.accessToken });
    expect(landing.data!.companies.total).toBe(2);
  });
});

describe('companies: create and edit', () => {
  it('creates a branch under the current company with its settings and rules', async () => {
    const r = await gql<{ createCompany: { id: string; name: string; parentId: string; settings: { period: number } } }>(
      stack.gatewayUrl,
      'mutation($input: CompanyInput!) { createCompany(input: $input) { id name parentId settings { period } } }',
      {
        input: {
          name: 'Clínica Saúde Total — Unidade Butantã',
          cnpj: '12.ABC.345/01DE-35'.replace('01DE', '01DF').replace('-35', '-00'),
          settings: { period: 15 },
        },
      },
      { token: admin.accessToken },
    );
    // That alphanumeric CNPJ has wrong check digits: refused, nothing created.
    expect(r.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('cnpj');
    const ok = await gql<{ createCompany: { id: string; parentId: string; settings: { period: number } } }>(
      stack.gatewayUrl,
      'mutation($input: CompanyInput!) { createCompany(input: $input) { id parentId settings { period } } }',
      { input: { name: 'Clínica Saúde Total — Unidade Butantã', settings: { period: 15 }, rules: { accessEmergency: true } } },
      { token: admin.accessToken },
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.createCompany).toMatchObject({ parentId: admin.viewer.companyId, settings: { period: 15 } });
  });

  it('refuses a bad CNPJ with a field error and changes nothing', async () => {
    const before = await gql<{ company: { name: string; cnpj: string } }>(
      stack.gatewayUrl,
      'query($id: ID!) { company(id: $id) { name cnpj } }',
      { id: admin.viewer.companyId },
      { token: admin.accessToken },
    );
    const r = await gql(
      stack.gatewayUrl,
      UPDATE,
      { id: admin.viewer.companyId, input: { name: 'Outro nome', cnpj: '11.222.333/0001-82' } },
      { token: admin.accessToken, locale: 'pt-BR' },
    );
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'cnpj', message: 'CNPJ é inválido' }] });
    const after = await gql(
      stack.gatewayUrl,
      'query($id: ID!) { company(id: $id) { name cnpj } }',
      { id: admin.viewer.companyId },
      { token: admin.accessToken },
    );
    expect(after.data).toEqual(before.data);
  });

  it('refuses a CNPJ that another company has: "{0} already exists" on the field', async () => {
    const list = await gql<Page>(stack.gatewayUrl, LIST, { filter: { q: 'Unidade Lapa' } }, { token: admin.accessToken });
    const lapa = list.data!.companies.items[0]!;
    const r = await gql(stack.gatewayUrl, UPDATE, { id: lapa.id, input: { cnpj: '11.444.777/0001-61' } }, { token: admin.accessToken });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'cnpj', message: 'CNPJ already exists' }] });
  });

  it('refuses a period outside 7/15/30 and an unknown time zone', async () => {
    const r = await gql(
      stack.gatewayUrl,
      UPDATE,
      { id: admin.viewer.companyId, input: { settings: { period: 10, timeZone: 'Mars/Olympus' } } },
      { token: admin.accessToken },
    );
    expect(r.errors?.[0]?.extensions?.fields?.map((f) => f.field).sort()).toEqual(['settings.period', 'settings.timeZone']);
  });

  it('refuses to move a company under its own descendant', async () => {
    const list = await gql<Page>(stack.gatewayUrl, LIST, { filter: { q: 'Unidade Centro' } }, { token: admin.accessToken });
    const r = await gql(
      stack.gatewayUrl,
      UPDATE,
      { id: admin.viewer.companyId, input: { parentId: list.data!.companies.items[0]!.id } },
      { token: admin.accessToken },
    );
    expect(r.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('parentId');
  });

  it('updates settings and rules, and the contract flag and settings endpoints of SPEC §7 answer them', async () => {
    const r = await gql(
      stack.gatewayUrl,
      UPDATE,
      {
        id: admin.viewer.companyId,
        input: { settings: { appointmentDuration: 40 }, rules: { accessEmergency: false }, contractFlags: { useEmergencyModule: false } },
      },
      { token: admin.accessToken },
    );
    expect(r.data).toMatchObject({
      updateCompany: { settings: { appointmentDuration: 40, period: 30 }, rules: { accessEmergency: false } },
    });
    const headers = { authorization: `Bearer ${admin.accessToken}`, 'x-company-id': admin.viewer.companyId };
    const settings = await (await fetch(`${stack.servicesUrl}/company/${admin.viewer.companyId}/settings`, { headers })).json();
    expect(settings).toMatchObject({ appointmentDuration: 40 });
    const flag = await (await fetch(`${stack.servicesUrl}/enforce/${admin.viewer.companyId}/USE_EMERGENCY_MODULE`, { headers })).json();
    expect(flag).toEqual({ flag: 'USE_EMERGENCY_MODULE', enabled: false });
    const powered = await (await fetch(`${stack.servicesUrl}/enforce/${admin.viewer.companyId}/DISPLAY_POWERED_BY`, { headers })).json();
    expect(powered).toEqual({ flag: 'DISPLAY_POWERED_BY', enabled: true });
  });

  it('answers the parent hierarchy as parents, nearest first', async () => {
    const list = await gql<Page>(stack.gatewayUrl, LIST, { filter: { q: 'Unidade Centro' } }, { token: admin.accessToken });
    const centro = list.data!.companies.items[0]!;
    const r = await gql(
      stack.gatewayUrl,
      'query($id: ID!) { company(id: $id) { parents { name } } }',
      { id: centro.id },
      { token: admin.accessToken },
    );
    expect(r.data).toEqual({ company: { parents: [{ name: 'Clínica Saúde Total' }] } });
  });
});

describe('failure of a dependency', () => {
  it('answers code 400 "Impossível acessar o servidor. Tente novamente" when the services are unreachable', async () => {
    const { createGateway } = await import('@teleconsulta/gateway/server');
    const { parseConfig } = await import('@teleconsulta/gateway/config');
    const gw = createGateway(parseConfig({ GATEWAY_PORT: '0', SERVICES_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'silent' }));
    const url = await gw.start();
    try {
      const r = await gql(url, 'query { domainList(name: REGION) { code } }', {}, { locale: 'pt-BR' });
      expect(r.errors?.[0]).toMatchObject({
        message: 'Impossível acessar o servidor. Tente novamente',
        extensions: { code: 'SERVER_UNREACHABLE', status: 400 },
      });
    } finally {
      await gw.stop();
    }
  });
});
