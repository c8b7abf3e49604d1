import type { Exporter } from 'react-admin';
import type { PlanListItem } from '../../providers/plan.documents';
import { downloadRows } from '../csv';

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

/** The list's CSV: one row per plan, money in integer cents (as the API), so spreadsheets never round it. */
export const planExporter: Exporter<PlanListItem> = (plans) => {
  downloadRows(COLUMNS, plans, 'plans');
};
