import type { Locale } from '@teleconsulta/schema';
import type { InstallmentOptionFieldsFragment } from '../../gql/graphql';
import { translate } from '../../i18n/translate.util';

type Option = Pick<InstallmentOptionFieldsFragment, 'installments' | 'firstInstallmentCents' | 'totalCents' | 'interestFree'>;

/**
 * One line of the installments select: "3x of R$ 33,34 interest free" / "3x de R$ 33,34 sem juros", or with interest
 * "3x of R$ 35,00 (total R$ 105,00)". The amount named is the first installment, the largest (it takes the
 * remainder cents).
 */
export function installmentLabel(option: Option, locale: Locale, money: (cents: number) => string): string {
  return translate(locale, option.interestFree ? 'payment.installments.free' : 'payment.installments.interest', {
    count: option.installments,
    amount: money(option.firstInstallmentCents),
    total: money(option.totalCents),
  });
}
