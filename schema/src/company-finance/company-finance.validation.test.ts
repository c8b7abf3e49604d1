import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_FINANCIAL, normalizePixKey, ZCompanyFinancial } from './company-finance.validation.js';

describe('normalizePixKey', () => {
  it('keeps only keys valid for their type, normalised as the DICT stores them', () => {
    expect(normalizePixKey('CPF', '529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('CPF', '529.982.247-24')).toBeNull();
    expect(normalizePixKey('CNPJ', '11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizePixKey('EMAIL', 'Pix@Clinica.COM')).toBe('pix@clinica.com');
    expect(normalizePixKey('EMAIL', 'not-an-email')).toBeNull();
    expect(normalizePixKey('PHONE', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('PHONE', '+55 21 3333-4444')).toBe('+552133334444');
    expect(normalizePixKey('PHONE', '98765-4321')).toBeNull();
    expect(normalizePixKey('EVP', '123E4567-E12B-12D1-A456-426655440000')).toBe('123e4567-e12b-12d1-a456-426655440000');
    expect(normalizePixKey('EVP', '123e4567')).toBeNull();
  });
});

describe('ZCompanyFinancial', () => {
  it('accepts the defaults', () => {
    expect(ZCompanyFinancial.safeParse(DEFAULT_COMPANY_FINANCIAL).success).toBe(true);
  });

  it('asks for the PIX key, receiver name and city when PIX is accepted', () => {
    const r = ZCompanyFinancial.safeParse({ ...DEFAULT_COMPANY_FINANCIAL, acceptsPix: true });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['pixKeyType', 'required'],
      ['pixKey', 'required'],
      ['merchantName', 'required'],
      ['merchantCity', 'required'],
    ]);
  });

  it('asks for the whole bank account once any part of it is given', () => {
    const r = ZCompanyFinancial.safeParse({ ...DEFAULT_COMPANY_FINANCIAL, bankCode: '001' });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'bankBranch',
      'bankAccount',
      'bankAccountType',
      'accountHolderName',
      'accountHolderDocument',
    ]);
  });

  it('limits the BR Code receiver name to 25 and city to 15 characters', () => {
    const r = ZCompanyFinancial.safeParse({
      ...DEFAULT_COMPANY_FINANCIAL,
      merchantName: 'A'.repeat(26),
      merchantCity: 'B'.repeat(16),
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['merchantName', 'max'],
      ['merchantCity', 'max'],
    ]);
  });
});
