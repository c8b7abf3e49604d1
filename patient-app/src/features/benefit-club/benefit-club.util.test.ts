import { describe, expect, it } from 'vitest';
import { discountPercent } from './benefit-club.util';

describe('discountPercent', () => {
  it('turns basis points into the percentage the page shows, in its language', () => {
    expect(discountPercent(1000, 'pt-BR')).toBe('10');
    expect(discountPercent(1000, 'en')).toBe('10');
    expect(discountPercent(1250, 'pt-BR')).toBe('12,5');
    expect(discountPercent(1250, 'en')).toBe('12.5');
    expect(discountPercent(1, 'en')).toBe('0.01');
    expect(discountPercent(10_000, 'pt-BR')).toBe('100');
  });
});
