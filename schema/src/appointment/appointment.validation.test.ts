import { describe, expect, it } from 'vitest';
import { STATIC_DOMAIN_LISTS } from '../domain/domain-lists.js';
import { translateIssues } from '../util/issues.js';
import {
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  ZAppointmentFieldsQuery,
  ZAppointmentFilter,
  ZAppointmentListQuery,
  ZAppointmentReportQuery,
} from './appointment.validation.js';

const errorsOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
  locale: 'en' | 'pt-BR' = 'en',
) => {
  const result = schema.safeParse(value) as ReturnType<typeof ZAppointmentListQuery.safeParse>;
  return result.success ? {} : Object.fromEntries(translateIssues(result.error, locale).map((i) => [i.field, i.message]));
};

describe('appointment codes', () => {
  it('are the codes of the STATUS_APPOINTMENT, APPOINTMENT_SOURCE and TYPE_APPOINTMENT domain lists', () => {
    expect([...APPOINTMENT_STATUSES]).toEqual(STATIC_DOMAIN_LISTS.STATUS_APPOINTMENT.map((s) => s.code));
    expect([...APPOINTMENT_SOURCES]).toEqual(STATIC_DOMAIN_LISTS.APPOINTMENT_SOURCE.map((s) => s.code));
    expect([...APPOINTMENT_TYPES]).toEqual(STATIC_DOMAIN_LISTS.TYPE_APPOINTMENT.map((s) => s.code));
  });
});

describe('ZAppointmentListQuery', () => {
  it('defaults paging and sorting, and reads lists from a query string or an array', () => {
    expect(ZAppointmentListQuery.parse({})).toEqual({ page: 1, perPage: 10, sortField: 'START', sortOrder: 'ASC' });
    const parsed = ZAppointmentListQuery.parse({ status: 'NO_SHOW, CANCELLED,NO_SHOW', source: ['CLINIC'], page: '2', perPage: '50' });
    expect(parsed).toMatchObject({ status: ['NO_SHOW', 'CANCELLED'], source: ['CLINIC'], page: 2, perPage: 50 });
  });

  it('refuses unknown codes, bad ids and dates, and out-of-range paging, field by field', () => {
    expect(
      errorsOf(ZAppointmentListQuery, { status: 'SCHEDULED,LOST', doctorId: 'x', from: '2026-02-30', perPage: '101', sortField: 'NAME' }),
    ).toEqual({
      status: 'Status is invalid',
      doctorId: 'Professional is invalid',
      from: 'From is invalid',
      perPage: 'Page size is invalid',
      sortField: 'Sort field is invalid',
    });
    expect(errorsOf(ZAppointmentReportQuery, { source: 'WALK_IN', page: '0' }, 'pt-BR')).toEqual({
      source: 'O campo Origem é inválido',
      page: 'O campo Página é inválido',
    });
  });

  it('puts a range error on "to": before "from", or longer than a year', () => {
    expect(errorsOf(ZAppointmentFilter, { from: '2026-05-02', to: '2026-05-01' })).toEqual({
      to: 'The end time must be later than the start time',
    });
    expect(errorsOf(ZAppointmentFilter, { from: '2026-01-01', to: '2027-01-02' }, 'pt-BR')).toEqual({ to: 'O campo Até é inválido' });
    expect(ZAppointmentFilter.parse({ from: '2026-05-01', to: '2026-05-01' })).toEqual({ from: '2026-05-01', to: '2026-05-01' });
    expect(ZAppointmentFilter.parse({ from: '2026-01-01', to: '2027-01-01' })).toMatchObject({ to: '2027-01-01' });
  });
});

describe('ZAppointmentFieldsQuery', () => {
  it('defaults to id,company_id and keeps the asked whitelisted names once each', () => {
    expect(ZAppointmentFieldsQuery.parse({}).fields).toEqual(['id', 'company_id']);
    expect(ZAppointmentFieldsQuery.parse({ fields: 'protocol, start_date,protocol' }).fields).toEqual(['protocol', 'start_date']);
  });

  it('refuses any name outside the whitelist (the access code included) and an empty list', () => {
    for (const fields of ['id,password_hash', 'access', '', ' , ']) {
      expect(errorsOf(ZAppointmentFieldsQuery, { fields })).toEqual({ fields: 'Fields is invalid' });
    }
  });
});
