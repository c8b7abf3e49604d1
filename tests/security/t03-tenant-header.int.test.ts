import { randomUUID } from 'node:crypto';
import { buildSchema } from '@teleconsulta/gateway/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../harness/graphql.js';
import type { TestStack } from '../harness/stack.js';
import { codeOf } from './matrix/classify.js';
import { generate } from './matrix/generate.js';
import { hostileValues } from './matrix/hostile.js';
import { OVERRIDES } from './matrix/overrides.js';
import { type MatrixFixtures, startMatrixStack } from './matrix/prepare.js';
import type { Sessions, Signed } from './matrix/principals.js';
import { rawRequest } from './matrix/raw-http.js';
import { orderedOperations, outcomeOf } from './matrix/run.js';
import { POLICY } from './policy-table.js';

/**
 * SECURITY.md T03, the header model: x-company-id names the tenant of a request and the services check that the token's
 * user belongs to it. A tenant the user does not belong to (JWT tenant ≠ header) → ACCESS_DENIED on every tenant
 * operation; no header → the documented fallback or COMPANY_HEADER_REQUIRED; 200 hostile values → 0 × 5xx, 0 rows.
 */
const schema = buildSchema();
let stack: TestStack;
let s: Sessions;
let fx: MatrixFixtures;

beforeAll(async () => {
  ({ stack, s, fx } = await startMatrixStack());
}, 300_000);
afterAll(async () => {
  await stack?.close();
});

/** The operations that read or change a tenant's data: not the public ones, the short links' or the user's own. */
const tenantOperations = () =>
  orderedOperations(schema).filter((op) => {
    const rule = POLICY[op.name]!;
    return rule.allow.anon === undefined && rule.allow.link === undefined && rule.header !== 'ignored';
  });

