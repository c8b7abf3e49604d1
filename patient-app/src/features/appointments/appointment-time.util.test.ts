import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatTime, intlLocale } from './appointment-time.util';

describe('intlLocale', () => {
  it('writes in the browser’s own variant of the app language', () => {
    expect(intlLocale('en', ['en-GB', 'pt-BR'])).toBe('en-GB');
    expect(intlLocale('pt-BR', ['pt-PT'])).toBe('pt-PT');
  });

  it('uses the app language’s usual variant otherwise', () => {
    expect(intlLocale('pt-BR', ['fr-FR'])).toBe('pt-BR');
    expect(intlLocale('en', [])).toBe('en-US');
  });
});

describe('dates and times on the company’s clock', () => {
  // 17:30 UTC is 14:30 in São Paulo (UTC−3) and 18:30 in Lisbon in summer.
  const instant = '2026-06-15T17:30:00.000Z';

  it('writes the time in the company’s zone, in the browser’s format', () => {
    expect(formatTime(instant, 'America/Sao_Paulo', 'pt-BR')).toBe('14:30');
    expect(formatTime(instant, 'America/Sao_Paulo', 'en-US')).toBe('2:30 PM');
    expect(formatTime(instant, 'Europe/Lisbon', 'pt-BR')).toBe('18:30');
  });

  it('names the day of a calendar date without shifting it', () => {
    expect(formatDay('2026-06-15', 'en-US')).toBe('Monday, June 15');
    expect(formatDay('2026-06-15', 'pt-BR')).toBe('segunda-feira, 15 de junho');
  });

  it('takes the date from the company’s zone, not the browser’s', () => {
    // 02:00 UTC on the 16th is still the 15th in São Paulo.
    expect(formatDateTime('2026-06-16T02:00:00.000Z', 'America/Sao_Paulo', 'en-US')).toContain('June 15, 2026');
  });
});
