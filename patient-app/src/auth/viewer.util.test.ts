import { PROFESSIONAL_ROLES } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import { currentCompanyName, hasAnyRole } from './viewer.util';

const memberships = [
  { companyId: 'c1', companyName: 'Clínica Central' },
  { companyId: 'c2', companyName: 'Clínica Norte' },
];

describe('currentCompanyName', () => {
  it('names the membership of the signed-in company', () => {
    expect(currentCompanyName({ companyId: 'c2', memberships })).toBe('Clínica Norte');
  });

  it('is null without a current company or a matching membership', () => {
    expect(currentCompanyName({ companyId: null, memberships })).toBeNull();
    expect(currentCompanyName({ companyId: 'c9', memberships })).toBeNull();
  });
});

describe('hasAnyRole', () => {
  it('accepts doctors and clinic doctors as professionals', () => {
    expect(hasAnyRole(['D'], PROFESSIONAL_ROLES)).toBe(true);
    expect(hasAnyRole(['M', 'DC'], PROFESSIONAL_ROLES)).toBe(true);
  });

  it('refuses patients and staff', () => {
    expect(hasAnyRole(['P'], PROFESSIONAL_ROLES)).toBe(false);
    expect(hasAnyRole(['M', 'CA'], PROFESSIONAL_ROLES)).toBe(false);
  });
});
