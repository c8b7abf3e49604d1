import { describe, expect, it } from 'vitest';
import type { AppointmentRequestRecord } from '../../providers/appointment-request.documents';
import { csvContext, parseCsv } from '../../testing/csv.util';
import { buildCsv } from '../csv';
import { APPOINTMENT_REQUEST_CSV } from './appointment-request.exporter';

const request = {
  id: 'q1',
  kind: 'RETURN',
  status: 'CONTACTED',
  personId: 'p1',
  personName: 'Maria Silva',
  appointmentProtocol: '20261122-0001',
  specialty: 'CARDIOLOGY',
  specialtyName: 'Cardiologia',
  countryCode: '55',
  contactNumber: '11987654321',
  preferredPeriod: 15,
  observation: '=1+1',
  requestedByName: 'Maria Silva',
  note: null,
  handledByName: 'Ana Admin',
  contactedAt: '2026-11-22T13:05:00Z',
  closedAt: null,
  createdAt: '2026-11-21T10:00:00Z',
} as unknown as AppointmentRequestRecord;

describe('appointment requests CSV', () => {
  it('in Portuguese: kind, status and period in words, the contact formatted, times in the company time zone, no ids', () => {
    const [header, row] = parseCsv(buildCsv(APPOINTMENT_REQUEST_CSV, [request], csvContext('pt-BR')), ';');
    expect(header).toHaveLength(14);
    expect(header!.slice(0, 4)).toEqual(['Solicitado em', 'Paciente', 'Tipo', 'Situação']);
    expect(row).toEqual([
      '21/11/2026 07:00',
      'Maria Silva',
      'Retorno',
      'Contatada',
      '20261122-0001',
      'Cardiologia',
      "'+55 (11) 98765-4321",
      'Em até 15 dias',
      "'=1+1",
      'Maria Silva',
      '',
      'Ana Admin',
      '22/11/2026 10:05',
      '',
    ]);
  });

  it('in English', () => {
    const [header, row] = parseCsv(buildCsv(APPOINTMENT_REQUEST_CSV, [request], csvContext('en')), ',');
    expect(header!.slice(0, 4)).toEqual(['Requested', 'Patient', 'Kind', 'Status']);
    expect([row![0], row![2], row![3], row![7]]).toEqual(['11/21/2026 07:00', 'Return', 'Contacted', 'Within 15 days']);
  });
});
