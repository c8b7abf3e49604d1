import type { AppointmentListItem } from '../../providers/appointment.documents';
import { type CsvSpec, useCsvExporter } from '../csv';

const label = (field: string) => `resources.appointments.fields.${field}`;

const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

/**
 * The list's CSV: one row per appointment, its date and time in the clinic's calendar (with the time zone, as the
 * list shows them), the status, source and type by name, the professional and the patient by name.
 */
export const APPOINTMENT_CSV: CsvSpec<AppointmentListItem> = {
  filename: 'appointments',
  columns: [
    { label: label('protocol'), value: (a) => a.protocol },
    { label: label('startDate'), value: (a) => a.startDate, kind: 'date' },
    { label: label('startTime'), value: (a) => a.startTime },
    { label: label('durationMinutes'), value: (a) => minutesBetween(a.startsAt, a.endsAt), kind: 'integer' },
    { label: label('timeZone'), value: (a) => a.timeZone },
    { label: label('status'), value: (a) => a.statusName ?? a.status },
    { label: label('sourceName'), value: (a) => a.sourceName ?? a.source },
    { label: label('typeName'), value: (a) => a.typeName ?? a.type },
    { label: label('professionalName'), value: (a) => a.professionalName },
    { label: label('patientName'), value: (a) => a.patientName },
  ],
};

export const useAppointmentExporter = () => useCsvExporter(APPOINTMENT_CSV);
