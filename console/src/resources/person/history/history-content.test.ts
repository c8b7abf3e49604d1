import { describe, expect, it } from 'vitest';
import { contentLines } from './history-content';

const format = {
  translate: (key: string) => `«${key}»`,
  instant: (iso: string, timeZone?: string) => `${iso}${timeZone ? ` ${timeZone}` : ''}`,
};

describe('the lines of a history item’s content', () => {
  it('an appointment: named codes, its period in the clinic’s zone; empty fields left out', () => {
    const lines = contentLines(
      {
        __typename: 'PersonHistoryAppointment',
        protocol: '000001',
        statusName: 'Finalizado pelo profissional',
        typeName: 'Primeira consulta',
        sourceName: 'Clínica',
        specialtyName: null,
        startsAt: '2026-03-02T12:00:00Z',
        endsAt: '2026-03-02T12:30:00Z',
        timeZone: 'America/Sao_Paulo',
        reason: '  ',
        medicalAssistentName: null,
        cancelReason: null,
      },
      format,
    );
    expect(lines).toEqual([
      { key: 'protocol', value: '000001' },
      { key: 'status', value: 'Finalizado pelo profissional' },
      { key: 'type', value: 'Primeira consulta' },
      { key: 'source', value: 'Clínica' },
      { key: 'period', value: '2026-03-02T12:00:00Z America/Sao_Paulo – 2026-03-02T12:30:00Z America/Sao_Paulo' },
    ]);
  });

  it('an exam request and an emergency protocol: statuses named by the console’s catalogues', () => {
    const exam = contentLines(
      {
        __typename: 'PersonHistoryExam',
        category: '3457005',
        code: '103696004',
        requestStatus: 'ON_HOLD',
        requestPriority: 'URGENT',
        note: 'ECG',
        requesterName: 'Dr. House',
        occurrence: null,
      },
      format,
    );
    expect(exam.map((l) => l.key)).toEqual(['note', 'status', 'priority', 'code', 'category', 'requester']);
    expect(exam[1]).toEqual({ key: 'status', value: '«resources.serviceRequests.statuses.ON_HOLD»' });
    const event = contentLines(
      {
        __typename: 'PersonHistoryEvent',
        protocolNumber: 42,
        queueName: 'Clínica geral',
        protocolStatus: 'WAITING',
        triagePriority: null,
        complaint: 'Febre',
        arrivedAt: '2026-03-02T12:00:00Z',
        calledAt: null,
        closedAt: null,
      },
      format,
    );
    expect(event).toEqual([
      { key: 'protocol', value: '42' },
      { key: 'queue', value: 'Clínica geral' },
      { key: 'status', value: '«app.emergency.statuses.WAITING»' },
      { key: 'complaint', value: 'Febre' },
      { key: 'arrivedAt', value: '2026-03-02T12:00:00Z' },
    ]);
  });

  it('a clinical document: its kind, code and signature named by the console’s catalogues, one line per medicine', () => {
    const document = {
      __typename: 'PersonHistoryDocument' as const,
      documentId: 'd1',
      code: 'ABCDEFGH12345678',
      signatureStatus: 'UNSIGNED' as const,
      signedAt: null,
      issuedAt: '2026-03-02T12:00:00Z',
      supersedesId: null,
      supersededById: null,
      prescription: null,
      certificate: null,
      examRequest: null,
      referral: null,
      referralSpecialtyName: null,
    };
    const prescription = contentLines(
      {
        ...document,
        documentKind: 'PRESCRIPTION',
        supersededById: 'd2',
        prescription: {
          specialControl: true,
          items: [
            { medication: 'Amoxicilina 500 mg', dosage: '1 cápsula de 8/8 h', route: 'ORAL', quantity: '21 cápsulas', duration: '7 dias' },
            { medication: 'Dipirona 1 g', dosage: 'se dor', route: 'ORAL', quantity: '10 comprimidos', duration: '' },
          ],
        },
      },
      format,
    );
    expect(prescription).toEqual([
      { key: 'documentKind', value: '«resources.personHistory.documentKinds.PRESCRIPTION»' },
      { key: 'documentCode', value: 'ABCDEFGH12345678' },
      { key: 'issuedAt', value: '2026-03-02T12:00:00Z' },
      { key: 'signature', value: '«resources.personHistory.signatureStatuses.UNSIGNED»' },
      { key: 'specialControl', value: '«resources.personHistory.yes»' },
      {
        key: 'medicine',
        value: 'Amoxicilina 500 mg · 1 cápsula de 8/8 h · «resources.personHistory.routes.ORAL» · 21 cápsulas · 7 dias',
      },
      { key: 'medicine', value: 'Dipirona 1 g · se dor · «resources.personHistory.routes.ORAL» · 10 comprimidos' },
      { key: 'superseded', value: '«resources.personHistory.superseded_by»' },
    ]);
    const certificate = contentLines(
      { ...document, documentKind: 'CERTIFICATE', certificate: { days: 3, cid: null, cidConsent: false, remarks: 'Repouso' } },
      format,
    );
    expect(certificate.slice(4)).toEqual([
      { key: 'days', value: '3' },
      { key: 'remarks', value: 'Repouso' },
    ]);
    const exams = contentLines(
      { ...document, documentKind: 'EXAM_REQUEST', examRequest: { exams: ['Hemograma', 'Glicemia'], clinicalIndication: null } },
      format,
    );
    expect(exams.at(-1)).toEqual({ key: 'exams', value: 'Hemograma\nGlicemia' });
    const referral = contentLines(
      {
        ...document,
        documentKind: 'REFERRAL',
        supersedesId: 'd0',
        referral: { specialty: '225120', reason: 'Dor torácica' },
        referralSpecialtyName: 'Cardiologia',
      },
      format,
    );
    expect(referral.slice(4)).toEqual([
      { key: 'specialty', value: 'Cardiologia' },
      { key: 'referralReason', value: 'Dor torácica' },
      { key: 'correction', value: '«resources.personHistory.correction_of»' },
    ]);
  });

  it('a pre-assessment: the triage, then each question (as the label) with its answer', () => {
    const lines = contentLines(
      {
        __typename: 'PersonHistoryQuestionnaire',
        protocolNumber: 7,
        queueName: 'Clínica geral',
        screeningTitle: 'Triagem de pronto atendimento — adultos',
        complaint: 'Febre',
        arrivedAt: '2026-03-02T12:00:00Z',
        triagePriority: 4,
        triagePriorityName: 'Pouco urgente',
        redFlag: false,
        triageReasons: ['Febre'],
        answers: [
          { questionId: 'main_complaint', question: 'Qual o principal motivo?', answer: 'Febre' },
          { questionId: 'pain_scale', question: 'De 0 a 10, quanto dói?', answer: '3' },
        ],
      },
      format,
    );
    expect(lines).toEqual([
      { key: 'protocol', value: '7' },
      { key: 'queue', value: 'Clínica geral' },
      { key: 'screening', value: 'Triagem de pronto atendimento — adultos' },
      { key: 'complaint', value: 'Febre' },
      { key: 'triagePriority', value: '4 · Pouco urgente' },
      { key: 'triageReasons', value: 'Febre' },
      { key: 'arrivedAt', value: '2026-03-02T12:00:00Z' },
      { key: 'answer', value: 'Febre', label: 'Qual o principal motivo?' },
      { key: 'answer', value: '3', label: 'De 0 a 10, quanto dói?' },
    ]);
  });

  it('an attachment’s size in KB or MB', () => {
    const file = (sizeBytes: number) =>
      contentLines(
        { __typename: 'PersonHistoryArchive', fileName: 'a.pdf', filePath: 'p/a.pdf', contentType: null, sizeBytes },
        format,
      ).find((l) => l.key === 'size')?.value;
    expect(file(100)).toBe('1 KB');
    expect(file(20 * 1024)).toBe('20 KB');
    expect(file(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
