import { noteChainBreak } from '@teleconsulta/services/appointment/clinical-note-chain';
import { clinicalNoteVersionRepository } from '@teleconsulta/services/appointment/clinical-note-version.repository';
import { inScope } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInInTurn } from '../harness/demo-logins.js';
import { callerOf, codeOf, fieldsOf, ok } from '../harness/gateway-call.js';
import type { SignedIn } from '../harness/graphql.js';
import { startStack, type TestStack } from '../harness/stack.js';

/**
 * SECURITY.md T23, telemedicine record compliance (CFM 2.314/2022, 2.299/2021, Lei 13.787/2018). Here: the service
 * notes are never rewritten (each edit appends a version, the original is kept and the SHA-256 chain verifies, computed
 * by the database and checked independently); a record is not deleted less than 20 years after its last entry; a
 * prescription without its digital signature is not dispensed. Elsewhere: the room needs a stored consent term
 * (../room.int.test.ts, ../consent.int.test.ts); documents lacking a participant's data are refused
 * (../clinical-document.int.test.ts).
 */
let stack: TestStack;
let house: SignedIn;
let joao: SignedIn;
let manager: SignedIn;
let adminB: SignedIn;
let appointmentId: string;
let companyId: string;
const call = callerOf(() => stack.gatewayUrl);
const owner = <T>(text: string, params: unknown[] = []) => stack.services.ctx.db.query<T>(text, params);

const UPDATE = 'mutation($id: ID!, $input: UpdateAppointmentInput!) { updateAppointment(id: $id, input: $input) { id notes } }';
const HISTORY = `query($id: ID!) { appointment(id: $id) { id noteHistory { intact versions {
  version notes orientation cid10 upshot authorName recordedAt hash } } } }`;
type History = {
  intact: boolean;
  versions: Array<{ version: number; notes: string | null; cid10: string | null; authorName: string | null; hash: string }>;
};
const history = async (who: SignedIn, id = appointmentId) =>
  ok(await call<{ appointment: { noteHistory: History | null } }>(who, HISTORY, { id })).appointment.noteHistory;

/** A statement as the application runs it (its role, the tenant set, the clock at `at`); the database's refusal, if any. */
const refusal = (statement: ReturnType<typeof sql>, at?: string) =>
  inScope(stack.services.ctx.db, { companyId, userId: null }, async (tx) => {
    if (at) await tx.execute(sql`select set_config('app.now', ${at}, true)`);
    await tx.execute(statement);
  }).then(
    () => null,
    (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message,
  );

beforeAll(async () => {
  stack = await startStack();
  [house, joao, manager, adminB] = await signInInTurn(stack, 'house', 'joao', 'manager', 'adminB');
  companyId = house.viewer.companyId!;
  type Listed = { id: string; patientName: string; professionalName: string; status: string; paidAt: string | null };
  const list = ok(
    await call<{ appointments: { items: Listed[] } }>(
      manager,
      'query { appointments(perPage: 100) { items { id patientName professionalName status paidAt } } }',
    ),
  );
  appointmentId = list.appointments.items.find(
    (a) =>
      a.patientName.startsWith('João Souza') &&
      a.professionalName === 'Dr. Gregório House' &&
      a.status === 'SCHEDULED' &&
      a.paidAt === null,
  )!.id;
});
afterAll(async () => {
  await stack?.close();
});

describe('T23 the service notes are versioned, never rewritten', () => {
  it('each edit appends a version; the first text is kept; the chain verifies here as in the database', async () => {
    expect((await history(house))!.versions).toEqual([]);
    ok(await call(house, UPDATE, { id: appointmentId, input: { notes: 'Dor torácica aos esforços há 2 semanas.' } }));
    ok(await call(house, UPDATE, { id: appointmentId, input: { notes: 'Dor torácica aos esforços há 2 semanas. ECG normal.' } }));
    ok(await call(house, UPDATE, { id: appointmentId, input: { cid10: 'R07.4' } }));
    // A save that changes none of the notes' fields appends nothing.
    ok(await call(house, UPDATE, { id: appointmentId, input: { title: 'Consulta de cardiologia (retorno)' } }));

    const found = (await history(house))!;
    expect(found.intact).toBe(true);
    expect(found.versions.map((v) => [v.version, v.notes, v.cid10, v.authorName])).toEqual([
      [1, 'Dor torácica aos esforços há 2 semanas.', null, 'Dr. Gregório House'],
      [2, 'Dor torácica aos esforços há 2 semanas. ECG normal.', null, 'Dr. Gregório House'],
      [3, 'Dor torácica aos esforços há 2 semanas. ECG normal.', 'R07.4', 'Dr. Gregório House'],
    ]);
    expect(new Set(found.versions.map((v) => v.hash)).size).toBe(3);
    // The hashes the database computed, checked by an implementation of its own (clinical-note-chain.ts).
    const stored = await inScope(stack.services.ctx.db, { companyId, userId: null }, (tx) =>
      clinicalNoteVersionRepository.list(tx, appointmentId),
    );
    expect(stored.map((v) => v.hash.toString('hex'))).toEqual(found.versions.map((v) => v.hash));
    expect(noteChainBreak(stored)).toBeNull();
  });

  it('the manager reads the history; the patient does not (the notes are never his), nor another clinic', async () => {
    expect((await history(manager))!.versions).toHaveLength(3);
    // João is the patient: he reads the appointment, not its notes' history.
    const own = ok(await call<{ appointment: { id: string; noteHistory: unknown } | null }>(joao, HISTORY, { id: appointmentId }));
    expect(own.appointment).toMatchObject({ id: appointmentId, noteHistory: null });
    const foreign = await call<{ appointment: unknown }>(adminB, HISTORY, { id: appointmentId });
    expect(foreign.data?.appointment ?? null).toBeNull();
  });

  it('the application can neither change nor delete a version', async () => {
    expect(await refusal(sql`update clinical_note_version set notes = 'Sem queixas.' where appointment_id = ${appointmentId}`)).toMatch(
      /permission denied/,
    );
    expect(await refusal(sql`delete from clinical_note_version where appointment_id = ${appointmentId}`)).toMatch(/permission denied/);
    expect((await history(house))!.versions[0]!.notes).toBe('Dor torácica aos esforços há 2 semanas.');
  });

  it('a version altered behind the application, by the database owner, breaks the chain at that version', async () => {
    await owner(`update clinical_note_version set notes = 'Sem queixas.' where appointment_id = $1 and version = 1`, [appointmentId]);
    const broken = (await history(house))!;
    expect(broken.intact).toBe(false);
    const stored = await inScope(stack.services.ctx.db, { companyId, userId: null }, (tx) =>
      clinicalNoteVersionRepository.list(tx, appointmentId),
    );
    expect(noteChainBreak(stored)).toBe(1);
    await owner(
      `update clinical_note_version set notes = 'Dor torácica aos esforços há 2 semanas.' where appointment_id = $1 and version = 1`,
      [appointmentId],
    );
    expect((await history(house))!.intact).toBe(true);
  });
});

describe('T23 a record is kept 20 years after its last entry', () => {
  it('staff cannot delete an attendance that holds notes, though it is scheduled and unpaid; nothing changes', async () => {
    const r = await call(manager, 'mutation($id: ID!) { deleteAppointment(id: $id) { id } }', { id: appointmentId }, 'pt');
    expect(codeOf(r)).toBe('CONFLICT');
    expect(fieldsOf(r)).toEqual([expect.objectContaining({ field: 'status' })]);
    expect((await history(house))!.versions).toHaveLength(3);
  });

  it('the database refuses the deletion until 20 years after the last entry, and allows it after', async () => {
    const [last] = await owner<{ at: string }>(
      'select to_char(max(recorded_at) at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') as at from clinical_note_version where appointment_id = $1',
      [appointmentId],
    );
    const lastEntry = new Date(last!.at);
    const shifted = (years: number, ms: number) => {
      const d = new Date(lastEntry);
      d.setUTCFullYear(d.getUTCFullYear() + years);
      return new Date(d.getTime() + ms).toISOString();
    };
    const remove = sql`delete from appointment where id = ${appointmentId}`;
    expect(await refusal(remove)).toMatch(/kept for 20 years after its last entry/);
    expect(await refusal(remove, shifted(20, -1000))).toMatch(/kept for 20 years after its last entry/);
    // 20 years on, in a transaction rolled back by the refusal that follows it: the deletion itself goes through.
    const after = await inScope(stack.services.ctx.db, { companyId, userId: null }, async (tx) => {
      await tx.execute(sql`select set_config('app.now', ${shifted(20, 1000)}, true)`);
      await tx.execute(remove);
      const left = await tx.execute(sql`select count(*)::int as n from appointment where id = ${appointmentId}`);
      throw Object.assign(new Error('rollback'), { left });
    }).catch((e: { left?: { rows: Array<{ n: number }> } }) => e.left?.rows[0]?.n);
    expect(after).toBe(0);
    const [still] = await owner<{ n: number }>('select count(*)::int as n from appointment where id = $1', [appointmentId]);
    expect(still!.n).toBe(1);
  });
});

