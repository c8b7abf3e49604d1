import { COMPANY_RULE_FIELDS, PERIOD_CHOICES, ZContractFlagsDto } from '@teleconsulta/schema';
import { useTranslate } from 'react-admin';

/** Select choices of the company form and show page; names are translation keys. */
export const COMMISSION_TYPE_CHOICES = [
  { id: 'PERCENTAGE', name: 'resources.companies.commissionTypes.PERCENTAGE' },
  { id: 'FIXED', name: 'resources.companies.commissionTypes.FIXED' },
];

/** The seven CompanyRules booleans. */
export const RULE_FIELDS = COMPANY_RULE_FIELDS;

/** The contract's flags (powered-by badge, emergency module). */
export const CONTRACT_FLAG_FIELDS = ZContractFlagsDto.keyof().options;

/** What happens to a called emergency patient who does not answer (company setting). */
export const NO_ANSWER_ACTION_CHOICES = [
  { id: 'REQUEUE', name: 'resources.companies.noAnswerActions.REQUEUE' },
  { id: 'LEAVE', name: 'resources.companies.noAnswerActions.LEAVE' },
];

export const sectionLabel = (name: string) => `resources.companies.sections.${name}`;

/** The scheduling windows (SPEC §9: 7, 15 and 30 days), labelled in the current language. */
export function usePeriodChoices() {
  const translate = useTranslate();
  return PERIOD_CHOICES.map((days) => ({ id: days, name: translate('resources.companies.period', { smart_count: days }) }));
}
