import { CURRENT_TERMS } from '@teleconsulta/schema';
import { inScope } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, codeOf, fieldsOf } from './harness/booking.js';
import { signInAs } from './harness/demo-logins.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

const PUBLISH = `mutation($input: PublishTermsInput!) { publishTermsOfUse(input: $input) { kind version textPt textEn publishedAt } }`;
const VERSIONS = '{ termsVersions { version textPt textEn publishedAt } }';
const TOU = '{ termsOfUse { version title text accepted } }';
const CURRENT = '{ currentTermsOfUse { kind version title text } }';
const ACCEPT = 'mutation($version: String!) { acceptTermsOfUse(version: $version) { version accepted } }';

const V1 = CURRENT_TERMS.TERMS_OF_USE.version;
const v2 = {
  version: '2026-12-01',
  textPt: 'Versão dois dos termos.\n\nLeia com atenção.',
  textEn: 'Version two of the terms.\n\nRead carefully.',
};

type Term = { version: string; title: string; text: string; accepted: boolean };

let stack: TestStack;
let platform: SignedIn;
let admin: SignedIn;
let house: SignedIn;
let maria: SignedIn;
let manager: SignedIn;

beforeAll(async () => {
  stack = await startStack();
  [platform, admin, house, maria, manager] = await signInAs(stack, 'platform', 'admin', 'house', 'maria', 'manager');
});
afterAll(async () => {
  await stack?.close();
});

const call = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, who: SignedIn | null, locale = 'en') =>
  gql<T>(stack.gatewayUrl, query, variables, who ? as(who, locale) : { locale });
const termsOf = async (who: SignedIn, locale = 'en') => (await call<{ termsOfUse: Term }>(TOU, {}, who, locale)).data!.termsOfUse;
const acceptances = async (userId: string) =>
  (
    await stack.services.ctx.db.query<{ version: string }>(
      `select version from consent where kind = 'TERMS_OF_USE' and accepted_by = $1 order by accepted_at, version`,
      [userId],
    )
  ).map((r) => r.version);

describe('the published versions of the terms of use (issue 18 item 5)', () => {
  it('the demo users accepted the seeded version: nobody is asked at first', async () => {
    expect(await termsOf(maria)).toMatchObject({ version: V1, accepted: true, title: 'Terms of use' });
    expect(await termsOf(admin)).toMatchObject({ version: V1, accepted: true });
    const current = await call<{ currentTermsOfUse: { version: string; text: string } }>(CURRENT, {}, null, 'pt-BR');
    expect(current.data!.currentTermsOfUse).toEqual({
      kind: 'TERMS_OF_USE',
      version: V1,
      title: 'Termos de uso',
      text: CURRENT_TERMS.TERMS_OF_USE.text.pt,
    });
  });

  it('only the platform administrator publishes: a clinic administrator, a doctor, a patient and nobody signed in are refused', async () => {
    for (const who of [admin, house, maria]) {
      expect(codeOf(await call(PUBLISH, { input: v2 }, who))).toBe('ACCESS_DENIED');
      expect(codeOf(await call(VERSIONS, {}, who))).toBe('ACCESS_DENIED');
    }
    expect(codeOf(await call(PUBLISH, { input: v2 }, null))).toBe('UNAUTHENTICATED');
    const [{ n }] = (await stack.services.ctx.db.query<{ n: number }>('select count(*)::int as n from terms_version')) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('a bad version name or an empty text is a field error and publishes nothing', async () => {
    const bad = await call(PUBLISH, { input: { version: 'v 2', textPt: ' ', textEn: 'x' } }, platform);
    expect(codeOf(bad)).toBe('BAD_INPUT');
    expect(fieldsOf(bad)).toEqual({ version: 'Version is invalid', textPt: 'Text in Portuguese is required' });
  });

  it('a published version is current at once; whoever accepted the old one is asked again, in their language', async () => {
    const published = await call<{ publishTermsOfUse: { version: string } }>(PUBLISH, { input: v2 }, platform);
    expect(published.errors).toBeUndefined();
    expect(published.data!.publishTermsOfUse).toMatchObject({ kind: 'TERMS_OF_USE', ...v2 });
    expect(await termsOf(maria, 'pt-BR')).toEqual({ version: v2.version, title: 'Termos de uso', text: v2.textPt, accepted: false });
    expect(await termsOf(admin)).toEqual({ version: v2.version, title: 'Terms of use', text: v2.textEn, accepted: false });
    const list = await call<{ termsVersions: Array<{ version: string }> }>(VERSIONS, {}, platform);
    expect(list.data!.termsVersions.map((v) => v.version)).toEqual([v2.version, V1]);
    const current = await call<{ currentTermsOfUse: { version: string } }>(CURRENT, {}, null);
    expect(current.data!.currentTermsOfUse.version).toBe(v2.version);
  });

  it('publishing a version that exists is a field error', async () => {
    for (const version of [v2.version, V1]) {
      const again = await call(PUBLISH, { input: { ...v2, version } }, platform, 'pt-BR');
      expect(codeOf(again)).toBe('CONFLICT');
      expect(fieldsOf(again)).toEqual({ version: 'Versão já existe' });
    }
  });

  it('an old version cannot be accepted; the current one is, and every acceptance is kept (append-only)', async () => {
    const old = await call(ACCEPT, { version: V1 }, maria);
    expect(codeOf(old)).toBe('BAD_INPUT');
    expect(fieldsOf(old)).toEqual({ version: 'Version is invalid' });
    const ok = await call<{ acceptTermsOfUse: { version: string; accepted: boolean } }>(ACCEPT, { version: v2.version }, maria);
    expect(ok.data!.acceptTermsOfUse).toEqual({ version: v2.version, accepted: true });
    expect(await termsOf(maria)).toMatchObject({ version: v2.version, accepted: true });
    expect(await acceptances(maria.viewer.id)).toEqual([V1, v2.version]);
    expect(await termsOf(manager)).toMatchObject({ accepted: false });
  });

  it('a published version cannot be changed or deleted, and only the platform administrator can insert one (RLS)', async () => {
    const attempt = (scope: { platformAdmin: boolean }, statement: ReturnType<typeof sql>) =>
      inScope(stack.services.ctx.db, { companyId: admin.viewer.companyId, userId: admin.viewer.id, ...scope }, (tx) =>
        tx.execute(statement),
      )
        .then(() => 'done')
        .catch((error: { message?: string; cause?: { message?: string } }) => error.cause?.message ?? error.message ?? 'refused');
    const clinic = { platformAdmin: false };
    expect(await attempt(clinic, sql`update terms_version set text_pt = 'x'`)).toMatch(/permission denied/);
    expect(await attempt({ platformAdmin: true }, sql`delete from terms_version`)).toMatch(/permission denied/);
    expect(
      await attempt(clinic, sql`insert into terms_version (kind, version, text_pt, text_en) values ('TERMS_OF_USE', 'x', 'x', 'x')`),
    ).toMatch(/row-level security/);
  });
});
