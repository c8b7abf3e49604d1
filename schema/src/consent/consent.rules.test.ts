import { describe, expect, it } from 'vitest';
import { currentVersion, mustAcceptTerms } from './consent.rules.js';

describe('mustAcceptTerms', () => {
  const member = { companyId: 'c1', isPlatformAdmin: false };
  it('stops a member of a company until the current version is accepted', () => {
    expect(mustAcceptTerms(member, { accepted: false })).toBe(true);
    expect(mustAcceptTerms(member, { accepted: true })).toBe(false);
  });
  it('lets the platform administrator working across companies through; in a company they accept like anyone', () => {
    expect(mustAcceptTerms({ companyId: null, isPlatformAdmin: true }, { accepted: false })).toBe(false);
    expect(mustAcceptTerms({ companyId: 'c1', isPlatformAdmin: true }, { accepted: false })).toBe(true);
  });
});

describe('currentVersion', () => {
  it('is the newest published version, none without versions', () => {
    expect(currentVersion([{ version: 'v2' }, { version: 'v1' }])).toEqual({ version: 'v2' });
    expect(currentVersion([])).toBeNull();
  });
});
