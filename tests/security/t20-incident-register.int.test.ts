import { ACCESS_LOG_RETENTION_MONTHS, INCIDENT_REGISTER_RETENTION_YEARS } from '@teleconsulta/schema';
import { inScope } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInInTurn } from '../harness/demo-logins.js';
import { callerOf, codeOf, fieldsOf, ok } from '../harness/gateway-call.js';
import type { SignedIn } from '../harness/graphql.js';
import { startStack, type TestStack } from '../harness/stack.js';

/**
 * SECURITY.md T20's retention and the register of security incidents (LGPD art. 48; Resolução CD/ANPD 15/2024,
 * art. 10) through the gateway: a clinic administrator registers an incident, sees its deadlines (3 and 20 business
 * days, holidays skipped), completes it and closes it only with its measures and communications (or the reason for
 * none); a closed entry never changes; nobody deletes an entry for 5 years, and the application never deletes the
 * access log (≥ 6 months). Managers, doctors, patients and the other tenant reach nothing.
 */
let stack: TestStack;
let admin: SignedIn;
let manager: SignedIn;
let house: SignedIn;
let maria: SignedIn;
let adminB: SignedIn;
let companyId: string;
const call = callerOf(() => stack.gatewayUrl);
const owner = <T>(text: string, params: unknown[] = []) => stack.services.ctx.db.query<T>(text, params);

const FIELDS = `id status detectedAt occurredAt description dataCategories affectedSubjects risk measures anpdNotifiedAt
  subjectsNotifiedAt notNotifiedReason notificationDue complementDue notificationOwed notificationOverdue keptUntil
  recordedByName closedByName closedAt createdAt updatedAt`;
const RECORD = `mutation($i: SecurityIncidentInput!) { recordSecurityIncident(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $i: SecurityIncidentInput!) { updateSecurityIncident(id: $id, input: $i) { ${FIELDS} } }`;
const CLOSE = `mutation($id: ID!) { closeSecurityIncident(id: $id) { ${FIELDS} } }`;
const LIST = `query($status: SecurityIncidentStatus) { securityIncidents(perPage: 100, filter: { status: $status }) { total items { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { securityIncident(id: $id) { ${FIELDS} } }`;

type Incident = Record<string, unknown> & { id: string; status: string; updatedAt: string };

/** Known on Wednesday 18 November 2026 in São Paulo: Friday the 20th (Consciência Negra) and the weekend are skipped. */
const LEAK = {
  detectedAt: '2026-11-18T10:00:00-03:00',
  occurredAt: '2026-11-17T22:30:00-03:00',
  description: 'Planilha com nomes e CIDs de pacientes enviada por e-mail a um fornecedor errado',
  dataCategories: ['IDENTIFICATION', 'HEALTH'],
  affectedSubjects: 42,
  risk: 'RELEVANT',
};
const count = async () => (await owner<{ n: number }>('select count(*)::int as n from security_incident'))[0]!.n;