describe('T23 a prescription without its digital signature', () => {
  it('is issued unsigned, shows so on the public page, and no pharmacy can dispense it', async () => {
    const issued = ok(
      await call<{ issueClinicalDocument: { document: { code: string; secret: string; signatureStatus: string } } }>(
        house,
        `mutation($input: IssueClinicalDocumentInput!) { issueClinicalDocument(input: $input) { document { code secret signatureStatus } } }`,
        {
          input: {
            appointmentId,
            kind: 'PRESCRIPTION',
            prescription: {
              items: [
                { medication: 'AAS 100 mg', dosage: '1 comprimido ao dia', route: 'ORAL', quantity: '30 comprimidos', duration: '30 dias' },
              ],
              specialControl: false,
            },
          },
        },
      ),
    ).issueClinicalDocument.document;
    expect(issued.signatureStatus).toBe('UNSIGNED');
    const validation = `query($code: String!) { documentValidation(code: $code) { signatureStatus dispensed dispensingCount } }`;
    expect(ok(await call(null, validation, { code: issued.code })).documentValidation).toEqual({
      signatureStatus: 'UNSIGNED',
      dispensed: false,
      dispensingCount: 0,
    });
    const dispense = `mutation($code: String!, $input: DispensingInput!) { dispenseClinicalDocument(code: $code, input: $input) { dispensed } }`;
    const input = {
      secret: issued.secret,
      pharmacistName: 'Fernanda Farmacêutica',
      pharmacistRegistration: '12345',
      pharmacistState: 'SP',
      extent: 'WHOLE',
    };
    for (const [locale, text] of [
      ['pt', 'Esta receita não tem assinatura digital e não pode ser dispensada'],
      ['en', 'This prescription has no digital signature and cannot be dispensed'],
    ] as const) {
      const refused = await call(null, dispense, { code: issued.code, input }, locale);
      expect(codeOf(refused)).toBe('CONFLICT');
      expect(fieldsOf(refused)).toEqual([expect.objectContaining({ field: 'code', message: text })]);
    }
    expect(ok(await call(null, validation, { code: issued.code })).documentValidation).toMatchObject({ dispensingCount: 0 });
  });
});
