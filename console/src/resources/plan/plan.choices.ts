import { STATIC_DOMAIN_LISTS } from '@teleconsulta/schema';
import { useLocaleState } from 'react-admin';

/** The BILL_TYPE domain list (SPEC §3), labelled in the console's language. */
export function useBillTypeChoices() {
  const [locale] = useLocaleState();
  return STATIC_DOMAIN_LISTS.BILL_TYPE.map((entry) => ({ id: entry.code, name: locale === 'en' ? entry.en : entry.pt }));
}

export const PLAN_COMMISSION_TYPE_CHOICES = [
  { id: 'PERCENTAGE', name: 'resources.plans.commissionTypes.PERCENTAGE' },
  { id: 'FIXED', name: 'resources.plans.commissionTypes.FIXED' },
];

export const planSection = (name: string) => `resources.plans.sections.${name}`;

/** A new plan starts with every quantity and value explicit, so what the form shows is what is saved. */
export const NEW_PLAN_DEFAULTS = {
  billType: 'MONTHLY',
  durationDays: 30,
  initialAttendanceQuantity: 0,
  attendanceValueCents: 0,
  minutesQuantity: 0,
  minutesValueCents: 0,
  recordedMinutesQuantity: 0,
  recordedMinutesValueCents: 0,
  additionalMinutesAllowed: false,
  additionalRecordedMinutesAllowed: false,
  active: true,
};
