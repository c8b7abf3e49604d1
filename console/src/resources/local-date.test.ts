import { describe, expect, it } from 'vitest';
import { dateOf, formatDay, formatInstant } from './local-date';

describe('the console’s one date format per language', () => {
  it('shows a day with a four-digit year in each language’s order', () => {
    expect(formatDay('2026-11-29', 'pt-BR')).toBe('29/11/2026');
    expect(formatDay('2026-11-29', 'en')).toBe('11/29/2026');
  });

  it('shows an instant to the minute, 24-hour in Portuguese and AM/PM in English, in the given zone', () => {
    expect(formatInstant('2026-11-29T17:05:42Z', 'pt-BR', 'America/Sao_Paulo')).toBe('29/11/2026, 14:05');
    expect(formatInstant('2026-11-29T17:05:42Z', 'en', 'America/Sao_Paulo')).toBe('11/29/2026, 02:05 PM');
  });

  it('reads a yyyy-MM-dd day as that calendar day, not the UTC midnight before it', () => {
    const d = dateOf('1985-04-12');
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([1985, 3, 12]);
  });
});
