import { inScope } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { putOnDuty } from './harness/emergency-duty.js';
import { NO_RED_FLAGS } from './harness/emergency-flow.js';
import { callerOf, ok } from './harness/gateway-call.js';
import type { SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * The health record's clinical documents and pre-assessments (issue 19 item 6; SPEC §3 history item types): Dr. House
 * issues a prescription, medical certificates (one corrected), an exam request and a referral from Maria's finished
 * appointment; they are her PRESCRIPTION, EXAM and MEDICAL_REFERRAL items, with their whole content (DOCUMENT). Her
 * answered emergency pre-assessment is a QUESTIONNAIRE item. A guardian reads a dependent's documents, not their
 * pre-assessment answers (clinical, unless the company shares clinical data with the responsible).
 */
let stack: TestStack;
let admin: SignedIn; // CA of Clínica Saúde Total
let house: SignedIn; // Dr. Gregório House (D): attends Maria
let ana: SignedIn; // Dra. Ana Pediatra (DC): attends Pedro
let maria: SignedIn; // patient, guardian of Pedro Silva
let ids: { maria: string; pedro: string; house: string; ana: string; mariaVisit: string; pedroVisit: string };

type Doc = { id: string; kind: string; code: string; supersedesId: string | null };
let docs: { prescription: Doc; certificate: Doc; correction: Doc; exam: Doc; referral: Doc; pedros: Doc };

type Item = {
  id: string;
  itemId: string;
  type: string;
  title: string;
  summary: string | null;
  professionalName: string | null;
  appointmentId: string | null;
  content?: Record<string, unknown> | null;
};
type Page = { total: number; items: Item[] };

const ITEM = 'id itemId type title summary professionalName appointmentId';
const CONTENT = `content {
  __typename
  ... on PersonHistoryExam { code requestStatus requesterName }
  ... on PersonHistoryDocument {
    documentId documentKind code signatureStatus signedAt issuedAt supersedesId supersededById
    prescription { specialControl items { medication dosage route quantity duration } }
    certificate { days cid cidConsent remarks }
    examRequest { exams clinicalIndication }
    referral { specialty reason }
    referralSpecialtyName
  }
  ... on PersonHistoryQuestionnaire {
    protocolNumber queueName screeningTitle complaint triagePriority triagePriorityName redFlag triageReasons
    answers { questionId question answer }
  }
}`;
const HISTORY = `query($personId: ID!, $filter: [PersonHistoryItemType!], $professionalId: ID) {
  personHistory(personId: $personId, filter: $filter, professionalId: $professionalId, perPage: 100) { total items { ${ITEM} } }
}`;
const ONE = `query($personId: ID!, $type: PersonHistoryItemType!, $itemId: ID!) {
  personHistoryItem(personId: $personId, itemType: $type, itemId: $itemId) { ${ITEM} ${CONTENT} }
}`;
const ISSUE = `mutation($input: IssueClinicalDocumentInput!) {
  issueClinicalDocument(input: $input) { signingError document { id kind code supersedesId } }
}`;

const call = callerOf(() => stack.gatewayUrl);
const history = async (who: SignedIn, personId: string, variables: Record<string, unknown> = {}, locale = 'en') =>
  ok(await call<{ personHistory: Page | null }>(who, HISTORY, { personId, ...variables }, locale)).personHistory;
const item = async (who: SignedIn, personId: string, type: string, itemId: string, locale = 'en') =>
  ok(await call<{ personHistoryItem: Item | null }>(who, ONE, { personId, type, itemId }, locale)).personHistoryItem;
const issue = async (who: SignedIn, input: Record<string, unknown>) =>
  ok(await call<{ issueClinicalDocument: { document: Doc } }>(who, ISSUE, { input })).issueClinicalDocument.document;

beforeAll(async () => {
  stack = await startStack();
  // Patients join only a queue someone is checked in to (Emergency is offline otherwise).
  await putOnDuty(stack.gatewayUrl);
  [admin, house, ana, maria] = await signInAs(stack, 'admin', 'house', 'ana', 'maria');
  type Visit = { id: string; patientName: string; professionalName: string; doctorId: string; status: string };
  const r = ok(
    await call<{ persons: { items: Array<{ id: string; name: string }> }; appointments: { items: Visit[] } }>(
      admin,
      `query {
        persons(perPage: 100) { items { id name } }
        appointments(perPage: 100) { items { id patientName professionalName doctorId status } }
      }`,
    ),
  );
  const person = (name: string) => r.persons.items.find((p) => p.name === name)!.id;
  const finished = (patient: string, doctor: string) =>
    r.appointments.items.find(
      (a) => a.patientName.startsWith(patient) && a.professionalName === doctor && a.status === 'FINISHED_BY_PROFESSIONAL',
    )!;
  const mariaVisit = finished('Maria Silva', 'Dr. Gregório House');
  const pedroVisit = finished('Pedro Silva', 'Dra. Ana Pediatra');
  ids = {
    maria: person('Maria Silva'),
    pedro: person('Pedro Silva'),
    house: mariaVisit.doctorId,
    ana: pedroVisit.doctorId,
    mariaVisit: mariaVisit.id,
    pedroVisit: pedroVisit.id,
  };
  // Issued without a password: UNSIGNED.
  const appointmentId = ids.mariaVisit;
  const prescription = await issue(house, {
    appointmentId,
    kind: 'PRESCRIPTION',
    prescription: {
      items: [
        {
          medication: 'Amoxicilina 500 mg',
          dosage: '1 cápsula de 8 em 8 horas',
          route: 'ORAL',
          quantity: '21 cápsulas',
          duration: '7 dias',
        },
        { medication: 'Dipirona 1 g', dosage: '1 comprimido se dor', route: 'ORAL', quantity: '10 comprimidos', duration: '5 dias' },
      ],
    },
  });
  const certificate = await issue(house, { appointmentId, kind: 'CERTIFICATE', certificate: { days: 3, remarks: 'Repouso' } });
  const correction = await issue(house, {
    appointmentId,
    kind: 'CERTIFICATE',
    certificate: { days: 5 },
    supersedesId: certificate.id,
  });
  const exam = await issue(house, {
    appointmentId,
    kind: 'EXAM_REQUEST',
    examRequest: { exams: ['Hemograma completo', 'Glicemia de jejum'], clinicalIndication: 'Cansaço há um mês' },
  });
  const referral = await issue(house, {
    appointmentId,
    kind: 'REFERRAL',
    referral: { specialty: '225120', reason: 'Dor torácica aos esforços' },
  });
  const pedros = await issue(ana, { appointmentId: ids.pedroVisit, kind: 'CERTIFICATE', certificate: { days: 1 } });
  docs = { prescription, certificate, correction, exam, referral, pedros };
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

describe('clinical documents in the health record', () => {
  it('prescriptions and medical certificates are PRESCRIPTION items, named in the reader’s language', async () => {
    const en = (await history(admin, ids.maria, { filter: ['PRESCRIPTION'] }))!;
    expect(en.total).toBe(3);
    const byId = (page: Page, id: string) => page.items.find((i) => i.itemId === id)!;
    expect(byId(en, docs.prescription.id)).toMatchObject({
      id: `PRESCRIPTION:${docs.prescription.id}`,
      type: 'PRESCRIPTION',
      title: 'Prescription: Amoxicilina 500 mg, +1',
      summary: 'Unsigned',
      professionalName: 'Dr. Gregório House',
      appointmentId: ids.mariaVisit,
    });
    expect(byId(en, docs.certificate.id)).toMatchObject({
      title: 'Medical certificate: 3 days',
      summary: 'Unsigned · Superseded by a correction',
    });
    expect(byId(en, docs.correction.id)).toMatchObject({
      title: 'Medical certificate: 5 days',
      summary: 'Unsigned · Correction of an earlier document',
    });
    const pt = (await history(admin, ids.maria, { filter: ['PRESCRIPTION'] }, 'pt-BR'))!;
    expect(byId(pt, docs.prescription.id)).toMatchObject({ title: 'Receita: Amoxicilina 500 mg, +1', summary: 'Não assinado' });
    expect(byId(pt, docs.certificate.id)).toMatchObject({
      title: 'Atestado médico: 3 dias',
      summary: 'Não assinado · Substituído por uma correção',
    });
  });

  it('a referral is a MEDICAL_REFERRAL item: the specialty named, then the reason', async () => {
    const en = (await history(admin, ids.maria, { filter: ['MEDICAL_REFERRAL'] }))!;
    expect(en.items).toEqual([
      expect.objectContaining({
        itemId: docs.referral.id,
        title: 'Referral: Cardiology',
        summary: 'Dor torácica aos esforços · Unsigned',
        professionalName: 'Dr. Gregório House',
      }),
    ]);
    const pt = (await history(admin, ids.maria, { filter: ['MEDICAL_REFERRAL'] }, 'pt-BR'))!;
    expect(pt.items[0]).toMatchObject({ title: 'Encaminhamento: Cardiologia', summary: 'Dor torácica aos esforços · Não assinado' });
  });

  it('an exam request is an EXAM item beside the service requests, which keep theirs', async () => {
    const en = (await history(admin, ids.maria, { filter: ['EXAM'] }))!;
    expect(en.total).toBe(3);
    expect(en.items.find((i) => i.itemId === docs.exam.id)).toMatchObject({
      title: 'Hemograma completo, Glicemia de jejum',
      summary: 'Cansaço há um mês · Unsigned',
      appointmentId: ids.mariaVisit,
    });
    expect(
      en.items
        .filter((i) => i.itemId !== docs.exam.id)
        .map((i) => i.title)
        .sort(),
    ).toEqual(['Eletrocardiograma de repouso', 'Hemograma completo e perfil lipídico']);
    const pt = (await history(admin, ids.maria, { filter: ['EXAM'] }, 'pt-BR'))!;
    expect(pt.items.find((i) => i.itemId === docs.exam.id)!.summary).toBe('Cansaço há um mês · Não assinado');
  });

  it('the type filter narrows to the documents asked; the whole history has them all', async () => {
    const two = (await history(admin, ids.maria, { filter: ['PRESCRIPTION', 'MEDICAL_REFERRAL'] }))!;
    expect(two.total).toBe(4);
    expect(new Set(two.items.map((i) => i.type))).toEqual(new Set(['PRESCRIPTION', 'MEDICAL_REFERRAL']));
    const all = (await history(admin, ids.maria))!;
    const issued = [docs.prescription, docs.certificate, docs.correction, docs.exam, docs.referral].map((d) => d.id);
    expect(all.items.filter((i) => issued.includes(i.itemId)).map((i) => i.type)).toHaveLength(5);
    // Someone else's documents are not hers.
    expect(all.items.some((i) => i.itemId === docs.pedros.id)).toBe(false);
  });

  it('personHistoryItem answers a document’s whole content (DOCUMENT), and a service request’s as before', async () => {
    const prescription = (await item(admin, ids.maria, 'PRESCRIPTION', docs.prescription.id))!;
    expect(prescription.content).toMatchObject({
      __typename: 'PersonHistoryDocument',
      documentId: docs.prescription.id,
      documentKind: 'PRESCRIPTION',
      code: docs.prescription.code,
      signatureStatus: 'UNSIGNED',
      signedAt: null,
      supersedesId: null,
      supersededById: null,
      prescription: {
        specialControl: false,
        items: [
          expect.objectContaining({ medication: 'Amoxicilina 500 mg', route: 'ORAL', quantity: '21 cápsulas' }),
          expect.objectContaining({ medication: 'Dipirona 1 g', duration: '5 dias' }),
        ],
      },
      certificate: null,
      examRequest: null,
      referral: null,
    });
    const certificate = (await item(maria, ids.maria, 'PRESCRIPTION', docs.certificate.id))!;
    expect(certificate.content).toMatchObject({
      documentKind: 'CERTIFICATE',
      certificate: { days: 3, cid: null, cidConsent: false, remarks: 'Repouso' },
      supersededById: docs.correction.id,
      prescription: null,
    });
    expect((await item(admin, ids.maria, 'PRESCRIPTION', docs.correction.id))!.content).toMatchObject({
      supersedesId: docs.certificate.id,
      certificate: { days: 5 },
    });
    const exam = (await item(admin, ids.maria, 'EXAM', docs.exam.id))!;
    expect(exam.content).toMatchObject({
      __typename: 'PersonHistoryDocument',
      documentKind: 'EXAM_REQUEST',
      examRequest: { exams: ['Hemograma completo', 'Glicemia de jejum'], clinicalIndication: 'Cansaço há um mês' },
    });
    const referral = (await item(admin, ids.maria, 'MEDICAL_REFERRAL', docs.referral.id, 'pt-BR'))!;
    expect(referral.content).toMatchObject({
      documentKind: 'REFERRAL',
      referral: { specialty: '225120', reason: 'Dor torácica aos esforços' },
      referralSpecialtyName: 'Cardiologia',
    });
    const requests = (await history(admin, ids.maria, { filter: ['EXAM'] }))!.items.filter((i) => i.itemId !== docs.exam.id);
    const request = (await item(admin, ids.maria, 'EXAM', requests[0]!.itemId))!;
    expect(request.content).toMatchObject({ __typename: 'PersonHistoryExam', requesterName: 'Dr. Gregório House' });
    // A document under another type than its own is not an item of that type.
    expect(await item(admin, ids.maria, 'MEDICAL_REFERRAL', docs.prescription.id)).toBeNull();
    expect(await item(admin, ids.maria, 'PRESCRIPTION', docs.exam.id)).toBeNull();
  });

  it('the professional filter keeps the documents of the one who issued them', async () => {
    const types = ['PRESCRIPTION', 'EXAM', 'MEDICAL_REFERRAL'];
    const issued = [docs.prescription, docs.certificate, docs.correction, docs.exam, docs.referral].map((d) => d.id).sort();
    const his = (await history(admin, ids.maria, { filter: types, professionalId: ids.house }))!;
    expect(
      his.items
        .filter((i) => issued.includes(i.itemId))
        .map((i) => i.itemId)
        .sort(),
    ).toEqual(issued);
    // The demo's service requests were made by Dr. House too.
    expect(his.total).toBe(7);
    expect(await history(admin, ids.maria, { filter: types, professionalId: ids.ana })).toEqual({ total: 0, items: [] });
    const pedro = (await history(admin, ids.pedro, { filter: ['PRESCRIPTION'], professionalId: ids.ana }))!;
    expect(pedro.items.map((i) => i.itemId)).toEqual([docs.pedros.id]);
  });
});

describe('the emergency pre-assessment in the health record', () => {
  let protocolId: string;

  beforeAll(async () => {
    const { emergencyQueues } = ok(
      await call<{ emergencyQueues: Array<{ id: string; name: string }> }>(admin, '{ emergencyQueues { id name } }'),
    );
    const queueId = emergencyQueues.find((q) => q.name === 'Clínica geral')!.id;
    const opened = ok(
      await call<{ openEmergencyProtocol: { id: string } }>(maria, 'mutation($q: ID!) { openEmergencyProtocol(queueId: $q) { id } }', {
        q: queueId,
      }),
    ).openEmergencyProtocol;
    protocolId = opened.id;
    const step = 'mutation($id: ID!, $step: Int!) { advanceEmergencyStep(id: $id, step: $step) { id } }';
    ok(await call(maria, step, { id: protocolId, step: 2 }));
    ok(await call(maria, step, { id: protocolId, step: 3 }));
    ok(
      await call(maria, 'mutation($id: ID!, $c: String!) { reportEmergencyComplaint(id: $id, complaint: $c) { id } }', {
        id: protocolId,
        c: 'Febre alta desde ontem',
      }),
    );
    ok(
      await call(maria, 'mutation($id: ID!, $a: [EmergencyAnswerInput!]!) { submitEmergencyScreening(id: $id, answers: $a) { id } }', {
        id: protocolId,
        a: NO_RED_FLAGS,
      }),
    );
  });

  it('an answered pre-assessment is a QUESTIONNAIRE item: the queue, the triage level, the protocol', async () => {
    const en = (await history(admin, ids.maria, { filter: ['QUESTIONNAIRE'] }))!;
    expect(en.items).toHaveLength(1);
    expect(en.items[0]).toMatchObject({
      itemId: protocolId,
      type: 'QUESTIONNAIRE',
      title: 'Screening: Clínica geral',
      professionalName: null,
    });
    expect(en.items[0]!.summary).toMatch(/^(Very urgent|Urgent|Standard|Non-urgent) \(priority [2-5]\) · Protocol \d+$/);
    const pt = (await history(maria, ids.maria, { filter: ['QUESTIONNAIRE'] }, 'pt-BR'))!;
    expect(pt.items[0]!.title).toBe('Triagem: Clínica geral');
    expect(pt.items[0]!.summary).toMatch(/\(prioridade [2-5]\) · Protocolo \d+$/);
    // The protocol is still its EVENT item too; a protocol without answers makes no QUESTIONNAIRE item.
    const events = (await history(admin, ids.maria, { filter: ['EVENT'] }))!;
    expect(events.items.map((i) => i.itemId)).toContain(protocolId);
  });

  it('its content: the questions as asked, with the answers given, in the reader’s language', async () => {
    const en = (await item(maria, ids.maria, 'QUESTIONNAIRE', protocolId))!;
    const content = en.content as { answers: Array<{ questionId: string; question: string; answer: string }> } & Record<string, unknown>;
    expect(content).toMatchObject({
      __typename: 'PersonHistoryQuestionnaire',
      queueName: 'Clínica geral',
      screeningTitle: expect.any(String),
      complaint: 'Febre alta desde ontem',
      redFlag: false,
      triagePriority: expect.any(Number),
      triagePriorityName: expect.any(String),
    });
    expect(content.answers.map((a) => a.questionId)).toEqual(NO_RED_FLAGS.map((a) => a.questionId));
    expect(content.answers[0]).toEqual({
      questionId: 'main_complaint',
      question: 'What is the main reason for this visit?',
      answer: 'Fever',
    });
    expect(content.answers.find((a) => a.questionId === 'pain_scale')).toMatchObject({ answer: '3' });
    expect(content.answers.find((a) => a.questionId === 'fainting')).toMatchObject({ answer: 'No' });
    const pt = (await item(maria, ids.maria, 'QUESTIONNAIRE', protocolId, 'pt-BR'))!;
    const ptAnswers = (pt.content as { answers: Array<{ questionId: string; answer: string }> }).answers;
    expect(ptAnswers[0]).toMatchObject({ answer: 'Febre' });
    expect(ptAnswers.find((a) => a.questionId === 'fainting')).toMatchObject({ answer: 'Não' });
  });
});

describe('a guardian reading a dependent without clinical sharing', () => {
  it('sees the documents issued to the dependent, not their pre-assessment answers (the clinic sees both)', async () => {
    const { emergencyQueues } = ok(
      await call<{ emergencyQueues: Array<{ id: string; name: string }> }>(admin, '{ emergencyQueues { id name } }'),
    );
    const opened = ok(
      await call<{ openEmergencyProtocol: { id: string } }>(
        maria,
        'mutation($q: ID!, $p: ID) { openEmergencyProtocol(queueId: $q, personId: $p) { id } }',
        {
          q: emergencyQueues.find((q) => q.name === 'Pediatria')!.id,
          p: ids.pedro,
        },
      ),
    ).openEmergencyProtocol;
    // His pre-assessment's answers, as the screening step stores them.
    await inScope(stack.services.ctx.db, { companyId: admin.viewer.companyId, userId: null }, async (tx) => {
      await tx.execute(
        sql`update emergency_protocol set answers = ${JSON.stringify([{ questionId: 'fever', value: true }])}::jsonb, priority = 4 where id = ${opened.id}`,
      );
    });
    const clinic = (await history(admin, ids.pedro, { filter: ['PRESCRIPTION', 'QUESTIONNAIRE'] }))!;
    expect(clinic.items.map((i) => [i.type, i.itemId]).sort()).toEqual(
      [
        ['PRESCRIPTION', docs.pedros.id],
        ['QUESTIONNAIRE', opened.id],
      ].sort(),
    );
    const guardian = (await history(maria, ids.pedro, { filter: ['PRESCRIPTION', 'QUESTIONNAIRE'] }))!;
    expect(guardian.items.map((i) => [i.type, i.itemId])).toEqual([['PRESCRIPTION', docs.pedros.id]]);
    expect((await history(maria, ids.pedro))!.items.some((i) => i.type === 'QUESTIONNAIRE')).toBe(false);
    expect((await item(maria, ids.pedro, 'PRESCRIPTION', docs.pedros.id))!.content).toMatchObject({
      documentKind: 'CERTIFICATE',
      certificate: { days: 1 },
    });
    expect(await item(maria, ids.pedro, 'QUESTIONNAIRE', opened.id)).toBeNull();
    const answers = (await item(admin, ids.pedro, 'QUESTIONNAIRE', opened.id))!.content as { answers: unknown[] };
    // A question the questionnaire does not have is named by its id; yes/no in words.
    expect(answers.answers).toEqual([{ questionId: 'fever', question: 'fever', answer: 'Yes' }]);
  });
});
