import { CURRENT_TERMS } from '@teleconsulta/schema';
import { inScope } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farSlot, makeAppointment } from './factories/appointments.js';
import { as, codeOf, fieldsOf, type People, signInPeople } from './harness/booking.js';
import { gql } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

const TERM = 'kind version title text personId accepted acceptedAt byRepresentative';
const TELE = `query($protocol: String!) { telemedicineConsent(protocol: $protocol) { ${TERM} } }`;
const ACCEPT_TELE = `mutation($protocol: String!, $version: String!, $channel: ConsentChannel) {
  acceptTelemedicineConsent(protocol: $protocol, version: $version, channel: $channel) { ${TERM} } }`;
const TOU = `{ termsOfUse { ${TERM} } }`;
const ACCEPT_TOU = `mutation($version: String!) { acceptTermsOfUse(version: $version) { ${TERM} } }`;

type Term = {
  kind: string;
  version: string;
  title: string;
  text: string;
  accepted: boolean;
  acceptedAt: string | null;
  byRepresentative: boolean;
};

let stack: TestStack;
let p: People;

beforeAll(async () => {
  stack = await startStack();
  p = await signInPeople(stack);
});
afterAll(async () => {
  await stack?.close();
});

const appointmentOf = (patientName: string, slot: number) =>
  makeAppointment(stack.services.ctx.db, { doctorEmail: 'dr.house@example.com', patientName, startsAt: farSlot(slot, 80) });

describe('the telemedicine consent (GET/POST /user/term; CFM 2.314/2022 art. 15)', () => {
  it('the patient reads the current text in her language, gives it once, and it is stored with version, who, when and channel', async () => {
    const a = await appointmentOf('Maria Silva', 1);
    const before = await gql<{ telemedicineConsent: Term }>(stack.gatewayUrl, TELE, { protocol: a.protocol }, as(p.maria, 'pt-BR'));
    expect(before.data!.telemedicineConsent).toMatchObject({
      kind: 'TELEMEDICINE',
      version: CURRENT_TERMS.TELEMEDICINE.version,
      title: 'Termo de consentimento para telemedicina',
      accepted: false,
      acceptedAt: null,
    });
    expect(before.data!.telemedicineConsent.text).toContain('Resolução CFM nº 2.314/2022');
    const en = await gql<{ telemedicineConsent: Term }>(stack.gatewayUrl, TELE, { protocol: a.protocol }, as(p.maria));
    expect(en.data!.telemedicineConsent.title).toBe('Telemedicine consent');

    const given = await gql<{ acceptTelemedicineConsent: Term }>(
      stack.gatewayUrl,
      ACCEPT_TELE,
      { protocol: a.protocol, version: CURRENT_TERMS.TELEMEDICINE.version, channel: 'APP' },
      as(p.maria),
    );
    expect(given.errors).toBeUndefined();
    expect(given.data!.acceptTelemedicineConsent).toMatchObject({ accepted: true, byRepresentative: false });
    const [row] = await stack.services.ctx.db.query<{ version: string; channel: string; accepted_by: string; appointment_id: string }>(
      `select version, channel, accepted_by, appointment_id from consent where appointment_id = $1`,
      [a.id],
    );
    expect(row).toEqual({
      version: CURRENT_TERMS.TELEMEDICINE.version,
      channel: 'APP',
      accepted_by: p.maria.viewer.id,
      appointment_id: a.id,
    });
    // It is the patient's consent: her next appointment finds it given.
    const next = await appointmentOf('Maria Silva', 2);
    const again = await gql<{ telemedicineConsent: Term }>(stack.gatewayUrl, TELE, { protocol: next.protocol }, as(p.maria));
    expect(again.data!.telemedicineConsent.accepted).toBe(true);
  });

  it('a guardian gives it for a dependent as legal representative', async () => {
    const a = await appointmentOf('Pedro Silva', 3);
    const given = await gql<{ acceptTelemedicineConsent: Term }>(
      stack.gatewayUrl,
      ACCEPT_TELE,
      { protocol: a.protocol, version: CURRENT_TERMS.TELEMEDICINE.version },
      as(p.maria),
    );
    expect(given.data!.acceptTelemedicineConsent).toMatchObject({ accepted: true, byRepresentative: true });
  });

  it("an old version is a field error and stores nothing; someone else's protocol is unknown", async () => {
    const a = await appointmentOf('Maria Silva', 4);
    const old = await gql(stack.gatewayUrl, ACCEPT_TELE, { protocol: a.protocol, version: '2020-01-01' }, as(p.maria));
    expect(codeOf(old)).toBe('BAD_INPUT');
    expect(fieldsOf(old)).toEqual({ version: 'Version is invalid' });
    const foreign = await gql(stack.gatewayUrl, TELE, { protocol: a.protocol }, as(p.joao));
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    const count = await stack.services.ctx.db.query<{ n: number }>('select count(*)::int as n from consent where appointment_id = $1', [
      a.id,
    ]);
    expect(count[0]!.n).toBe(0);
  });
});

