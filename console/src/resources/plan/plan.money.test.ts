import { describe, expect, it } from 'vitest';
import { formatBrl, formatPercent, hundredthsToUnits, unitsToHundredths } from './plan.money';

describe('plan money', () => {
  it('shows cents as BRL in both languages', () => {
    expect(formatBrl(8_990, 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 89,90');
    expect(formatBrl(8_990, 'en')).toBe('R$89.90');
    expect(formatBrl(null, 'en')).toBe('');
  });

  it('shows hundredths of a percent as a percentage', () => {
    expect(formatPercent(1_250, 'en')).toBe('12.5%');
    expect(formatPercent(1_250, 'pt-BR').replace(/\s/g, '')).toBe('12,5%');
  });

  it('converts form units to integer hundredths and back without float drift', () => {
    expect(unitsToHundredths('89.9')).toBe(8_990);
    expect(unitsToHundredths('0,29')).toBe(29);
    expect(unitsToHundredths(1.005)).toBe(101);
    expect(unitsToHundredths('')).toBeNull();
    expect(hundredthsToUnits(8_990)).toBe('89.9');
    expect(hundredthsToUnits(null)).toBe('');
    expect(hundredthsToUnits('')).toBe('');
  });
});
