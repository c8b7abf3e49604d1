import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestChain, issueA1 } from '@teleconsulta/services/clinical-document/signing/test-chain';
import { inScope } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { codeOf, fieldsOf, ok } from './harness/gateway-call.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { missingPdfsigTools, nssDatabase, pdfsigReport } from './harness/pdfsig.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * Clinical documents through the gateway against the real services and database (issue 19): Dr. House keeps an A1 of
 * a local ICP-Brasil-shaped chain, issues and signs a prescription from Maria's appointment, and the PDF verifies with
 * pdfsig trusting only that chain's root; who reads it; the public validation and the dispensing race; corrections.
 */
const HOUSE_CPF = '93541134780'; // the demo seed's
const PASSWORD = 'senha-do-certificado';
const pdfsigMissing = missingPdfsigTools().length > 0;

let stack: TestStack;
let house: SignedIn;
let maria: SignedIn;
let joao: SignedIn;
let manager: SignedIn;
let adminB: SignedIn;
let rep: SignedIn;
let ana: SignedIn;
let admin: SignedIn;
let pedroAppointmentId: string;
let dir: string;
let appointmentId: string;

const as = (s: SignedIn | null, locale: string) => ({ token: s?.accessToken ?? null, locale, companyId: s?.viewer.companyId ?? null });
const call = <T = Record<string, unknown>>(who: SignedIn | null, query: string, variables: Record<string, unknown> = {}, locale = 'en') =>
  gql<T>(stack.gatewayUrl, query, variables, as(who, locale) as never);

const DOCUMENT = `id kind code secret signatureStatus sha256 url validationPath supersedesId supersededById personName professionalName
  prescription { specialControl items { medication route } } certificate { days cid } dispensings { extent pharmacistName }`;
type Doc = {
  id: string;
  kind: string;
  code: string;
  secret: string;
  signatureStatus: string;
  sha256: string;
  url: string;
  supersedesId: string | null;
  supersededById: string | null;
  dispensings: Array<{ extent: string }>;
  prescription: { specialControl: boolean } | null;
};
const ISSUE = `mutation($input: IssueClinicalDocumentInput!) { issueClinicalDocument(input: $input) { signingError document { ${DOCUMENT} } } }`;
const LIST = `query($appointmentId: ID, $personId: ID) { clinicalDocuments(appointmentId: $appointmentId, personId: $personId) { ${DOCUMENT} } }`;
const VALIDATION = `query($code: String!) { documentValidation(code: $code) {
  code kind professionalName professionalRegistration signatureStatus signerName sha256 superseded dispensed dispensingCount specialControl } }`;
const OUTBOX = 'query { outbox(perPage: 10) { items { to template text } } }';
const DISPENSE = `mutation($code: String!, $input: DispensingInput!) { dispenseClinicalDocument(code: $code, input: $input) { dispensed dispensingCount } }`;

const prescription = (specialControl = false) => ({
  items: [
    { medication: 'Amoxicilina 500 mg', dosage: '1 cápsula de 8 em 8 horas', route: 'ORAL', quantity: '21 cápsulas', duration: '7 dias' },
  ],
  specialControl,
});
const issue = async (input: Record<string, unknown>, who = house) =>
  call<{ issueClinicalDocument: { signingError: string | null; document: Doc } }>(who, ISSUE, { input: { appointmentId, ...input } });
const pharmacist = (secret: string, extent = 'WHOLE') => ({
  secret,
  pharmacistName: 'Fernanda Farmacêutica',
  pharmacistRegistration: '12345',
  pharmacistState: 'SP',
  extent,
});

async function download(url: string): Promise<Response> {
  return fetch(new URL(url, stack.gatewayUrl));
}

