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
      },
      'pt-BR',
    );
    expect(item).toMatchObject({ id: 'NOTES:a1', itemId: 'a1', content: null });
  });
});
