import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  incidentCloseIssues,
  incidentComplementDue,
  incidentKeptUntil,
  incidentNotificationDue,
  incidentNotificationOverdue,
  incidentOwesNotification,
} from './security-incident.rules.js';
import { ZSecurityIncidentInput } from './security-incident.validation.js';

const relevant = {
  risk: 'RELEVANT' as const,
  detectedAt: '2026-11-18T13:00:00.000Z',
  anpdNotifiedAt: null,
  subjectsNotifiedAt: null,
  notNotifiedReason: null,
};

describe('security incident deadlines (Res. CD/ANPD 15/2024)', () => {
  it('3 business days from the day it was known skip weekends and national holidays (20 November, Consciência Negra)', () => {
    // Wednesday 18 → Thursday 19, (Friday 20 a holiday, the weekend), Monday 23, Tuesday 24.
    expect(incidentNotificationDue('2026-11-18T13:00:00.000Z')).toBe('2026-11-24');
    // Friday 4 December → Monday 7, Tuesday 8, Wednesday 9.
    expect(addBusinessDays('2026-12-04', 3)).toBe('2026-12-09');
    // Christmas and New Year's Day: Wednesday 23 December 2026 → 24, 28, 29.
    expect(addBusinessDays('2026-12-23', 3)).toBe('2026-12-29');
    expect(addBusinessDays('2026-12-30', 2)).toBe('2027-01-04');
  });

  it('the day is São Paulo’s: 01:00 UTC on the 19th is still the 18th there', () => {
    expect(incidentNotificationDue('2026-11-19T01:00:00.000Z')).toBe('2026-11-24');
    expect(incidentNotificationDue('2026-11-19T03:00:00.000Z')).toBe('2026-11-25');
  });

  it('20 business days to complement the communication', () => {
    expect(incidentComplementDue('2026-11-18T13:00:00.000Z')).toBe('2026-12-17');
  });

  it('an entry is kept 5 years from the day it was registered (29 February: 28 February)', () => {
    expect(incidentKeptUntil('2026-11-28T15:00:00.000Z')).toBe('2031-11-28');
    expect(incidentKeptUntil('2028-02-29T15:00:00.000Z')).toBe('2033-02-28');
  });

  it('a relevant incident owes its communications until both are made or a reason is recorded; a low one owes none', () => {
    expect(incidentOwesNotification(relevant)).toBe(true);
    expect(incidentOwesNotification({ ...relevant, anpdNotifiedAt: '2026-11-20T10:00:00.000Z' })).toBe(true);
    expect(
      incidentOwesNotification({ ...relevant, anpdNotifiedAt: '2026-11-20T10:00:00.000Z', subjectsNotifiedAt: '2026-11-20T11:00:00.000Z' }),
    ).toBe(false);
    expect(incidentOwesNotification({ ...relevant, notNotifiedReason: 'Dados cifrados; chave não exposta' })).toBe(false);
    expect(incidentOwesNotification({ ...relevant, risk: 'LOW' })).toBe(false);
  });

  it('it is overdue only after the due day ends in São Paulo', () => {
    expect(incidentNotificationOverdue(relevant, new Date('2026-11-25T02:59:00.000Z'))).toBe(false);
    expect(incidentNotificationOverdue(relevant, new Date('2026-11-25T03:00:00.000Z'))).toBe(true);
    expect(incidentNotificationOverdue({ ...relevant, risk: 'LOW' }, new Date('2027-01-01T00:00:00.000Z'))).toBe(false);
  });

  it('closing needs the measures, and for a relevant risk both communications or the reason for none', () => {
    expect(incidentCloseIssues({ ...relevant, measures: ' ' })).toEqual([
      { field: 'measures', key: 'missingData' },
      { field: 'anpdNotifiedAt', key: 'missingData' },
      { field: 'subjectsNotifiedAt', key: 'missingData' },
    ]);
    expect(incidentCloseIssues({ ...relevant, measures: 'Senhas trocadas', notNotifiedReason: 'Risco afastado' })).toEqual([]);
    expect(incidentCloseIssues({ ...relevant, risk: 'LOW', measures: 'Senhas trocadas' })).toEqual([]);
  });
});

describe('security incident input', () => {
  const valid = {
    detectedAt: '2026-11-18T10:00:00-03:00',
    description: 'Planilha enviada ao destinatário errado',
    dataCategories: ['HEALTH', 'IDENTIFICATION', 'HEALTH'],
    risk: 'RELEVANT',
  };
  const fields = (input: unknown) => {
    const r = ZSecurityIncidentInput.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('accepts a minimal entry, blanks as null, categories once each', () => {
    const r = ZSecurityIncidentInput.parse({ ...valid, measures: '  ', affectedSubjects: '' });
    expect(r).toMatchObject({ measures: null, affectedSubjects: null, occurredAt: null, dataCategories: ['HEALTH', 'IDENTIFICATION'] });
  });

  it('names each bad field', () => {
    expect(fields({})).toEqual(
      expect.arrayContaining(['detectedAt:invalidDateTime', 'description:required', 'dataCategories:required', 'risk:required']),
    );
    expect(fields({ ...valid, dataCategories: [] })).toEqual(['dataCategories:required']);
    expect(fields({ ...valid, dataCategories: ['GENOME'] })).toEqual(['dataCategories.0:invalid']);
    expect(fields({ ...valid, affectedSubjects: -1 })).toEqual(['affectedSubjects:invalid']);
    expect(fields({ ...valid, detectedAt: '2999-01-01T00:00:00Z' })).toEqual(['detectedAt:notFuture']);
    expect(fields({ ...valid, description: 'x'.repeat(4001) })).toEqual(['description:max']);
  });

  it('it cannot have happened after it was known, nor been communicated before', () => {
    expect(fields({ ...valid, occurredAt: '2026-11-18T14:00:00Z' })).toEqual(['occurredAt:occurredAfterDetected']);
    expect(fields({ ...valid, anpdNotifiedAt: '2026-11-17T10:00:00Z', subjectsNotifiedAt: '2026-11-19T10:00:00Z' })).toEqual([
      'anpdNotifiedAt:notifiedBeforeDetected',
    ]);
  });
});
