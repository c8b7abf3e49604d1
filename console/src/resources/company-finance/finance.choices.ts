import { BANK_ACCOUNT_TYPES, MAX_INSTALLMENTS, PIX_KEY_TYPES } from '@teleconsulta/schema';

export const PIX_KEY_TYPE_CHOICES = PIX_KEY_TYPES.map((id) => ({ id, name: `resources.companyFinancials.pixKeyTypes.${id}` }));
export const BANK_ACCOUNT_TYPE_CHOICES = BANK_ACCOUNT_TYPES.map((id) => ({
  id,
  name: `resources.companyFinancials.bankAccountTypes.${id}`,
}));
export const INSTALLMENT_CHOICES = Array.from({ length: MAX_INSTALLMENTS }, (_, i) => ({ id: i + 1, name: `${i + 1}×` }));
export const financeSection = (name: string) => `resources.companyFinancials.sections.${name}`;
/** The hint under a financial setting's input. */
export const financeHelper = (source: string) => `resources.companyFinancials.helpers.${source}`;
