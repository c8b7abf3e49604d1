import { downloadCSV, type Exporter } from 'react-admin';
import type { AppointmentListItem } from '../../providers/appointment.documents';

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

export const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The list's CSV: one row per appointment, local dates and times with the time zone, UTC instants, codes and names. */
export const appointmentExporter: Exporter<AppointmentListItem> = (appointments) => {
  const rows = appointments.map((a) => COLUMNS.map((column) => csvCell(a[column])).join(','));
  downloadCSV([COLUMNS.join(','), ...rows].join('\n'), 'appointments');
};
