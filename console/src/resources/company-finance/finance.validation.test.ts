import { ZCompanyFinancial } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import { toCompanyFinancialInput } from '../../providers/company-financial.queries';
import { bpsToPercent, isValidClubDiscount, percentToBps, validateCompanyFinancial } from './finance.validation';

const valid = {
  consultationPriceCents: 15_000,
  returnPriceCents: 10_000,
  acceptsCreditCard: false,
  acceptsPix: false,
  acceptsOnSite: true,
  maxInstallments: 1,
  interestFreeInstallments: 1,
  installmentInterestBps: 0,
  minInstallmentCents: 500,
  benefitClubDiscountBps: 1000,
};

describe('the benefits club discount (a percentage in the form, basis points in the API)', () => {
  it('reads basis points as a percentage and back', () => {
    expect(bpsToPercent(1000)).toBe('10');
    expect(bpsToPercent(1250)).toBe('12.5');
    expect(bpsToPercent(0)).toBe('0');
    expect(bpsToPercent(null)).toBe('');
    expect(percentToBps('10')).toBe(1000);
    expect(percentToBps('12,5')).toBe(1250);
    expect(percentToBps('1.15')).toBe(115);
    expect(percentToBps('0.01')).toBe(1);
    expect(percentToBps(100)).toBe(10_000);
    expect(percentToBps('')).toBeNull();
  });

  it('accepts 0 to 100 with at most 2 decimals', () => {
    expect(isValidClubDiscount(percentToBps('0'))).toBe(true);
    expect(isValidClubDiscount(percentToBps('99.99'))).toBe(true);
    expect(isValidClubDiscount(percentToBps('100'))).toBe(true);
    expect(isValidClubDiscount(percentToBps('10.555'))).toBe(false);
    expect(isValidClubDiscount(percentToBps('100.01'))).toBe(false);
    expect(isValidClubDiscount(percentToBps('-1'))).toBe(false);
    expect(isValidClubDiscount(percentToBps('abc'))).toBe(false);
    expect(isValidClubDiscount(percentToBps(''))).toBe(false);
  });

  it('says what to type under the field, in the form’s own words', () => {
    expect(validateCompanyFinancial(valid, 'en')).toEqual({});
    expect(validateCompanyFinancial({ ...valid, benefitClubDiscountBps: 1055.5 }, 'pt-BR')).toEqual({
      benefitClubDiscountBps: 'resources.companyFinancials.validation.benefitClubDiscountBps',
    });
    expect(validateCompanyFinancial({ ...valid, benefitClubDiscountBps: null }, 'en')).toEqual({
      benefitClubDiscountBps: 'resources.companyFinancials.validation.benefitClubDiscountBps',
    });
  });
});

describe('the emergency attendance price (cents; 0: the clinic does not charge for it)', () => {
  it('is free when omitted: the form of a company that never set it still saves, with 0', () => {
    expect(validateCompanyFinancial(valid, 'en')).toEqual({});
    expect(ZCompanyFinancial.parse(toCompanyFinancialInput(valid)).emergencyPriceCents).toBe(0);
    expect(validateCompanyFinancial({ ...valid, emergencyPriceCents: 0 }, 'en')).toEqual({});
    expect(validateCompanyFinancial({ ...valid, emergencyPriceCents: 8_000 }, 'en')).toEqual({});
  });

  it('refuses a negative or fractional price, naming the field in the current language', () => {
    expect(validateCompanyFinancial({ ...valid, emergencyPriceCents: -100 }, 'pt-BR')).toEqual({
      emergencyPriceCents: 'O campo Valor do pronto atendimento é inválido',
    });
    expect(validateCompanyFinancial({ ...valid, emergencyPriceCents: 80.5 }, 'en')).toEqual({
      emergencyPriceCents: 'Emergency attendance price is invalid',
    });
  });
});