describe('T03 tenant header tampering: x-company-id names the tenant, the services check the user belongs to it', () => {
  it('a tenant the user does not belong to (Bem Viver, or an unknown one) is ACCESS_DENIED on 100% of tenant operations', async () => {
    const callers: Array<{ who: Signed; company: string; label: string }> = [
      ...(['P', 'D', 'DC', 'M', 'CA', 'R'] as const).map((who) => ({ who, company: fx.companyB, label: 'Bem Viver' })),
      { who: 'CA', company: randomUUID(), label: 'an unknown tenant' },
    ];
    const wrong: string[] = [];
    let cases = 0;
    for (const op of tenantOperations()) {
      const o = OVERRIDES[op.name];
      const g = generate(op, o?.args?.(fx) ?? {});
      for (const c of callers) {
        const r = await gql(stack.gatewayUrl, g.document, g.variables, { token: s[c.who].accessToken, companyId: c.company, locale: 'en' });
        cases++;
        // ACCESS_DENIED; an operation that answers refusals silently (the unread count) answers its empty value.
        const outcome = outcomeOf(r, op.name, o);
        if (!(codeOf(r) === 'ACCESS_DENIED' || outcome === 'EMPTY'))
          wrong.push(`${op.name} × ${c.who} naming ${c.label}: ${codeOf(r) ?? JSON.stringify(r.data)}`);
      }
    }
    console.log(
      `T03 foreign header: ${cases} cases (${tenantOperations().length} tenant operations × ${callers.length} callers), ${cases - wrong.length} denied`,
    );
    expect(wrong).toEqual([]);
  }, 600_000);

  it('no header: the gateway takes the token’s company, the services answer COMPANY_HEADER_REQUIRED', async () => {
    // Through the gateway a signed-in call without the header is the token's company (gateway/src/context.ts).
    const PERSONS = 'query { persons(perPage: 100) { total items { id } } }';
    const withHeader = await gql(stack.gatewayUrl, PERSONS, {}, { token: s.CA.accessToken, companyId: fx.companyA });
    const without = await gql(stack.gatewayUrl, PERSONS, {}, { token: s.CA.accessToken });
    expect(without).toEqual(withHeader);
    // An anonymous call has no company at all: the operations that need one say so, the others say UNAUTHENTICATED.
    const anonymous = await gql(stack.gatewayUrl, 'query { screenings { total } }', {}, {});
    expect(codeOf(anonymous)).toBe('COMPANY_HEADER_REQUIRED');
    // The services (the gateway's upstream) refuse every tenant route without the header, whatever the token.
    const A = fx.companyA;
    const id = randomUUID();
    const routes = [
      '/company',
      `/company/${A}`,
      `/company/${A}/settings`,
      `/company/${A}/rules`,
      `/company/${A}/custommessage`,
      `/company/${A}/holidays`,
      `/company/${A}/financial`,
      `/company/${A}/financialresume`,
      `/company/${A}/screening`,
      '/person',
      '/person/combo',
      '/person/new',
      `/person/${id}`,
      `/person/${id}/history`,
      '/plan',
      '/professional',
      '/professional/combo',
      '/professional/specialty',
      '/professional/me',
      `/professional/${id}/schedule`,
      `/payment/appointment/${id}`,
      '/emergency',
      '/emergency/group',
      '/emergency/queue',
      '/emergency/protocol',
      '/emergency/checkin',
      '/service-request',
      '/staff',
      '/staff/invitation',
      '/appointment/consultorio',
      '/appointment/consultorio/list',
      '/appointment/consultorio/report',
      '/appointment/request',
      '/appointment/availability',
      '/appointment/npsreport/summary',
      `/appointment/${id}/consultorio/detail`,
      '/message/',
      '/message/unread',
      '/mail/outbox',
      '/dashboard',
      '/integration/keys',
      '/integration/webhooks',
      '/financial/benefitclub/pso',
      '/sign',
      '/flow/events',
    ];
    const answers: string[] = [];
    for (const route of routes) {
      const res = await fetch(`${stack.servicesUrl}${route}`, { headers: { authorization: `Bearer ${s.CA.accessToken}` } });
      const body = (await res.json()) as { code?: string };
      if (res.status !== 400 || body.code !== 'COMPANY_HEADER_REQUIRED') answers.push(`${route}: ${res.status} ${body.code}`);
    }
    console.log(`T03 missing header: ${routes.length} service routes, ${routes.length - answers.length} COMPANY_HEADER_REQUIRED (400)`);
    expect(answers).toEqual([]);
  }, 300_000);

  it('200 hostile header values (SQL, Unicode, 10 KB, CRLF, sent twice): 0 × 5xx and 0 rows of anybody', async () => {
    const seed = Number(process.env.T03_SEED ?? 20_261_116);
    const values = hostileValues(fx.companyA, fx.companyB, seed);
    const gateway = new URL(stack.gatewayUrl);
    const body = JSON.stringify({ query: 'query { persons(perPage: 100) { total items { id name cpf } } }' });
    const own = await gql(
      stack.gatewayUrl,
      'query { persons(perPage: 100) { total items { id name cpf } } }',
      {},
      { token: s.CA.accessToken },
    );
    const statuses = new Map<number, number>();
    const bad: string[] = [];
    for (const h of values) {
      const lines = h.lines.map((v) => ['X-Company-Id', v] as [string, string]);
      const viaGateway = await rawRequest(stack.gatewayUrl, {
        method: 'POST',
        path: gateway.pathname,
        headers: [['Content-Type', 'application/json'], ['Authorization', `Bearer ${s.CA.accessToken}`], ...lines],
        body,
      });
      const direct = await rawRequest(stack.servicesUrl, {
        method: 'GET',
        path: '/person?perPage=100',
        headers: [['Authorization', `Bearer ${s.CA.accessToken}`], ...lines],
      });
      for (const [where, answer] of [
        ['gateway', viaGateway],
        ['services', direct],
      ] as const) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500 || answer.status === 0) bad.push(`${where} ← ${h.label}: ${answer.status} ${answer.body.slice(0, 200)}`);
        // A value that trims to nothing is no header: the gateway answers the caller's own company, as without one;
        // the services refuse it. Any other value: no rows at all.
        if (h.missing && where === 'gateway') {
          if (JSON.stringify(JSON.parse(answer.body)) !== JSON.stringify(own)) bad.push(`gateway ← ${h.label}: not the no-header answer`);
        } else if (h.missing) {
          if (answer.status !== 400 || !answer.body.includes('COMPANY_HEADER_REQUIRED'))
            bad.push(`services ← ${h.label}: ${answer.status}`);
        } else if (/"items"\s*:\s*\[\s*\{/.test(answer.body) || answer.body.includes('52998224725') || answer.body.includes('Silva')) {
          bad.push(`${where} ← ${h.label}: rows ${answer.body.slice(0, 200)}`);
        }
      }
    }
    const histogram = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.log(
      `T03 hostile headers (seed ${seed}): ${values.length} values × 2 (gateway, services) = ${values.length * 2} requests; statuses ${histogram}; 5xx or rows: ${bad.length}`,
    );
    expect(values.length).toBeGreaterThanOrEqual(200);
    expect(bad).toEqual([]);
  }, 600_000);
});