beforeAll(async () => {
  stack = await startStack();
  [house, maria, joao, manager, adminB, rep, ana, admin] = await signInAs(
    stack,
    'house',
    'maria',
    'joao',
    'manager',
    'adminB',
    'rep',
    'ana',
    'admin',
  );
  dir = await mkdtemp(join(tmpdir(), 'documents-'));
  const list = ok(
    await call<{ appointments: { items: Array<{ id: string; patientName: string; professionalName: string; status: string }> } }>(
      manager,
      'query { appointments(perPage: 100) { items { id patientName professionalName status } } }',
    ),
  );
  appointmentId = list.appointments.items.find(
    (a) =>
      a.patientName.startsWith('Maria Silva') && a.professionalName === 'Dr. Gregório House' && a.status === 'FINISHED_BY_PROFESSIONAL',
  )!.id;
  pedroAppointmentId = list.appointments.items.find(
    (a) => a.patientName.startsWith('Pedro Silva') && a.professionalName === 'Dra. Ana Pediatra' && a.status === 'FINISHED_BY_PROFESSIONAL',
  )!.id;
});
afterAll(async () => {
  await stack?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the demo doctors', () => {
  it('sign with the demo certificate and its README password; a dependent’s document names the guardian', async () => {
    const r = ok(
      await call<{ issueClinicalDocument: { signingError: string | null; document: Doc & { personName: string } } }>(ana, ISSUE, {
        input: { appointmentId: pedroAppointmentId, kind: 'CERTIFICATE', certificate: { days: 1, remarks: null }, password: 'certificado' },
      }),
    );
    expect(r.issueClinicalDocument.signingError).toBeNull();
    expect(r.issueClinicalDocument.document).toMatchObject({ signatureStatus: 'SIGNED', personName: 'Pedro Silva' });
    const v = ok(
      await call<{ documentValidation: Record<string, unknown> }>(null, VALIDATION, { code: r.issueClinicalDocument.document.code }),
    );
    expect(v.documentValidation).toMatchObject({ signerName: 'ANA PEDIATRA', professionalRegistration: 'CRM-SP 654321' });
  });
});

describe('the A1 certificate', () => {
  const chain = createTestChain('Integracao');
  const own = issueA1(chain, { name: 'GREGORIO HOUSE', cpf: HOUSE_CPF, birthDate: '1970-06-11' }, PASSWORD);
  beforeAll(() => writeFile(join(dir, 'root.pem'), chain.rootPem));
  const upload = (pkcs12: Buffer, password: string, who = house) =>
    call(who, 'mutation($p: String!, $w: String!) { uploadSigningCertificate(pkcs12Base64: $p, password: $w) { holderCpf issuerName } }', {
      p: pkcs12.toString('base64'),
      w: password,
    });

  it('is refused with its reason and nothing kept: not a PKCS#12, a wrong password, another CPF', async () => {
    const before = ok(
      await call<{ mySigningCertificate: { fingerprint: string } | null }>(house, 'query { mySigningCertificate { fingerprint } }'),
    );
    const notP12 = await upload(Buffer.from('not a certificate'), PASSWORD);
    expect(fieldsOf(notP12).map((f) => f.field)).toEqual(['pkcs12Base64']);
    const wrong = await upload(own.pkcs12, 'wrong');
    expect(fieldsOf(wrong)).toEqual([{ field: 'password', message: 'The certificate password is wrong' }]);
    const other = issueA1(chain, { name: 'OUTRA PESSOA', cpf: '52998224725', birthDate: '1985-04-12' }, PASSWORD);
    expect(fieldsOf(await upload(other.pkcs12, PASSWORD)).map((f) => f.field)).toEqual(['pkcs12Base64']);
    const after = ok(
      await call<{ mySigningCertificate: { fingerprint: string } | null }>(house, 'query { mySigningCertificate { fingerprint } }'),
    );
    expect(after).toEqual(before);
  });

  it('is kept for the professional, who alone sees it; a patient cannot upload one', async () => {
    const saved = ok(await upload(own.pkcs12, PASSWORD)) as { uploadSigningCertificate: { holderCpf: string; issuerName: string } };
    expect(saved.uploadSigningCertificate).toEqual({ holderCpf: HOUSE_CPF, issuerName: 'AC Integracao v1' });
    expect(codeOf(await upload(own.pkcs12, PASSWORD, maria))).toBe('ACCESS_DENIED');
  });
});

