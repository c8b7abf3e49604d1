import type { Exporter } from 'react-admin';
import type { AppointmentReportItem } from '../../../providers/appointment.documents';
import { downloadRows } from '../../csv';

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

const COLUMNS = ['date', 'doctorId', 'professionalName', ...COUNT_COLUMNS] as const;

/** 0.3333 → "33.3%" ("33,3%" in Portuguese); no rate → "—". */
export function formatRate(rate: number | null | undefined, locale: string): string {
  if (rate == null) return '—';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** The report's CSV: one row per day and professional, the no-show rate as a fraction (0 to 1). */
export const appointmentReportExporter: Exporter<AppointmentReportItem> = (rows) => {
  downloadRows(COLUMNS, rows, 'appointment-report');
};
