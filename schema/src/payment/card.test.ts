import { describe, expect, it } from 'vitest';
import { cardBrand, cardExpired, cvvValid, holderNameValid, luhnValid, maskCardNumber, normaliseCardNumber } from './card.js';

describe('luhnValid (BRAZIL.md §9.3)', () => {
  it.each([
    '4111111111111111',
    '4111 1111 1111 1111',
    '5555-5555-5555-4444',
    '378282246310005',
    '5031433215406351',
    '4235647728025682',
    '375365153556885',
    '5067766783888311',
    '4000000760000002',
  ])('accepts %s', (n) => expect(luhnValid(n)).toBe(true));
  it.each(['4111111111111112', '41111111111', '4111a11111111111', '', '00000000000000000000'])('refuses %s', (n) =>
    expect(luhnValid(n)).toBe(false),
  );
});

describe('cardBrand', () => {
  it.each([
    ['4111111111111111', 'VISA'],
    ['4235647728025682', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['5031433215406351', 'OTHER'],
    ['2221000000000009', 'MASTERCARD'],
    ['2720990000000000', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['341111111111111', 'AMEX'],
    ['5067766783888311', 'ELO'],
    ['4011780000000000', 'ELO'],
    ['4389350000000000', 'ELO'],
    ['6362970000000000', 'ELO'],
    ['6504850000000000', 'ELO'],
    ['6550580000000000', 'ELO'],
    ['6550200000000000', 'OTHER'],
    ['6062825624254001', 'HIPERCARD'],
    ['3841000000000000', 'HIPERCARD'],
    ['6011111111111117', 'OTHER'],
    ['411', 'OTHER'],
  ] as const)('%s is %s', (n, brand) => expect(cardBrand(n)).toBe(brand));
  it('reads a formatted number', () => expect(cardBrand('5067 7667 8388 8311')).toBe('ELO'));
});

describe('cardExpired', () => {
  const now = new Date('2026-11-15T12:00:00Z');
  it('is valid through the end of its month', () => {
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(12, 2026, now)).toBe(false);
    expect(cardExpired(1, 2027, now)).toBe(false);
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
  });
  it('reads 2-digit years as 20YY', () => {
    expect(cardExpired(11, 30, now)).toBe(false);
    expect(cardExpired(10, 26, now)).toBe(true);
  });
  it("counts the month in the payer's time zone (São Paulo by default)", () => {
    // 2026-12-01 01:00 UTC is still 30 November in São Paulo (UTC−3).
    const lateNovember = new Date('2026-12-01T01:00:00Z');
    expect(cardExpired(11, 2026, lateNovember)).toBe(false);
    expect(cardExpired(11, 2026, lateNovember, 'UTC')).toBe(true);
  });
  it.each([
    [0, 2030],
    [13, 2030],
    [1.5, 2030],
    [5, -1],
  ])('treats %i/%i as expired', (m, y) => expect(cardExpired(m, y, now)).toBe(true));
});

describe('cvvValid', () => {
  it('wants 4 digits for Amex and 3 for others', () => {
    expect(cvvValid('1234', 'AMEX')).toBe(true);
    expect(cvvValid('123', 'AMEX')).toBe(false);
    expect(cvvValid('123', 'VISA')).toBe(true);
    expect(cvvValid('123', 'ELO')).toBe(true);
    expect(cvvValid('1234', 'MASTERCARD')).toBe(false);
    expect(cvvValid('12a', 'OTHER')).toBe(false);
  });
});

describe('maskCardNumber and normaliseCardNumber', () => {
  it('keeps the last 4 digits only', () => {
    expect(maskCardNumber('4111 1111 1111 1234')).toBe('•••• 1234');
    expect(maskCardNumber('12')).toBe('••••');
  });
  it('keeps digits only', () => expect(normaliseCardNumber(' 4111-1111 1111.1111 ')).toBe('4111111111111111'));
});

describe('holderNameValid', () => {
  it.each(['JOSE DA SILVA', 'María José Conceição', "D'Ávila", 'J. R. Souza-Lima', 'Li'])('accepts %s', (name) =>
    expect(holderNameValid(name)).toBe(true),
  );
  it.each(['', 'J', ' . ', 'Jose 2', 'Ana@Souza', 'A'.repeat(51)])('refuses %s', (name) => expect(holderNameValid(name)).toBe(false));
});