describe('a prescription', () => {
  let signed: Doc;

  it('is issued and signed from the appointment, and its PDF verifies with pdfsig trusting the chain', async () => {
    const r = ok(await issue({ kind: 'PRESCRIPTION', prescription: prescription(), password: PASSWORD }));
    expect(r.issueClinicalDocument.signingError).toBeNull();
    signed = r.issueClinicalDocument.document;
    expect(signed).toMatchObject({ kind: 'PRESCRIPTION', signatureStatus: 'SIGNED', supersedesId: null });
    expect(signed.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const file = await download(signed.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await file.arrayBuffer());
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(signed.sha256);
    if (pdfsigMissing) return;
    await writeFile(join(dir, 'prescription.pdf'), bytes);
    const report = pdfsigReport(join(dir, 'prescription.pdf'), nssDatabase(dir, 'trusted', join(dir, 'root.pem')));
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Certificate Validation: Certificate is Trusted.');
    expect(report).toContain('Signer Certificate Common Name: GREGORIO HOUSE');
  });

  it('is mailed to the patient: who issued what, and the link to the appointment — never its content', async () => {
    const { outbox } = ok(await call<{ outbox: { items: Array<{ to: string; template: string; text: string }> } }>(admin, OUTBOX));
    const mail = outbox.items.find((m) => m.template === 'clinical_document_issued' && m.to === 'maria@example.com');
    expect(mail?.text).toContain('Dr. Gregório House emitiu uma receita para Maria Silva em Clínica Saúde Total.');
    expect(mail?.text).toContain(`/login?next=${encodeURIComponent(`/appointment/detail/${appointmentId}`)}`);
    expect(mail?.text).not.toMatch(/Amoxicilina|cápsula/);
  });

  it('with a wrong password is issued unsigned, and says why', async () => {
    const r = ok(await issue({ kind: 'EXAM_REQUEST', examRequest: { exams: ['Hemograma completo'] }, password: 'wrong' }));
    expect(r.issueClinicalDocument.signingError).toBe('WRONG_PASSWORD');
    expect(r.issueClinicalDocument.document.signatureStatus).toBe('UNSIGNED');
  });

  it('is read by the patient, the professional and the manager; not by another patient, another clinic or reception', async () => {
    for (const who of [house, maria, manager]) {
      const docs = ok(await call<{ clinicalDocuments: Doc[] }>(who, LIST, { appointmentId })).clinicalDocuments;
      expect(docs.map((d) => d.id)).toContain(signed.id);
    }
    const ownRecord = ok(await call<{ clinicalDocuments: Doc[] }>(maria, LIST, { personId: await personIdOf(maria) })).clinicalDocuments;
    expect(ownRecord.map((d) => d.id)).toContain(signed.id);
    // The clinic side's read of her documents is in her log of who accessed her record; her own read is not.
    const ACCESSES = 'query { recordAccesses(perPage: 1) { total items { readerName kind types } } }';
    const before = ok(await call<{ recordAccesses: { total: number } }>(maria, ACCESSES)).recordAccesses.total;
    ok(await call(house, LIST, { personId: await personIdOf(maria) }));
    const log = ok(await call<{ recordAccesses: { total: number; items: unknown[] } }>(maria, ACCESSES)).recordAccesses;
    expect(log.total).toBe(before + 1);
    expect(log.items[0]).toEqual({
      readerName: 'Dr. Gregório House',
      kind: 'HISTORY',
      types: ['PRESCRIPTION', 'EXAM', 'MEDICAL_REFERRAL'],
    });
    for (const who of [joao, adminB, rep]) {
      const r = await call(who, LIST, { appointmentId });
      expect(r.data?.clinicalDocuments ?? null).toBeNull();
      expect(['NOT_FOUND', 'ACCESS_DENIED']).toContain(codeOf(r));
    }
  });

  it('is downloaded through a link signed for its reader: the download is in her log as theirs, and the link is theirs alone', async () => {
    const ACCESSES = 'query { recordAccesses(perPage: 1) { total items { readerName kind itemType } } }';
    const [doc] = ok(await call<{ clinicalDocuments: Doc[] }>(manager, LIST, { appointmentId })).clinicalDocuments.filter(
      (d) => d.id === signed.id,
    );
    const link = new URL(doc!.url, stack.gatewayUrl);
    expect(link.searchParams.get('u')).toBe(manager.viewer.id);
    const before = ok(await call<{ recordAccesses: { total: number } }>(maria, ACCESSES)).recordAccesses.total;
    const file = await download(doc!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const log = ok(await call<{ recordAccesses: { total: number; items: unknown[] } }>(maria, ACCESSES)).recordAccesses;
    expect(log.total).toBe(before + 1);
    expect(log.items[0]).toEqual({ readerName: manager.viewer.name, kind: 'ITEM', itemType: 'PRESCRIPTION' });
    // Another reader's id, or none, under the manager's signature: refused, and nothing more in her log.
    for (const reader of [joao.viewer.id, null]) {
      const forged = new URL(link);
      if (reader) forged.searchParams.set('u', reader);
      else forged.searchParams.delete('u');
      expect((await fetch(forged)).status).toBe(403);
    }
    expect(ok(await call<{ recordAccesses: { total: number } }>(maria, ACCESSES)).recordAccesses.total).toBe(before + 1);
  });

  it('shows on the public validation page without medicines or patient, and is dispensed once with the printed code', async () => {
    const v = ok(await call<{ documentValidation: Record<string, unknown> }>(null, VALIDATION, { code: signed.code })).documentValidation;
    expect(v).toMatchObject({
      kind: 'PRESCRIPTION',
      professionalName: 'Dr. Gregório House',
      professionalRegistration: 'CRM-SP 123456',
      signatureStatus: 'SIGNED',
      signerName: 'GREGORIO HOUSE',
      sha256: signed.sha256,
      superseded: false,
      dispensed: false,
    });
    expect(JSON.stringify(v)).not.toMatch(/Amoxicilina|Maria/);
    expect(ok(await call(null, VALIDATION, { code: 'ABCDEFGHJKMNPQRS' })).documentValidation).toBeNull();
    const wrong = await call(null, DISPENSE, { code: signed.code, input: pharmacist('ZZZZZZZZ') });
    expect(fieldsOf(wrong).map((f) => f.field)).toEqual(['secret']);
    const partial = ok(
      await call<{ dispenseClinicalDocument: { dispensed: boolean } }>(null, DISPENSE, {
        code: signed.code,
        input: pharmacist(signed.secret, 'PARTIAL'),
      }),
    );
    expect(partial.dispenseClinicalDocument).toEqual({ dispensed: false, dispensingCount: 1 });
    const whole = ok(await call(null, DISPENSE, { code: signed.code, input: pharmacist(signed.secret) }));
    expect(whole.dispenseClinicalDocument).toEqual({ dispensed: true, dispensingCount: 2 });
    const again = await call(null, DISPENSE, { code: signed.code, input: pharmacist(signed.secret) });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(fieldsOf(again)).toEqual([{ field: 'extent', message: 'This prescription was already dispensed' }]);
  });

  it('answers ITI’s validator with its JSON contract and the signed file, and sends a browser to the page', async () => {
    const iti = (code: string, secret: string) =>
      fetch(new URL(`/media/documents/${code}?_format=application/validador-iti%2Bjson&_secretCode=${secret}`, stack.gatewayUrl));
    const answer = await iti(signed.code, signed.secret);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { version: string; prescription: { signatureFiles: Array<{ url: string }> } };
    expect(body.version).toBe('1.0.0');
    const file = await fetch(body.prescription.signatureFiles[0]!.url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const { createHash } = await import('node:crypto');
    expect(
      createHash('sha256')
        .update(Buffer.from(await file.arrayBuffer()))
        .digest('hex'),
    ).toBe(signed.sha256);
    expect((await iti(signed.code, 'WRONGSEC')).status).toBe(401);
    expect((await iti('ABCDEFGHJKMNPQRS', signed.secret)).status).toBe(404);
    // The file itself: a wrong secret and one that cannot be a secret are both 401, an unknown code 404.
    const pdfOf = (code: string, secret: string) =>
      fetch(new URL(`/media/documents/${code}/file.pdf?${new URLSearchParams({ _secretCode: secret })}`, stack.gatewayUrl));
    expect((await pdfOf(signed.code, 'WRONGSEC')).status).toBe(401);
    expect((await pdfOf(signed.code, 'not a secret!')).status).toBe(401);
    expect((await pdfOf('ABCDEFGHJKMNPQRS', signed.secret)).status).toBe(404);
    const browser = await fetch(new URL(`/media/documents/${signed.code}`, stack.gatewayUrl), { redirect: 'manual' });
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe(`/d/${signed.code}`);
  });

  it('of special control is dispensed once when two pharmacies try at the same time', async () => {
    const special = ok(await issue({ kind: 'PRESCRIPTION', prescription: prescription(true), password: PASSWORD })).issueClinicalDocument
      .document;
    expect(special.prescription).toMatchObject({ specialControl: true });
    const tries = await Promise.all(
      Array.from({ length: 4 }, () => call(null, DISPENSE, { code: special.code, input: pharmacist(special.secret, 'PARTIAL') })),
    );
    expect(tries.filter((t) => !t.errors).length).toBe(1);
    expect(tries.filter((t) => codeOf(t) === 'CONFLICT').length).toBe(3);
    const v = ok(await call<{ documentValidation: { dispensingCount: number } }>(null, VALIDATION, { code: special.code }));
    expect(v.documentValidation).toMatchObject({ dispensed: true, dispensingCount: 1 });
  });

  it('is corrected by a new document that supersedes it; both stay, and a second correction is refused', async () => {
    const fixed = ok(await issue({ kind: 'PRESCRIPTION', prescription: prescription(), supersedesId: signed.id, password: PASSWORD }))
      .issueClinicalDocument.document;
    expect(fixed.supersedesId).toBe(signed.id);
    const docs = ok(await call<{ clinicalDocuments: Doc[] }>(maria, LIST, { appointmentId })).clinicalDocuments;
    expect(docs.find((d) => d.id === signed.id)?.supersededById).toBe(fixed.id);
    expect(
      ok(await call<{ documentValidation: { superseded: boolean } }>(null, VALIDATION, { code: signed.code })).documentValidation
        .superseded,
    ).toBe(true);
    const twice = await issue({ kind: 'PRESCRIPTION', prescription: prescription(), supersedesId: signed.id });
    expect(codeOf(twice)).toBe('CONFLICT');
  });
});

describe('immutability, for the application’s own database role', () => {
  /** Runs one statement as the application does (its role, the tenant set); answers the database's refusal, if any. */
  const refusal = async (statement: ReturnType<typeof sql>) =>
    inScope(stack.services.ctx.db, { companyId: house.viewer.companyId, userId: null }, (tx) => tx.execute(statement)).then(
      () => null,
      (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message,
    );

  it('a signed document never changes, nothing is deleted, and dispensings and accesses stay as written', async () => {
    const docs = ok(await call<{ clinicalDocuments: Doc[] }>(house, LIST, { appointmentId })).clinicalDocuments;
    const signed = docs.find((d) => d.signatureStatus === 'SIGNED')!;
    expect(await refusal(sql`update clinical_document set content = '{}'::jsonb where id = ${signed.id}`)).toMatch(/permission denied/);
    expect(await refusal(sql`update clinical_document set sha256 = repeat('0', 64) where id = ${signed.id}`)).toMatch(
      /a signed clinical document never changes/,
    );
    expect(await refusal(sql`delete from clinical_document where id = ${signed.id}`)).toMatch(/permission denied/);
    expect(await refusal(sql`update clinical_document_dispensing set remarks = 'changed'`)).toMatch(/permission denied/);
    expect(await refusal(sql`delete from clinical_document_dispensing`)).toMatch(/permission denied/);
    const after = ok(await call<{ clinicalDocuments: Doc[] }>(house, LIST, { appointmentId })).clinicalDocuments;
    // The same document (its download link aside, which is signed anew each minute).
    expect({ ...after.find((d) => d.id === signed.id), url: null }).toEqual({ ...signed, url: null });
  });
});

describe('bad input', () => {
  it('names the field and issues nothing', async () => {
    const before = ok(await call<{ clinicalDocuments: Doc[] }>(house, LIST, { appointmentId })).clinicalDocuments.length;
    const noItems = await issue({ kind: 'PRESCRIPTION', prescription: { items: [] } });
    expect(fieldsOf(noItems).map((f) => f.field)).toEqual(['prescription.items']);
    const cid = await issue({ kind: 'CERTIFICATE', certificate: { days: 2, cid: 'J069' } });
    expect(fieldsOf(cid)).toEqual([{ field: 'certificate.cidConsent', message: "The CID is printed only with the patient's consent" }]);
    const pt = await call(house, ISSUE, { input: { appointmentId, kind: 'REFERRAL' } }, 'pt-BR');
    expect(fieldsOf(pt)).toEqual([{ field: 'referral', message: 'O campo Encaminhamento é obrigatório' }]);
    expect(ok(await call<{ clinicalDocuments: Doc[] }>(house, LIST, { appointmentId })).clinicalDocuments.length).toBe(before);
  });

  it('missing participants’ data gives SPEC §8’s message with what is missing, in the caller’s language', async () => {
    const input = { appointmentId: pedroAppointmentId, kind: 'PRESCRIPTION', prescription: prescription(true) };
    const pt = await call(ana, ISSUE, { input }, 'pt-BR');
    expect(codeOf(pt)).toBe('PRESCRIPTION_PARTICIPANTS');
    expect(pt.errors?.[0]?.message).toBe('A prescrição não pode ser feita devido a problemas nos dados dos participantes');
    expect(fieldsOf(pt)).toEqual([{ field: 'patient.address', message: 'O campo Endereço do paciente não foi informado' }]);
    const en = await call(ana, ISSUE, { input });
    expect(en.errors?.[0]?.message).toBe("Prescription cannot be made due to participants' data problems");
  });

  it('a certificate keeps the CID with consent, written as J06.9', async () => {
    const r = ok(await issue({ kind: 'CERTIFICATE', certificate: { days: 2, cid: 'J069', cidConsent: true } }));
    expect(r.issueClinicalDocument.document).toMatchObject({ kind: 'CERTIFICATE', certificate: { days: 2, cid: 'J06.9' } });
  });
});

async function personIdOf(who: SignedIn): Promise<string> {
  const r = ok(
    await call<{ appointment: { patientId: string } }>(who, 'query($id: ID!) { appointment(id: $id) { patientId } }', {
      id: appointmentId,
    }),
  );
  return r.appointment.patientId;
}
