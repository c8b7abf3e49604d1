import { describe, expect, it } from 'vitest';
import { toHistoryContent, toHistoryItem } from './person-history.mappers.js';

const appointment = {
  kind: 'APPOINTMENT' as const,
  protocol: '2026000123',
  status: 'SCHEDULED' as const,
  type: 'FIRST' as never,
  source: 'CLINIC' as never,
  specialty: null,
  startsAt: '2026-12-09T12:00:00.000Z',
  endsAt: '2026-12-09T12:30:00.000Z',
  timeZone: 'America/Sao_Paulo',
  reason: 'Dor no peito',
  medicalAssistentName: null,
  cancelReason: null,
};

describe('person history mappers', () => {
  it('an appointment is named in the request’s language; an unknown code stays a code', () => {
    const pt = toHistoryContent(appointment, 'pt-BR');
    expect(pt).toMatchObject({
      __typename: 'PersonHistoryAppointment',
      statusName: 'Agendado',
      sourceName: 'Clínica',
      protocol: '2026000123',
    });
    const en = toHistoryContent(appointment, 'en');
    expect(en).toMatchObject({ statusName: 'Scheduled', sourceName: 'Clinic' });
    expect(toHistoryContent({ ...appointment, source: 'NO_SUCH_SOURCE' as never }, 'en')).toMatchObject({ sourceName: 'NO_SUCH_SOURCE' });
    expect(pt).not.toHaveProperty('kind');
  });

  it('an exam request’s FHIR codes become enum values', () => {
    const exam = toHistoryContent(
      {
        kind: 'EXAM',
        category: 'laboratory',
        code: '40304361',
        status: 'on-hold' as never,
        priority: 'asap' as never,
        intent: 'original-order' as never,
        note: null,
        requesterName: 'Dr. House',
        occurrence: null,
      },
      'pt-BR',
    );
    expect(exam).toMatchObject({
      __typename: 'PersonHistoryExam',
      requestStatus: 'ON_HOLD',
      requestPriority: 'ASAP',
      requestIntent: 'ORIGINAL_ORDER',
    });
  });

  it('a clinical document: its content as issued, a referral’s specialty named', () => {
    const document = {
      kind: 'DOCUMENT' as const,
      documentId: 'd1',
      documentKind: 'REFERRAL' as const,
      code: 'ABCDEFGH12345678',
      signatureStatus: 'UNSIGNED' as const,
      signedAt: null,
      issuedAt: '2026-12-09T12:00:00.000Z',
      supersedesId: null,
      supersededById: null,
      prescription: null,
      certificate: null,
      examRequest: null,
      referral: { specialty: '225120', reason: 'Dor torácica' },
    };
    const pt = toHistoryContent(document, 'pt-BR');
    expect(pt).toMatchObject({
      __typename: 'PersonHistoryDocument',
      documentKind: 'REFERRAL',
      referral: { specialty: '225120', reason: 'Dor torácica' },
      referralSpecialtyName: 'Cardiologia',
    });
    expect(pt).not.toHaveProperty('kind');
    expect(toHistoryContent({ ...document, referral: null, documentKind: 'CERTIFICATE' }, 'en')).toMatchObject({
      referralSpecialtyName: null,
    });
  });

  it('a pre-assessment: its triage level named in the request’s language', () => {
    const questionnaire = {
      kind: 'QUESTIONNAIRE' as const,
      protocolNumber: 7,
      queueName: 'Clínica geral',
      screeningTitle: null,
      complaint: null,
      arrivedAt: '2026-12-09T12:00:00.000Z',
      triagePriority: 3,
      redFlag: false,
      triageReasons: [],
      answers: [{ questionId: 'q', question: 'Febre?', answer: 'Sim' }],
    };
    expect(toHistoryContent(questionnaire, 'pt-BR')).toMatchObject({
      __typename: 'PersonHistoryQuestionnaire',
      triagePriorityName: 'Urgente',
      answers: [{ questionId: 'q', question: 'Febre?', answer: 'Sim' }],
    });
    expect(toHistoryContent({ ...questionnaire, triagePriority: null }, 'en')).toMatchObject({ triagePriorityName: null });
  });

  it('an item’s id is unique across types (TYPE:id), its record id kept as itemId', () => {
    const item = toHistoryItem(
      {
        id: 'a1',
        type: 'NOTES' as never,
        date: '2026-12-09T12:00:00.000Z',
        title: 'Notas',
        summary: null,
        professionalName: null,
        appointmentId: 'a1',
        url: null,
      },
      'pt-BR',
    );
    expect(item).toMatchObject({ id: 'NOTES:a1', itemId: 'a1', content: null });
  });

  it('a shared link keeps its address on the item and its content', () => {
    const link = {
      kind: 'LINK' as const,
      title: 'Resultado da ressonância',
      url: 'https://laudos.example.com/r/8f2a',
      note: null,
      sharedByName: 'Dr. Gregório House',
      sharedAt: '2026-12-09T12:00:00.000Z',
    };
    expect(toHistoryContent(link, 'en')).toEqual({ __typename: 'PersonHistoryLink', ...link, kind: undefined });
  });
});
