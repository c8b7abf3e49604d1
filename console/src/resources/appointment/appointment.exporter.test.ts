import { describe, expect, it } from 'vitest';
import type { AppointmentListItem, AppointmentReportItem } from '../../providers/appointment.documents';
import { csvContext, parseCsv } from '../../testing/csv.util';
import { buildCsv } from '../csv';
import { APPOINTMENT_CSV } from './appointment.exporter';
import { APPOINTMENT_REPORT_CSV } from './report/report.exporter';

const appointment = {
  id: 'a1',
  protocol: '20261122-0001',
  startDate: '2026-11-22',
  startTime: '09:00',
  endDate: '2026-11-22',
  endTime: '09:30',
  startsAt: '2026-11-22T12:00:00.000Z',
  endsAt: '2026-11-22T12:30:00.000Z',
  timeZone: 'America/Sao_Paulo',
  status: 'NO_SHOW',
  statusName: 'Não compareceu',
  source: 'CLINIC',
  sourceName: 'Clínica',
  type: 'FIRST_CONSULTATION',
  typeName: 'Primeira consulta',
  doctorId: 'd1',
  professionalName: 'Dr. Gregory House',
  patientId: 'p1',
  patientName: 'Maria Silva',
} as AppointmentListItem;

describe('appointments CSV', () => {
  it('in Portuguese: the clinic calendar date and time, the duration, names and no ids or UTC instants', () => {
    const [header, row] = parseCsv(buildCsv(APPOINTMENT_CSV, [appointment], csvContext('pt-BR')), ';');
    expect(header).toEqual([
      'Protocolo',
      'Data',
      'Horário',
      'Duração (minutos)',
      'Fuso horário',
      'Situação',
      'Origem',
      'Tipo',
      'Profissional',
      'Paciente',
    ]);
    expect(row).toEqual([
      '20261122-0001',
      '22/11/2026',
      '09:00',
      '30',
      'America/Sao_Paulo',
      'Não compareceu',
      'Clínica',
      'Primeira consulta',
      'Dr. Gregory House',
      'Maria Silva',
    ]);
  });

  it('in English: month first', () => {
    const [header, row] = parseCsv(buildCsv(APPOINTMENT_CSV, [appointment], csvContext('en')), ',');
    expect(header!.slice(0, 4)).toEqual(['Protocol', 'Date', 'Time', 'Duration (minutes)']);
    expect(row![1]).toBe('11/22/2026');
  });
});

const day = {
  id: 'r1',
  date: '2026-11-22',
  doctorId: 'd1',
  professionalName: 'Dr. Gregory House',
  scheduled: 1,
  paid: 0,
  cancelled: 0,
  inAttendance: 0,
  finishedByProfessional: 1,
  leftByPatient: 0,
  noShow: 1,
  total: 3,
  noShowRate: 1 / 3,
  attendedMinutes: 25,
} as AppointmentReportItem;

describe('appointment report CSV', () => {
  it('in Portuguese: one row per day and professional, the no-show rate as 33,3%, no professional id', () => {
    const [header, row] = parseCsv(buildCsv(APPOINTMENT_REPORT_CSV, [day], csvContext('pt-BR')), ';');
    expect(header).toEqual([
      'Data',
      'Profissional',
      'Agendadas',
      'Pagas',
      'Canceladas',
      'Em atendimento',
      'Finalizadas',
      'Abandonadas',
      'Não compareceu',
      'Total',
      'Taxa de não comparecimento',
      'Minutos atendidos',
    ]);
    expect(row).toEqual(['22/11/2026', 'Dr. Gregory House', '1', '0', '0', '0', '1', '0', '1', '3', '33,3%', '25']);
  });

  it('in English: 33.3%', () => {
    const [, row] = parseCsv(buildCsv(APPOINTMENT_REPORT_CSV, [day], csvContext('en')), ',');
    expect(row![10]).toBe('33.3%');
  });
});