beforeAll(async () => {
  stack = await startStack();
  [admin, manager, house, maria, adminB] = await signInInTurn(stack, 'admin', 'manager', 'house', 'maria', 'adminB');
  companyId = admin.viewer.companyId!;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('T20 the register of security incidents', () => {
  let leak: Incident;

  it('a clinic administrator registers an incident and reads its deadlines, in both languages', async () => {
    leak = ok(await call<{ recordSecurityIncident: Incident }>(admin, RECORD, { i: LEAK })).recordSecurityIncident;
    expect(leak).toMatchObject({
      status: 'OPEN',
      detectedAt: '2026-11-18T13:00:00.000Z',
      occurredAt: '2026-11-18T01:30:00.000Z',
      dataCategories: ['IDENTIFICATION', 'HEALTH'],
      affectedSubjects: 42,
      risk: 'RELEVANT',
      measures: null,
      notificationDue: '2026-11-24',
      complementDue: '2026-12-17',
      notificationOwed: true,
      // The due day is past on any day this test runs.
      notificationOverdue: true,
      closedAt: null,
    });
    expect(leak.recordedByName).toBeTruthy();
    // Kept until the same day five years on, São Paulo's calendar (a 29 February: the 28th).
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(leak.createdAt as string));
    const monthDay = day.slice(5) === '02-29' ? '02-28' : day.slice(5);
    expect(leak.keptUntil).toBe(`${Number(day.slice(0, 4)) + 5}-${monthDay}`);
    const list = ok(await call<{ securityIncidents: { total: number; items: Incident[] } }>(admin, LIST, { status: 'OPEN' }));
    expect(list.securityIncidents.items.map((i) => i.id)).toContain(leak.id);
  });

  it('bad input names the field in the caller’s language and registers nothing', async () => {
    const before = await count();
    const future = await call(admin, RECORD, { i: { ...LEAK, detectedAt: '2999-01-01T00:00:00Z' } }, 'pt');
    expect(codeOf(future)).toBe('BAD_INPUT');
    expect(fieldsOf(future)).toEqual([{ field: 'detectedAt', message: 'Conhecido em não pode estar no futuro' }]);
    const late = await call(admin, RECORD, { i: { ...LEAK, occurredAt: '2026-11-19T10:00:00-03:00', dataCategories: [] } }, 'en');
    expect(fieldsOf(late)).toEqual(
      expect.arrayContaining([
        { field: 'occurredAt', message: 'The incident cannot have happened after it became known' },
        { field: 'dataCategories', message: 'Data affected is required' },
      ]),
    );
    const early = await call(admin, RECORD, { i: { ...LEAK, anpdNotifiedAt: '2026-11-17T10:00:00-03:00' } }, 'pt');
    expect(fieldsOf(early)).toEqual([
      { field: 'anpdNotifiedAt', message: 'ANPD comunicada em não pode ser anterior ao conhecimento do incidente' },
    ]);
    expect(await count()).toBe(before);
  });

  it('closing waits for the measures and both communications; the answer names what is missing', async () => {
    const refused = await call(admin, CLOSE, { id: leak.id }, 'pt');
    expect(codeOf(refused)).toBe('BAD_INPUT');
    expect(fieldsOf(refused)).toEqual([
      { field: 'measures', message: 'O campo Medidas adotadas não foi informado' },
      { field: 'anpdNotifiedAt', message: 'O campo ANPD comunicada em não foi informado' },
      { field: 'subjectsNotifiedAt', message: 'O campo Titulares comunicados em não foi informado' },
    ]);
    const completed = ok(
      await call<{ updateSecurityIncident: Incident }>(admin, UPDATE, {
        id: leak.id,
        i: {
          ...LEAK,
          measures: 'Fornecedor apagou a planilha e confirmou por escrito; envio de planilhas por e-mail bloqueado',
          anpdNotifiedAt: '2026-11-20T09:00:00-03:00',
          subjectsNotifiedAt: '2026-11-23T09:00:00-03:00',
        },
      }),
    ).updateSecurityIncident;
    expect(completed).toMatchObject({ status: 'OPEN', notificationOwed: false, notificationOverdue: false });
    const closed = ok(await call<{ closeSecurityIncident: Incident }>(admin, CLOSE, { id: leak.id })).closeSecurityIncident;
    expect(closed).toMatchObject({ status: 'CLOSED', closedByName: leak.recordedByName });
    expect(closed.closedAt).toBeTruthy();
  });

  it('a closed entry never changes: the gateway answers CONFLICT and the database refuses it too', async () => {
    const r = await call(admin, UPDATE, { id: leak.id, i: { ...LEAK, description: 'Reescrito' } }, 'en');
    expect(codeOf(r)).toBe('CONFLICT');
    expect(fieldsOf(r)).toEqual([{ field: 'status', message: 'This incident is closed and its entry cannot change' }]);
    expect(codeOf(await call(admin, CLOSE, { id: leak.id }))).toBe('CONFLICT');
    const refusal = await inScope(stack.services.ctx.db, { companyId, userId: null }, (tx) =>
      tx.execute(sql`update security_incident set description = 'Reescrito' where id = ${leak.id}`),
    ).then(
      () => null,
      (e: { cause?: { message?: string }; message: string }) => e.cause?.message ?? e.message,
    );
    expect(refusal).toMatch(/closed security incident entry never changes/);
    const [row] = await owner<{ description: string }>('select description from security_incident where id = $1', [leak.id]);
    expect(row!.description).toBe(LEAK.description);
  });

  it('a low-risk incident closes with its measures alone and owes no communication', async () => {
    const lost = ok(
      await call<{ recordSecurityIncident: Incident }>(admin, RECORD, {
        i: {
          detectedAt: new Date(Date.now() - 3_600_000).toISOString(),
          description: 'Notebook da recepção furtado; disco cifrado e senha forte',
          dataCategories: ['CONTACT'],
          risk: 'LOW',
          measures: 'Acesso do aparelho revogado; boletim de ocorrência registrado',
          notNotifiedReason: 'Disco cifrado: os dados não ficaram acessíveis',
        },
      }),
    ).recordSecurityIncident;
    expect(lost).toMatchObject({ notificationOwed: false, notificationOverdue: false, affectedSubjects: null });
    expect(ok(await call<{ closeSecurityIncident: Incident }>(admin, CLOSE, { id: lost.id })).closeSecurityIncident.status).toBe('CLOSED');
  });

  it('managers, doctors, patients and the other clinic reach nothing, and change nothing', async () => {
    const before = await count();
    for (const who of [manager, house, maria]) {
      expect(codeOf(await call(who, LIST))).toBe('ACCESS_DENIED');
      expect(codeOf(await call(who, RECORD, { i: LEAK }))).toBe('ACCESS_DENIED');
      expect(codeOf(await call(who, CLOSE, { id: leak.id }))).toBe('ACCESS_DENIED');
    }
    // Bem Viver's administrator: an id of Saúde Total's is an unknown id.
    expect(ok(await call<{ securityIncident: null }>(adminB, ONE, { id: leak.id })).securityIncident).toBeNull();
    expect(codeOf(await call(adminB, UPDATE, { id: leak.id, i: LEAK }))).toBe('NOT_FOUND');
    const theirs = ok(await call<{ securityIncidents: { items: Incident[] } }>(adminB, LIST)).securityIncidents.items;
    expect(theirs.map((i) => i.id)).not.toContain(leak.id);
    expect(await count()).toBe(before);
  });
});

describe('T20 retention: incident register ≥ 5 years, access log ≥ 6 months', () => {
  it('the configured figures are the legal floors', () => {
    expect(INCIDENT_REGISTER_RETENTION_YEARS).toBeGreaterThanOrEqual(5);
    expect(ACCESS_LOG_RETENTION_MONTHS).toBeGreaterThanOrEqual(6);
  });

  it('the application may not delete an entry of the register nor of the access log', async () => {
    const [incident] = await owner<{ id: string }>('select id from security_incident limit 1');
    for (const statement of [sql`delete from security_incident where id = ${incident!.id}`, sql`delete from record_access`]) {
      const refusal = await inScope(stack.services.ctx.db, { companyId, userId: null }, (tx) => tx.execute(statement)).then(
        () => null,
        (e: { cause?: { message?: string }; message: string }) => e.cause?.message ?? e.message,
      );
      expect(refusal).toMatch(/permission denied/);
    }
  });

  it('not even the database owner deletes an entry before 5 years from its registration; after, it may', async () => {
    const [row] = await owner<{ id: string; at: string }>(
      `select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from security_incident limit 1`,
    );
    const shifted = (ms: number) => {
      const d = new Date(row!.at);
      d.setUTCFullYear(d.getUTCFullYear() + 5);
      return new Date(d.getTime() + ms).toISOString();
    };
    /** The owner's deletion at the instant `at`, always rolled back; answers the rows left, or the refusal. */
    const removeAt = (at: string) =>
      stack.services.ctx.db.orm
        .transaction(async (tx) => {
          await tx.execute(sql`select set_config('app.now', ${at}, true)`);
          await tx.execute(sql`delete from security_incident where id = ${row!.id}`);
          const left = await tx.execute(sql`select count(*)::int as n from security_incident where id = ${row!.id}`);
          throw Object.assign(new Error('rollback'), { left: (left as unknown as { rows: Array<{ n: number }> }).rows[0]!.n });
        })
        .catch((e: { left?: number; cause?: { message?: string }; message: string }) => e.left ?? e.cause?.message ?? e.message);
    expect(await removeAt(new Date().toISOString())).toMatch(/keeps a security incident for 5 years/);
    expect(await removeAt(shifted(-1000))).toMatch(/keeps a security incident for 5 years/);
    expect(await removeAt(shifted(1000))).toBe(0);
    expect((await owner<{ n: number }>('select count(*)::int as n from security_incident where id = $1', [row!.id]))[0]!.n).toBe(1);
  });
});
