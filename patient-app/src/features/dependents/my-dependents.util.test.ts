import { describe, expect, it } from 'vitest';
import { formatBirthDate, splitSelfAndDependents } from './my-dependents.util';

const people = [
  { id: 'maria', parentId: null, status: 'ACTIVE' as const },
  { id: 'pedro', parentId: 'maria', status: 'ACTIVE' as const },
  { id: 'gone', parentId: 'maria', status: 'INACTIVE' as const },
  { id: 'other', parentId: 'someone', status: 'ACTIVE' as const },
];

describe('splitSelfAndDependents', () => {
  it('finds the patient and only the active dependents registered under them', () => {
    expect(splitSelfAndDependents(people, 'maria')).toEqual({ self: people[0], dependents: [people[1]] });
  });
  it('gives nothing without a person record', () => {
    expect(splitSelfAndDependents(people, null)).toEqual({ self: null, dependents: [] });
  });
});

describe('formatBirthDate', () => {
  it('writes the date the user’s way, whatever the device’s zone', () => {
    expect(formatBirthDate('2015-06-01', 'pt-BR')).toBe('01/06/2015');
    expect(formatBirthDate('2015-06-01', 'en')).toBe('06/01/2015');
  });
});