describe('revoking the telemedicine consent (POST /user/term/revoke; LGPD art. 8 §5)', () => {
  const FAMILY = '{ telemedicineConsents { personId accepted acceptedAt revokedAt byRepresentative } }';
  const REVOKE = 'mutation($id: ID) { revokeTelemedicineConsent(personId: $id) { personId accepted revokedAt } }';
  type Row = { personId: string; accepted: boolean; revokedAt: string | null };
  const revocations = async (personId: string) =>
    (
      await stack.services.ctx.db.query<{ n: number }>('select count(*)::int as n from consent_revocation where person_id = $1', [personId])
    )[0]!.n;

  it('the patient sees her own consent first, then her dependents’; revoking her own withdraws it, and giving it again counts', async () => {
    const a = await appointmentOf('Maria Silva', 5);
    await gql(stack.gatewayUrl, ACCEPT_TELE, { protocol: a.protocol, version: CURRENT_TERMS.TELEMEDICINE.version }, as(p.maria));
    const family = (await gql<{ telemedicineConsents: Row[] }>(stack.gatewayUrl, FAMILY, {}, as(p.maria))).data!.telemedicineConsents;
    expect(family[0]).toMatchObject({ personId: p.maria.viewer.personId, accepted: true, revokedAt: null });
    expect(family.length).toBe(3); // Maria, Pedro, Laura

    const revoked = await gql<{ revokeTelemedicineConsent: Row }>(stack.gatewayUrl, REVOKE, {}, as(p.maria));
    expect(revoked.data!.revokeTelemedicineConsent).toMatchObject({ personId: p.maria.viewer.personId, accepted: false });
    const tele = await gql<{ telemedicineConsent: Term }>(stack.gatewayUrl, TELE, { protocol: a.protocol }, as(p.maria));
    expect(tele.data!.telemedicineConsent.accepted).toBe(false);
    await gql(stack.gatewayUrl, ACCEPT_TELE, { protocol: a.protocol, version: CURRENT_TERMS.TELEMEDICINE.version }, as(p.maria));
    const again = await gql<{ telemedicineConsent: Term }>(stack.gatewayUrl, TELE, { protocol: a.protocol }, as(p.maria));
    expect(again.data!.telemedicineConsent.accepted).toBe(true);
  });

  it('nobody revokes for a person they do not act for, and staff revoke nothing: refused, nothing stored', async () => {
    const joaoPerson = p.joao.viewer.personId!;
    const before = await revocations(joaoPerson);
    expect(codeOf(await gql(stack.gatewayUrl, REVOKE, { id: joaoPerson }, as(p.maria)))).toBe('ACCESS_DENIED');
    expect(codeOf(await gql(stack.gatewayUrl, REVOKE, { id: joaoPerson }, as(p.admin)))).toBe('ACCESS_DENIED');
    expect(codeOf(await gql(stack.gatewayUrl, FAMILY, {}, as(p.house)))).toBe('ACCESS_DENIED');
    expect(codeOf(await gql(stack.gatewayUrl, REVOKE, { id: 'not-an-id' }, as(p.maria)))).toBe('BAD_INPUT');
    expect(await revocations(joaoPerson)).toBe(before);
  });

  it('a revocation cannot be changed or deleted by the application (append-only)', async () => {
    const attempt = (statement: ReturnType<typeof sql>) =>
      inScope(stack.services.ctx.db, { companyId: p.admin.viewer.companyId, userId: null }, (tx) => tx.execute(statement))
        .then(() => 'done')
        .catch((error: { message?: string; cause?: { message?: string } }) => error.cause?.message ?? error.message ?? 'refused');
    expect(await attempt(sql`update consent_revocation set revoked_at = now()`)).toMatch(/permission denied/);
    expect(await attempt(sql`delete from consent_revocation`)).toMatch(/permission denied/);
  });
});

describe('the terms of use (GET /signterm, GET/POST /sign)', () => {
  it("the demo users accepted the seeded version; accepting again appends, from the doctor's office (is_consultorio); staff accept their own", async () => {
    const first = await gql<{ termsOfUse: Term }>(stack.gatewayUrl, TOU, {}, as(p.joao));
    expect(first.data!.termsOfUse).toMatchObject({ kind: 'TERMS_OF_USE', accepted: true, title: 'Terms of use' });
    const ok = await gql<{ acceptTermsOfUse: Term }>(
      stack.gatewayUrl,
      ACCEPT_TOU,
      { version: CURRENT_TERMS.TERMS_OF_USE.version },
      as(p.joao),
    );
    expect(ok.data!.acceptTermsOfUse.accepted).toBe(true);
    const rows = await stack.services.ctx.db.query<{ is_consultorio: boolean }>(
      `select is_consultorio from consent where kind = 'TERMS_OF_USE' and accepted_by = $1 order by is_consultorio`,
      [p.joao.viewer.id],
    );
    expect(rows.map((r) => r.is_consultorio)).toEqual([false, true]);
    const staff = await gql<{ acceptTermsOfUse: Term }>(
      stack.gatewayUrl,
      ACCEPT_TOU,
      { version: CURRENT_TERMS.TERMS_OF_USE.version },
      as(p.admin),
    );
    expect(staff.data!.acceptTermsOfUse.accepted).toBe(true);
    expect((await gql<{ termsOfUse: Term }>(stack.gatewayUrl, TOU, {}, as(p.manager))).data!.termsOfUse.accepted).toBe(true);
  });

  it('an acceptance cannot be changed or deleted by the application (append-only)', async () => {
    const attempt = (statement: ReturnType<typeof sql>) =>
      inScope(stack.services.ctx.db, { companyId: p.admin.viewer.companyId, userId: null }, (tx) => tx.execute(statement))
        .then(() => 'done')
        .catch((error: { message?: string; cause?: { message?: string } }) => error.cause?.message ?? error.message ?? 'refused');
    expect(await attempt(sql`update consent set version = 'x'`)).toMatch(/permission denied/);
    expect(await attempt(sql`delete from consent`)).toMatch(/permission denied/);
  });
});
