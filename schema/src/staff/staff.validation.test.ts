import { describe, expect, it } from 'vitest';
import { CURRENT_TERMS } from '../consent/terms.js';
import { translateIssues } from '../util/issues.js';
import { canManageMembership, grantableRoles } from './staff.policy.js';
import {
  membershipRoleNames,
  ZStaffInvitationNewAccount,
  ZStaffInvitationToken,
  ZStaffInvite,
  ZStaffRolesInput,
} from './staff.validation.js';

const valid = { email: 'Gustavo@Clinica.Example.com', roles: ['M'] };

describe('staff validation', () => {
  it('an invitation is an e-mail (lower case) and roles: no name, no password', () => {
    expect(ZStaffInvite.parse({ ...valid, name: 'Ignored', password: 'Ignored123' })).toEqual({
      email: 'gustavo@clinica.example.com',
      roles: ['M'],
    });
  });

  it('keeps each role once, in a fixed order', () => {
    expect(ZStaffRolesInput.parse({ roles: ['CA', 'D', 'CA', 'P'] }).roles).toEqual(['P', 'D', 'CA']);
  });

  it('refuses ADMIN, unknown roles and an empty set', () => {
    for (const roles of [['ADMIN'], ['X'], [], undefined]) expect(ZStaffRolesInput.safeParse({ roles }).success).toBe(false);
  });

  it('requires a valid e-mail', () => {
    const result = ZStaffInvite.safeParse({ ...valid, email: 'not-an-email' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(translateIssues(result.error, 'en').map((i) => i.field)).toEqual(['email']);
  });

  it('names the roles as one phrase of each language', () => {
    expect(membershipRoleNames(['D', 'M'], 'en')).toBe('Doctor and Manager');
    expect(membershipRoleNames(['P', 'D', 'CA'], 'pt-BR')).toBe('Paciente, Médico e Administrador da clínica');
  });
});

describe('accepting an invitation with a new account', () => {
  const account = {
    name: ' Nina Nova ',
    password: 'Inicial123',
    passwordConfirm: 'Inicial123',
    termsVersion: CURRENT_TERMS.TERMS_OF_USE.version,
  };

  it('takes the person’s own name and password and the current terms of use', () => {
    expect(ZStaffInvitationNewAccount.parse(account)).toMatchObject({ name: 'Nina Nova', password: 'Inicial123' });
  });

  it('says the password rule, the confirmation and the terms under their fields, in both languages', () => {
    const result = ZStaffInvitationNewAccount.safeParse({
      ...account,
      password: 'fraca',
      passwordConfirm: 'outra',
      termsVersion: undefined,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(translateIssues(result.error, 'pt-BR')).toEqual([
      { field: 'password', message: 'A senha deve ter no mínimo 8 caracteres, com letras maiúsculas, minúsculas e números' },
      { field: 'termsVersion', message: 'Os termos de uso devem ser aceitos para acessar o sistema' },
    ]);
    const mismatch = ZStaffInvitationNewAccount.safeParse({ ...account, passwordConfirm: 'Inicial124' });
    expect(mismatch.success).toBe(false);
    if (mismatch.success) return;
    expect(translateIssues(mismatch.error, 'en')).toEqual([
      { field: 'passwordConfirm', message: 'The confirmation must equal the password' },
    ]);
  });

  it('takes any version named (the service refuses all but the current published one); an empty one is not accepting', () => {
    expect(ZStaffInvitationNewAccount.safeParse({ ...account, termsVersion: '2020-01-01' }).success).toBe(true);
    const empty = ZStaffInvitationNewAccount.safeParse({ ...account, termsVersion: ' ' });
    expect(empty.success).toBe(false);
    if (empty.success) return;
    expect(translateIssues(empty.error, 'en')).toEqual([
      { field: 'termsVersion', message: 'The terms of use must be accepted to access the system' },
    ]);
  });

  it('a token is 43 base64url characters (256 bits)', () => {
    expect(ZStaffInvitationToken.safeParse('A'.repeat(43)).success).toBe(true);
    for (const token of ['A'.repeat(42), `${'A'.repeat(42)}=`, `${'A'.repeat(42)}/`])
      expect(ZStaffInvitationToken.safeParse(token).success).toBe(false);
  });
});

describe('who grants which membership roles (staff.policy.ts)', () => {
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
