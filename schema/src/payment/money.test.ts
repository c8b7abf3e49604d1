import { describe, expect, it } from 'vitest';
import { centsFromDecimalString, decimalStringFromCents, formatBRL, percentOfCents } from './money.js';

describe('formatBRL', () => {
  it.each([
    [123_456, 'R$ 1.234,56', 'R$1,234.56'],
    [15_000, 'R$ 150,00', 'R$150.00'],
    [5, 'R$ 0,05', 'R$0.05'],
    [0, 'R$ 0,00', 'R$0.00'],
    [-0, 'R$ 0,00', 'R$0.00'],
    [-123_456, '-R$ 1.234,56', '-R$1,234.56'],
    [100_000_000_001, 'R$ 1.000.000.000,01', 'R$1,000,000,000.01'],
  ])('formats %i cents as %s / %s', (cents, pt, en) => {
    expect(formatBRL(cents, 'pt-BR')).toBe(pt);
    expect(formatBRL(cents, 'en')).toBe(en);
  });
  it('uses a plain space, not a no-break space', () => expect(formatBRL(100, 'pt-BR')).not.toMatch(/[\u00a0\u202f]/));
  it('refuses fractions of a cent', () => expect(() => formatBRL(1.5, 'en')).toThrow(RangeError));
});

describe('centsFromDecimalString', () => {
  it.each([
    ['150.00', 15_000],
    ['150', 15_000],
    ['0.5', 50],
    ['0.05', 5],
    [' 10.99 ', 1_099],
    ['-1.25', -125],
    ['-0.00', 0],
  ])('reads %s as %i', (value, cents) => expect(centsFromDecimalString(value)).toBe(cents));
  it.each(['', '1,50', '1.234,56', '1.234', '.5', '1.', 'R$ 1', '1e3', '99999999999999999'])('refuses %s', (value) =>
    expect(centsFromDecimalString(value)).toBeNull(),
  );
});

describe('decimalStringFromCents', () => {
  it.each([
    [15_000, '150.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-125, '-1.25'],
    [-5, '-0.05'],
  ])('writes %i as %s', (cents, value) => {
    expect(decimalStringFromCents(cents)).toBe(value);
    expect(centsFromDecimalString(value)).toBe(cents);
  });
});

describe('percentOfCents', () => {
  it('takes basis points of an amount, rounded half up to the cent', () => {
    expect(percentOfCents(15_000, 1_000)).toBe(1_500);
    expect(percentOfCents(20_001, 1_000)).toBe(2_000);
    expect(percentOfCents(20_005, 1_000)).toBe(2_001);
    expect(percentOfCents(999, 0)).toBe(0);
    expect(percentOfCents(999, 10_000)).toBe(999);
  });
});
