import { describe, expect, it } from 'vitest';
import { ageInYears, calendarDateText, fileSizeText, instantText } from './professional-format.util';

describe('ageInYears', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageInYears('1985-04-12', '2026-04-11')).toBe(40);
    expect(ageInYears('1985-04-12', '2026-04-12')).toBe(41);
    expect(ageInYears('2024-02-29', '2025-02-28')).toBe(0);
    expect(ageInYears('2024-02-29', '2025-03-01')).toBe(1);
  });

  it('is null without a valid birth date, or for a date before the birth', () => {
    expect(ageInYears(null, '2026-01-01')).toBeNull();
    expect(ageInYears('12/04/1985', '2026-01-01')).toBeNull();
    expect(ageInYears('2027-01-01', '2026-01-01')).toBeNull();
  });
});

describe('calendarDateText', () => {
  it('writes the clinic’s date as it is, in each language, whatever the browser’s zone', () => {
    expect(calendarDateText('2026-03-03', 'pt-BR')).toBe('ter., 03/03/2026');
    expect(calendarDateText('2026-03-03', 'en')).toBe('Tue, 03/03/2026');
    expect(calendarDateText('2026-03-03', 'en', { weekday: false, year: false })).toBe('03/03');
  });
});

describe('instantText', () => {
  it('shows an instant in the given zone', () => {
    expect(instantText('2026-03-03T02:30:00.000Z', 'pt-BR', 'America/Sao_Paulo')).toBe('02/03/2026, 23:30');
  });
});

describe('fileSizeText', () => {
  it('uses bytes, kB and MB with the language’s decimal mark', () => {
    expect(fileSizeText(820, 'en')).toBe('820 B');
    expect(fileSizeText(12_800, 'en')).toBe('13 kB');
    expect(fileSizeText(1_468_006, 'pt-BR')).toBe('1,4 MB');
  });
});
