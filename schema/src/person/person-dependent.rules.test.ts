import { describe, expect, it } from 'vitest';
import { comingOfAgeDate, guardianActs, guardianshipEndingOn } from './person-dependent.rules.js';

describe('guardianActs', () => {
  const child = { relationship: 'CHILD' as const, birthDate: '2008-11-28' };

  it('lets the guardian act for a child until the day before the 18th birthday, not on it', () => {
    expect(guardianActs(child, '2026-11-27')).toBe(true);
    expect(guardianActs(child, '2026-11-28')).toBe(false);
    expect(guardianActs(child, '2031-01-01')).toBe(false);
  });

  it('treats a dependent without a relationship (registered before relationships existed) as a child', () => {
    expect(guardianActs({ relationship: null, birthDate: '2008-11-28' }, '2026-11-28')).toBe(false);
  });

  it('keeps a spouse, a parent or another adult represented whatever their age', () => {
    for (const relationship of ['SPOUSE', 'PARENT', 'OTHER'] as const) {
      expect(guardianActs({ relationship, birthDate: '1950-01-01' }, '2026-11-28')).toBe(true);
    }
  });

  it('keeps acting while no birth date is known', () => {
    expect(guardianActs({ relationship: 'CHILD', birthDate: null }, '2040-01-01')).toBe(true);
  });
});

describe('comingOfAgeDate', () => {
  it('is the 18th birthday, and 1 March for someone born on 29 February when that year has none', () => {
    expect(comingOfAgeDate('2008-11-28')).toBe('2026-11-28');
    expect(comingOfAgeDate('2008-02-29')).toBe('2026-03-01');
    expect(comingOfAgeDate('2006-02-28')).toBe('2024-02-28');
  });
});

describe('guardianshipEndingOn', () => {
  const child = { relationship: 'CHILD' as const, birthDate: '2009-02-15' };
  it('names the 18th birthday from 90 days before it until the day before, and nothing otherwise', () => {
    expect(guardianshipEndingOn(child, '2027-02-14')).toBe('2027-02-15');
    expect(guardianshipEndingOn(child, '2026-11-17')).toBe('2027-02-15'); // 90 days before
    expect(guardianshipEndingOn(child, '2026-11-16')).toBeNull(); // 91 days before
    expect(guardianshipEndingOn(child, '2027-02-15')).toBeNull(); // the birthday: already of age
  });
  it('says nothing for a dependent whose guardianship does not end with age, or without a birth date', () => {
    expect(guardianshipEndingOn({ relationship: 'SPOUSE', birthDate: '2009-02-15' }, '2027-02-14')).toBeNull();
    expect(guardianshipEndingOn({ relationship: 'CHILD', birthDate: null }, '2027-02-14')).toBeNull();
    expect(guardianshipEndingOn({ relationship: null, birthDate: '2009-02-15' }, '2027-02-14')).toBe('2027-02-15');
  });
});
