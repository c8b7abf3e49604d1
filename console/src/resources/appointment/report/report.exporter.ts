import type { AppointmentReportItem } from '../../../providers/appointment.documents';
import { type CsvColumn, type CsvSpec, useCsvExporter } from '../../csv';

export const COUNT_COLUMNS = [
  'scheduled',
  'paid',
  'cancelled',
  'inAttendance',
  'finishedByProfessional',
  'leftByPatient',
  'noShow',
  'total',
  'noShowRate',
  'attendedMinutes',
] as const;

/** 0.3333 → "33.3%" ("33,3%" in Portuguese); no rate → "—". */
export function formatRate(rate: number | null | undefined, locale: string): string {
  if (rate == null) return '—';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

const label = (field: string) => `resources.appointmentReport.fields.${field}`;

const countColumn = (column: (typeof COUNT_COLUMNS)[number]): CsvColumn<AppointmentReportItem> => ({
  label: label(column),
  value: (row) => row[column],
  kind: column === 'noShowRate' ? 'percent' : 'integer',
});

/** The report's CSV: one row per day and professional, the counts, the no-show rate as a percentage (33,3% / 33.3%). */
export const APPOINTMENT_REPORT_CSV: CsvSpec<AppointmentReportItem> = {
  filename: 'appointment-report',
  columns: [
    { label: label('date'), value: (row) => row.date, kind: 'date' },
    { label: label('professionalName'), value: (row) => row.professionalName },
    ...COUNT_COLUMNS.map(countColumn),
  ],
};

export const useAppointmentReportExporter = () => useCsvExporter(APPOINTMENT_REPORT_CSV);
