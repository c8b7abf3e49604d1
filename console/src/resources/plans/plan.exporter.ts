import { downloadCSV, type Exporter } from 'react-admin';
import type { PlanListItem } from '../../providers/plan.documents';

const COLUMNS = [
  'id',
  'companyId',
  'name',
  'billType',
  'durationDays',
  'attendanceValueCents',
  'minutesQuantity',
  'minutesValueCents',
  'active',
] as const;

const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The list's CSV: one row per plan, money in integer cents (as the API), so spreadsheets never round it. */
export const planExporter: Exporter<PlanListItem> = (plans) => {
  const rows = plans.map((plan) => COLUMNS.map((column) => csvCell(plan[column])).join(','));
  downloadCSV([COLUMNS.join(','), ...rows].join('\n'), 'plans');
};
