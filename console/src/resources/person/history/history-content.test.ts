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
