import { inScope, rows } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let adminA: SignedIn; // clinic admin of Clínica Saúde Total (tenant A, with its branches)
let adminB: SignedIn; // clinic admin of Clínica Bem Viver (tenant B)

beforeAll(async () => {
  stack = await startStack();
  adminA = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
  adminB = await signIn(stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234'));
});
afterAll(async () => {
  await stack?.close();
});

const TENANT_TABLES = ['company', 'membership', 'person', 'professional', 'flow_event'];

describe('row-level security on every tenant table', () => {
  it('returns no rows when no tenant is set (fail closed)', async () => {
    // A change writes a flow event, so every tenant table has rows to hide.
    await gql(
      stack.gatewayUrl,
      'mutation($id: ID!) { updateCompany(id: $id, input: { businessContact: "comercial@saudetotal.example.com" }) { id } }',
      { id: adminA.viewer.companyId },
      { token: adminA.accessToken },
    );
    for (const table of TENANT_TABLES) {
      const [owner] = await stack.services.ctx.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      expect(owner!.n, `${table} has seed rows`).toBeGreaterThan(0);
      const seen = await inScope(stack.services.ctx.db, { companyId: null, userId: null }, (tx) =>
        rows<{ n: number }>(tx, sql.raw(`select count(*)::int as n from ${table}`)),
      );
      expect(seen[0]!.n, table).toBe(0);
    }
  });

  it('forces RLS on every table with a company_id, and the app role is no superuser and cannot bypass RLS', async () => {
    const tables = await stack.services.ctx.db.query<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity, c.relforcerowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and (exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id') or c.relname = 'company')`,
    );
    expect(tables.map((t) => t.relname).sort()).toEqual(expect.arrayContaining(TENANT_TABLES.sort()));
    for (const t of tables.filter((x) => x.relname !== 'refresh_token')) {
      expect(t, t.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
    }
    const [role] = await stack.services.ctx.db.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
      "select rolsuper, rolbypassrls from pg_roles where rolname = 'teleconsulta_app'",
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const current = await inScope(stack.services.ctx.db, { companyId: null, userId: null }, (tx) =>
      rows<{ u: string }>(tx, sql`select current_user as u`),
    );
    expect(current[0]!.u).toBe('teleconsulta_app');
  });

  it('refuses to write a row of another tenant (WITH CHECK)', async () => {
    const attempt = inScope(stack.services.ctx.db, { companyId: adminA.viewer.companyId, userId: null }, (tx) =>
      tx.execute(sql`insert into person (company_id, name) values (${adminB.viewer.companyId}, 'Intruso')`),
    );
    await expect(attempt).rejects.toThrow();
    const [count] = await stack.services.ctx.db.query<{ n: number }>("select count(*)::int as n from person where name = 'Intruso'");
    expect(count!.n).toBe(0);
  });
});

describe('a user of company A gets nothing of company B', () => {
  const COMPANY = 'query($id: ID!) { company(id: $id) { id name } }';
  const LIST = 'query($q: String) { companies(perPage: 100, filter: { q: $q }) { total items { id name } } }';

  it('by id: a foreign id looks exactly like an unknown one', async () => {
    const foreign = await gql(stack.gatewayUrl, COMPANY, { id: adminB.viewer.companyId }, { token: adminA.accessToken });
    const unknown = await gql(stack.gatewayUrl, COMPANY, { id: '6b1f0c0e-1d2b-4b8e-9a55-0d0b8f6f0a11' }, { token: adminA.accessToken });
    expect(foreign.data).toEqual({ company: null });
    expect(foreign).toEqual(unknown);
  });

  it('by list: only its own subtree', async () => {
    const a = await gql<{ companies: { total: number; items: Array<{ name: string }> } }>(
      stack.gatewayUrl,
      LIST,
      {},
      { token: adminA.accessToken },
    );
    expect(a.data!.companies.total).toBe(13);
    expect(a.data!.companies.items.every((c) => c.name.startsWith('Clínica Saúde Total'))).toBe(true);
    const b = await gql<{ companies: { total: number; items: Array<{ name: string }> } }>(
      stack.gatewayUrl,
      LIST,
      {},
      { token: adminB.accessToken },
    );
    expect(b.data!.companies.items.map((c) => c.name)).toEqual(['Clínica Bem Viver']);
    const search = await gql<{ companies: { total: number } }>(stack.gatewayUrl, LIST, { q: 'Bem Viver' }, { token: adminA.accessToken });
    expect(search.data!.companies.total).toBe(0);
  });

  it('by header: naming company B is ACCESS_DENIED, and so is a missing or malformed header at the services', async () => {
    const r = await gql(stack.gatewayUrl, LIST, {}, { token: adminA.accessToken, companyId: adminB.viewer.companyId, locale: 'en' });
    expect(r.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    expect(r.errors?.[0]?.message).toBe('Access Denied');
    const headers = { authorization: `Bearer ${adminA.accessToken}` };
    const missing = await fetch(`${stack.servicesUrl}/company`, { headers });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { code: string }).code).toBe('COMPANY_HEADER_REQUIRED');
    for (const hostile of ["' or 1=1 --", 'x'.repeat(10_000), 'ação', adminB.viewer.companyId.toUpperCase()]) {
      const res = await fetch(`${stack.servicesUrl}/company`, { headers: { ...headers, 'x-company-id': hostile } });
      expect(res.status, hostile.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('cannot update a company of another tenant, and nothing changes', async () => {
    const r = await gql(
      stack.gatewayUrl,
      'mutation($id: ID!) { updateCompany(id: $id, input: { name: "Hacked" }) { id } }',
      { id: adminB.viewer.companyId },
      { token: adminA.accessToken },
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const b = await gql<{ company: { name: string } }>(
      stack.gatewayUrl,
      'query($id: ID!) { company(id: $id) { name } }',
      { id: adminB.viewer.companyId },
      { token: adminB.accessToken },
    );
    expect(b.data!.company.name).toBe('Clínica Bem Viver');
  });

  it('a platform administrator sees every company without naming one', async () => {
    const platform = await signIn(stack.gatewayUrl, asEmail('platform@teleconsulta.example.com', 'Plataforma123'));
    expect(platform.viewer.roles).toContain('ADMIN');
    const r = await gql<{ companies: { total: number } }>(stack.gatewayUrl, LIST, {}, { token: platform.accessToken });
    expect(r.data!.companies.total).toBe(14);
  });

  it('a patient or a doctor cannot list companies', async () => {
    const doctor = await signIn(stack.gatewayUrl, asEmail('dr.house@example.com', 'Medico123'));
    const r = await gql(stack.gatewayUrl, LIST, {}, { token: doctor.accessToken });
    expect(r.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
  });
});
