import { STATIC_DOMAIN_LISTS } from '@teleconsulta/schema';
import type { PlanListItem } from '../../providers/plan.documents';
import { type CsvSpec, useCsvExporter } from '../csv';

const label = (field: string) => `resources.plans.fields.${field}`;

/** The bill type's name in the reader's language (SPEC §3's BILL_TYPE list), the code if unknown. */
const billTypeName = (code: string, locale: string) => {
  const entry = STATIC_DOMAIN_LISTS.BILL_TYPE.find((e) => e.code === code);
  return entry ? (locale === 'en' ? entry.en : entry.pt) : code;
};

/** The list's CSV: one row per plan, the amounts in reais with the reader's decimal mark (150,00 / 150.00). */
export const PLAN_CSV: CsvSpec<PlanListItem> = {
  filename: 'plans',
  columns: [
    { label: label('name'), value: (p) => p.name },
    { label: label('billType'), value: (p, { locale }) => billTypeName(p.billType, locale) },
    { label: label('durationDays'), value: (p) => p.durationDays, kind: 'integer' },
    { label: label('attendanceValueCents'), value: (p) => p.attendanceValueCents, kind: 'money' },
    { label: label('minutesQuantity'), value: (p) => p.minutesQuantity, kind: 'integer' },
    { label: label('minutesValueCents'), value: (p) => p.minutesValueCents, kind: 'money' },
    { label: label('active'), value: (p) => p.active, kind: 'boolean' },
  ],
};

export const usePlanExporter = () => useCsvExporter(PLAN_CSV);
