import { describe, expect, it } from 'vitest';
import {
  toOffsetInstant,
  toSecurityIncidentFilter,
  toSecurityIncidentInput,
  toSecurityIncidentListVariables,
} from './security-incident.mappers';

/** ISO 8601 with seconds and an offset (never Z): what the inputs send. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

const loaded = {
  __typename: 'SecurityIncident',
  id: 'c0ffee00-0000-4000-8000-000000000001',
  status: 'OPEN',
  detectedAt: '2026-11-18T13:00:00.000Z',
  occurredAt: '2026-11-18T01:30:00.000Z',
  description: 'Planilha com nomes e CIDs de pacientes enviada por e-mail a um fornecedor errado',
  dataCategories: ['IDENTIFICATION', 'HEALTH'],
  affectedSubjects: 42,
  risk: 'RELEVANT',
  measures: null,
  anpdNotifiedAt: null,
  subjectsNotifiedAt: null,
  notNotifiedReason: null,
  notificationDue: '2026-11-24',
  complementDue: '2026-12-17',
  notificationOwed: true,
  notificationOverdue: true,
  keptUntil: '2031-11-28',
  recordedByName: 'Carlos Admin',
  closedByName: null,
  closedAt: null,
  createdAt: '2026-11-28T17:00:00.000Z',
  updatedAt: '2026-11-28T17:00:00.000Z',
};

describe('security incident list variables', () => {
  it('keeps a known status only', () => {
    expect(toSecurityIncidentFilter({ status: 'OPEN' })).toEqual({ status: 'OPEN' });
    expect(toSecurityIncidentFilter({ status: 'CLOSED' })).toEqual({ status: 'CLOSED' });
    expect(toSecurityIncidentFilter({ status: 'nope' })).toBeUndefined();
    expect(toSecurityIncidentFilter({})).toBeUndefined();
    expect(toSecurityIncidentFilter(undefined)).toBeUndefined();
  });

  it('sends the page and the filter (the server keeps the newest known first)', () => {
    expect(
      toSecurityIncidentListVariables({
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'detectedAt', order: 'ASC' },
        filter: { status: 'OPEN' },
      }),
    ).toEqual({ page: 2, perPage: 25, filter: { status: 'OPEN' } });
  });
});

describe('date-time inputs as ISO 8601 with an offset', () => {
  it('reads the input’s local value in the browser’s time zone and keeps its wall clock', () => {
    const sent = toOffsetInstant('2026-11-18T10:00');
    expect(sent).toMatch(WITH_OFFSET);
    expect(sent!.slice(0, 19)).toBe('2026-11-18T10:00:00');
    expect(Date.parse(sent!)).toBe(new Date(2026, 10, 18, 10, 0).getTime());
  });

  it('sends an instant as loaded, or a Date, as the same instant', () => {
    expect(Date.parse(toOffsetInstant('2026-11-18T13:00:00.000Z')!)).toBe(Date.parse('2026-11-18T13:00:00.000Z'));
    expect(toOffsetInstant('2026-11-18T13:00:00.000Z')).toMatch(WITH_OFFSET);
    const date = new Date(Date.UTC(2026, 1, 28, 23, 30));
    expect(Date.parse(toOffsetInstant(date)!)).toBe(date.getTime());
  });

  it('leaves blank as null and lets the server name what is no date', () => {
    expect(toOffsetInstant('')).toBeNull();
    expect(toOffsetInstant('  ')).toBeNull();
    expect(toOffsetInstant(null)).toBeNull();
    expect(toOffsetInstant(undefined)).toBeNull();
    expect(toOffsetInstant('ontem')).toBe('ontem');
    expect(toOffsetInstant(new Date(Number.NaN))).toBe('invalid');
  });
});

describe('security incident input', () => {
  it('sends the whole entry and nothing the server works out (deadlines, who, status)', () => {
    const input = toSecurityIncidentInput(loaded);
    expect(Object.keys(input).sort()).toEqual(
      [
        'affectedSubjects',
        'anpdNotifiedAt',
        'dataCategories',
        'description',
        'detectedAt',
        'measures',
        'notNotifiedReason',
        'occurredAt',
        'risk',
        'subjectsNotifiedAt',
      ].sort(),
    );
    expect(input).toMatchObject({
      description: loaded.description,
      dataCategories: ['IDENTIFICATION', 'HEALTH'],
      affectedSubjects: 42,
      risk: 'RELEVANT',
      measures: null,
      anpdNotifiedAt: null,
      subjectsNotifiedAt: null,
      notNotifiedReason: null,
    });
    expect(Date.parse(input.detectedAt as string)).toBe(Date.parse(loaded.detectedAt));
    expect(Date.parse(input.occurredAt as string)).toBe(Date.parse(loaded.occurredAt));
  });

  it('completes an entry: texts trimmed, blank ones null, the notification dates from the inputs', () => {
    const input = toSecurityIncidentInput({
      ...loaded,
      description: '  Planilha enviada ao fornecedor errado \n',
      measures: ' Fornecedor apagou a planilha ',
      anpdNotifiedAt: '2026-11-20T09:00',
      subjectsNotifiedAt: '2026-11-23T09:00',
      notNotifiedReason: '   ',
    });
    expect(input.description).toBe('Planilha enviada ao fornecedor errado');
    expect(input.measures).toBe('Fornecedor apagou a planilha');
    expect(input.notNotifiedReason).toBeNull();
    expect(input.anpdNotifiedAt).toMatch(WITH_OFFSET);
    expect(input.anpdNotifiedAt!.slice(0, 16)).toBe('2026-11-20T09:00');
    expect(input.subjectsNotifiedAt!.slice(0, 16)).toBe('2026-11-23T09:00');
  });

  it('keeps each known category once, in the register’s order, and reads the number of data subjects', () => {
    const input = toSecurityIncidentInput({ dataCategories: ['HEALTH', 'nope', 'CONTACT', 'HEALTH'], affectedSubjects: '7' });
    expect(input.dataCategories).toEqual(['CONTACT', 'HEALTH']);
    expect(input.affectedSubjects).toBe(7);
    expect(toSecurityIncidentInput({ affectedSubjects: '' }).affectedSubjects).toBeNull();
    expect(toSecurityIncidentInput({ affectedSubjects: null }).affectedSubjects).toBeNull();
    expect(toSecurityIncidentInput({ affectedSubjects: 0 }).affectedSubjects).toBe(0);
  });

  it('a new, empty form: a blank “known since” and description, no category', () => {
    expect(toSecurityIncidentInput({})).toMatchObject({
      detectedAt: '',
      occurredAt: null,
      description: '',
      dataCategories: [],
      affectedSubjects: null,
    });
  });
});
