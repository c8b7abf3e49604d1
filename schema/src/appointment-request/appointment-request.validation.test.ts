import { describe, expect, it } from 'vitest';
import { translateIssues } from '../util/issues.js';
import {
  APPOINTMENT_REQUEST_STATUSES,
  type AppointmentRequestStatus,
  isFinalRequestStatus,
  nextRequestStatuses,
  requestTransitionError,
  ZAppointmentRequestCreate,
  ZAppointmentRequestListQuery,
  ZAppointmentRequestUpdate,
  ZReturnRequestCreate,
} from './appointment-request.validation.js';

const CARDIOLOGY = '225120';
const UUID = '6f1c1c1e-1111-4c1c-9c1c-1c1c1c1c1c1c';

describe('the request status machine: OPEN → CONTACTED → SCHEDULED | CLOSED', () => {
  const allowed = (from: AppointmentRequestStatus) =>
    APPOINTMENT_REQUEST_STATUSES.filter((to) => requestTransitionError(from, to) === null);

  it('an open request is contacted or closed (a duplicate, a patient who gave up), or keeps its status with a note', () => {
    expect(allowed('OPEN')).toEqual(['OPEN', 'CONTACTED', 'CLOSED']);
    expect(requestTransitionError('OPEN', 'SCHEDULED')).toBe('requestNotContacted');
  });

  it('a contacted request ends scheduled or closed', () => {
    expect(allowed('CONTACTED')).toEqual(['CONTACTED', 'SCHEDULED', 'CLOSED']);
    expect(requestTransitionError('CONTACTED', 'OPEN')).toBe('requestNotContacted');
  });

  it('scheduled and closed are final: nothing changes them any more', () => {
    for (const final of ['SCHEDULED', 'CLOSED'] as const) {
      expect(isFinalRequestStatus(final)).toBe(true);
      expect(allowed(final)).toEqual([]);
      expect(requestTransitionError(final, final)).toBe('requestFinished');
      expect(requestTransitionError(final, 'OPEN')).toBe('requestFinished');
    }
    expect(nextRequestStatuses('SCHEDULED')).toEqual([]);
    expect(isFinalRequestStatus('OPEN')).toBe(false);
  });
});

describe('request inputs', () => {
  it('a scheduling request needs a specialty and a contact number; the country code defaults to Brazil’s', () => {
    expect(ZAppointmentRequestCreate.parse({ specialty: CARDIOLOGY, contactNumber: '(11) 98765-4321' })).toEqual({
      specialty: CARDIOLOGY,
      contactNumber: '11987654321',
      countryCode: '55',
    });
    expect(
      ZAppointmentRequestCreate.parse({
        personId: UUID,
        specialty: CARDIOLOGY,
        contactNumber: '11 98765 4321',
        countryCode: '+351',
        observation: '  mornings  ',
        preferredPeriod: '15',
      }),
    ).toMatchObject({ countryCode: '351', observation: 'mornings', preferredPeriod: 15 });
  });

  it('refuses an unknown specialty, a short or lettered number, a bad country code and a period not in 7, 15, 30', () => {
    const r = ZAppointmentRequestCreate.safeParse({ specialty: '999', contactNumber: '1234', countryCode: '55-1', preferredPeriod: 10 });
    expect(translateIssues(r.error!, 'en')).toEqual([
      { field: 'specialty', message: 'Specialty is invalid' },
      { field: 'contactNumber', message: 'Contact number is invalid' },
      { field: 'countryCode', message: 'Country code is invalid' },
      { field: 'preferredPeriod', message: 'Preferred period is invalid' },
    ]);
    const missing = ZAppointmentRequestCreate.safeParse({});
    expect(translateIssues(missing.error!, 'pt-BR')).toEqual([
      { field: 'specialty', message: 'O campo Especialidade é obrigatório' },
      { field: 'contactNumber', message: 'O campo Telefone de contato é obrigatório' },
    ]);
    expect(ZAppointmentRequestCreate.safeParse({ specialty: CARDIOLOGY, contactNumber: '1198765432x' }).success).toBe(false);
    expect(ZAppointmentRequestCreate.safeParse({ specialty: CARDIOLOGY, contactNumber: '1'.repeat(14) }).success).toBe(false);
  });

  it('a return request names the appointment; the rest is optional; long texts are refused', () => {
    expect(ZReturnRequestCreate.parse({ appointmentId: UUID, observation: '', preferredPeriod: 30 })).toEqual({
      appointmentId: UUID,
      countryCode: '55',
      preferredPeriod: 30,
    });
    const long = ZReturnRequestCreate.safeParse({ appointmentId: 'x', observation: 'a'.repeat(1001) });
    expect(translateIssues(long.error!, 'en')).toEqual([
      { field: 'appointmentId', message: 'Appointment is invalid' },
      { field: 'observation', message: 'Observation must be at most 1000 characters' },
    ]);
  });

  it('an update names a status of the machine, with an optional note', () => {
    expect(ZAppointmentRequestUpdate.parse({ status: 'CONTACTED', note: ' called, will think ' })).toEqual({
      status: 'CONTACTED',
      note: 'called, will think',
    });
    expect(ZAppointmentRequestUpdate.safeParse({ status: 'DONE' }).success).toBe(false);
  });

  it('the list filters on one or many statuses and kinds, newest first by default', () => {
    expect(ZAppointmentRequestListQuery.parse({ status: 'OPEN,CONTACTED', kind: 'RETURN' })).toMatchObject({
      status: ['OPEN', 'CONTACTED'],
      kind: ['RETURN'],
      page: 1,
      perPage: 10,
      sortField: 'CREATED_AT',
      sortOrder: 'DESC',
    });
    expect(ZAppointmentRequestListQuery.safeParse({ status: 'OPEN,LOST' }).success).toBe(false);
    expect(ZAppointmentRequestListQuery.safeParse({ perPage: '101' }).success).toBe(false);
  });
});
