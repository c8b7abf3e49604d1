import type { Exporter } from 'react-admin';
import type { AppointmentListItem } from '../../providers/appointment.documents';
import { downloadRows } from '../csv';

const COLUMNS = [
  'id',
  'protocol',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'timeZone',
  'startsAt',
  'endsAt',
  'status',
  'statusName',
  'source',
  'sourceName',
  'type',
  'typeName',
  'doctorId',
  'professionalName',
  'patientId',
  'patientName',
] as const;

/** The list's CSV: one row per appointment, local dates and times with the time zone, UTC instants, codes and names. */
export const appointmentExporter: Exporter<AppointmentListItem> = (appointments) => {
  downloadRows(COLUMNS, appointments, 'appointments');
};
