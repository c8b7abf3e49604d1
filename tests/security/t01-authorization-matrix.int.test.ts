import { buildSchema } from '@teleconsulta/gateway/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, codeOf } from '../harness/booking.js';
import { gql, type SignedIn } from '../harness/graphql.js';
import type { TestStack } from '../harness/stack.js';
import { operationsOf } from './matrix/generate.js';
import { OVERRIDES } from './matrix/overrides.js';
import { type MatrixFixtures, startMatrixStack } from './matrix/prepare.js';
import type { Sessions } from './matrix/principals.js';
import { type CaseResult, describeCase, runMatrix } from './matrix/run.js';
import { FINDINGS, POLICY } from './policy-table.js';

/**
 * SECURITY.md T01: every Query and Mutation field of the gateway × the 8 principals (anon, link, P, D, DC, M, CA, R),
 * with arguments generated from the schema and, where an id or a code decides, real objects in three contexts (the
 * principal's own, the same tenant's other owner's, the other tenant's), plus Bem Viver's admin naming Saúde Total in
 * x-company-id. Expected outcomes come from tests/security/policy-table.ts. On its own stack: its mutations change it.
 */
const schema = buildSchema();
let stack: TestStack;
let sessions: Sessions;
let fx: MatrixFixtures;
let results: CaseResult[] = [];

beforeAll(async () => {
  ({ stack, s: sessions, fx } = await startMatrixStack());
}, 300_000);
afterAll(async () => {
  await stack?.close();
});

describe('T01 authorization matrix: every operation × 8 principals × contexts, from the policy table', () => {
  it('the policy table has one entry for every Query and Mutation field, and nothing else', () => {
    const fields = operationsOf(schema)
      .map((op) => op.name)
      .sort();
    expect(Object.keys(POLICY).sort()).toEqual(fields);
    for (const [op, rule] of Object.entries(POLICY)) if (rule.finding) expect(FINDINGS[rule.finding], op).toBeDefined();
    // No override is left behind by an operation that was renamed or removed.
    expect(Object.keys(OVERRIDES).filter((op) => !fields.includes(op))).toEqual([]);
  });

  it('0 leaks and 0 unexpected denials; undecided cases are counted and printed', async () => {
    const t0 = Date.now();
    results = await runMatrix(stack, sessions, fx, schema);
    const of = (verdict: CaseResult['verdict']) => results.filter((r) => r.verdict === verdict);
    const inMatrix = results.filter((r) => r.who !== 'X');
    const crossTenant = results.filter((r) => r.who === 'X');
    const validatedFirst = of('undecided').filter((r) => r.outcome === 'INVALID');
    console.log(
      [
        `T01 authorization matrix (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
        `  operations: ${Object.keys(POLICY).length} (${operationsOf(schema).filter((o) => o.kind === 'query').length} queries)`,
        `  cases: ${inMatrix.length} (operation × principal × context) + ${crossTenant.length} cross-tenant`,
        `  leaks: ${of('leak').length}, unexpected denials: ${of('denial').length}, broken: ${of('broken').length}`,
        `  undecided: ${of('undecided').length} (${validatedFirst.length} refused on their input before the authorization)`,
        `  cross-tenant: ${crossTenant.filter((r) => r.verdict === 'pass').length} denied of ${crossTenant.length}`,
      ].join('\n'),
    );
    // T01_VERBOSE=1 prints every case that did not pass; =all every case.
    const shown = process.env.T01_VERBOSE === 'all' ? results : process.env.T01_VERBOSE ? results.filter((c) => c.verdict !== 'pass') : [];
    for (const r of shown) console.log(`  ${r.verdict}: ${describeCase(r)}`);
    expect(of('broken').map(describeCase)).toEqual([]);
    expect({ leaks: of('leak').map(describeCase), denials: of('denial').map(describeCase) }).toEqual({ leaks: [], denials: [] });
    expect(of('denial').map(describeCase)).toEqual([]);
    expect(crossTenant.filter((r) => r.verdict !== 'pass').map(describeCase)).toEqual([]);
  }, 600_000);

  it('F1 regression: a manager reads invitations to roles they cannot grant with the token hidden, and cannot accept them', async () => {
    const OUTBOX = 'query($q: String) { outbox(filter: { q: $q }) { items { id to template text html } } }';
    const ONE = 'query($id: ID!) { outboxMail(id: $id) { text html } }';
    const TOKEN = /\/invite\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;
    type Mail = { id: string; to: string; template: string; text: string; html: string | null };
    const invite = (who: SignedIn, email: string, roles: string[]) =>
      gql(stack.gatewayUrl, 'mutation($i: AddStaffMemberInput!) { addStaffMember(input: $i) { id } }', { i: { email, roles } }, as(who));
    const mailTo = async (who: SignedIn, email: string) =>
      (await gql<{ outbox: { items: Mail[] } }>(stack.gatewayUrl, OUTBOX, { q: email }, as(who))).data!.outbox.items.find(
        (m) => m.to === email && m.template === 'staff_invitation',
      )!;
    expect((await invite(sessions.CA, 'f1.admin@example.com', ['CA'])).errors).toBeUndefined();
    const seenByAdmin = await mailTo(sessions.CA, 'f1.admin@example.com');
    const token = TOKEN.exec(seenByAdmin.text)![1]!;
    const seenByManager = await mailTo(sessions.M, 'f1.admin@example.com');
    const oneByManager = (await gql<{ outboxMail: Mail }>(stack.gatewayUrl, ONE, { id: seenByManager.id }, as(sessions.M))).data!
      .outboxMail;
    for (const text of [seenByManager.text, seenByManager.html ?? '', oneByManager.text, oneByManager.html ?? '']) {
      expect(text).not.toContain(token);
      expect(TOKEN.test(text)).toBe(false);
    }
    expect(seenByManager.text).toContain('/invite/hidden');
    // The manager's way to the role is closed; the token (read by the admin, who may grant it) still opens the link.
    const accept = 'query($t: String!) { staffInvitation(token: $t) { email roles } }';
    expect(codeOf(await gql(stack.gatewayUrl, accept, { t: 'hidden' }))).toBe('INVITATION_INVALID');
    expect((await gql(stack.gatewayUrl, accept, { t: token })).data).toMatchObject({ staffInvitation: { roles: ['CA'] } });
    // An invitation the manager may give (a doctor) keeps its link for them: nothing is hidden more than needed.
    expect((await invite(sessions.M, 'f1.doctor@example.com', ['D'])).errors).toBeUndefined();
    expect(TOKEN.test((await mailTo(sessions.M, 'f1.doctor@example.com')).text)).toBe(true);
  });
});
