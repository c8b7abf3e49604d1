import { describe, expect, it } from 'vitest';
import { canManageMembership, grantableRoles } from '../access.js';
import { translateIssues } from './issues.js';
import { ZStaffCreate, ZStaffRolesInput } from './staff.js';

const valid = { name: ' Gustavo Gestor ', email: 'Gustavo@Clinica.Example.com', password: 'Gestor1234', roles: ['M'] };

describe('staff validation', () => {
  it('accepts a new member, trims the name, lowers the e-mail', () => {
    expect(ZStaffCreate.parse(valid)).toEqual({
      name: 'Gustavo Gestor',
      email: 'gustavo@clinica.example.com',
      password: 'Gestor1234',
      roles: ['M'],
    });
  });

  it('keeps each role once, in a fixed order', () => {
    expect(ZStaffRolesInput.parse({ roles: ['CA', 'D', 'CA', 'P'] }).roles).toEqual(['P', 'D', 'CA']);
  });

  it('refuses ADMIN, unknown roles and an empty set', () => {
    for (const roles of [['ADMIN'], ['X'], [], undefined]) expect(ZStaffRolesInput.safeParse({ roles }).success).toBe(false);
  });

  it('says the shared password rule under the password, in both languages', () => {
    const result = ZStaffCreate.safeParse({ ...valid, password: 'fraca' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(translateIssues(result.error, 'pt-BR')).toEqual([
      { field: 'password', message: 'A senha deve ter no mínimo 8 caracteres, com letras maiúsculas, minúsculas e números' },
    ]);
    expect(translateIssues(result.error, 'en')[0]?.message).toMatch(/at least 8 characters/);
  });

  it('requires a valid e-mail and a name', () => {
    const result = ZStaffCreate.safeParse({ ...valid, name: ' ', email: 'not-an-email' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(
      translateIssues(result.error, 'en')
        .map((i) => i.field)
        .sort(),
    ).toEqual(['email', 'name']);
  });
});

describe('who grants which membership roles (access.ts)', () => {
  it('CA and ADMIN grant every membership role, a manager only P, D and DC, others none', () => {
    expect(grantableRoles(['CA'])).toEqual(['P', 'D', 'DC', 'M', 'CA', 'R']);
    expect(grantableRoles(['ADMIN'])).toEqual(['P', 'D', 'DC', 'M', 'CA', 'R']);
    expect(grantableRoles(['M'])).toEqual(['P', 'D', 'DC']);
    expect(grantableRoles(['D', 'R'])).toEqual([]);
  });

  it('a manager manages doctor and patient memberships, not M, CA or R ones', () => {
    expect(canManageMembership(['M'], ['D', 'DC'])).toBe(true);
    expect(canManageMembership(['M'], ['D', 'M'])).toBe(false);
    expect(canManageMembership(['M'], ['CA'])).toBe(false);
    expect(canManageMembership(['M'], ['R'])).toBe(false);
    expect(canManageMembership(['CA'], ['CA', 'R'])).toBe(true);
    expect(canManageMembership(['P'], ['P'])).toBe(false);
  });
});
