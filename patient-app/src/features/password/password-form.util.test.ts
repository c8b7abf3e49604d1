import { describe, expect, it } from 'vitest';
import { checkChange, checkReset, checkResetRequest } from './password-form.util';

const TOKEN = 'a'.repeat(43);

describe('password forms (SPEC §5)', () => {
  it('asks a valid e-mail for a link, in the user’s language', () => {
    expect(checkResetRequest(' Maria@Example.com ', 'en')).toEqual({ ok: true, input: { email: 'maria@example.com', app: 'PATIENT' } });
    expect(checkResetRequest('maria', 'pt-BR')).toEqual({ ok: false, fieldErrors: { email: 'É necessário um e-mail válido' } });
  });

  it('holds a new password to the rule and its confirmation to the password', () => {
    expect(checkReset({ token: TOKEN, password: 'Segura2026', passwordConfirm: 'Segura2026' }, 'en').ok).toBe(true);
    expect(checkReset({ token: TOKEN, password: 'segura', passwordConfirm: 'segura' }, 'en')).toEqual({
      ok: false,
      fieldErrors: { password: 'The password must have at least 8 characters, with upper case, lower case and digits' },
    });
    expect(checkReset({ token: TOKEN, password: 'Segura2026', passwordConfirm: 'Segura2027' }, 'pt-BR')).toEqual({
      ok: false,
      fieldErrors: { passwordConfirm: 'A confirmação deve ser igual à senha' },
    });
  });

  it('requires the current password only of an account that has one', () => {
    const values = { currentPassword: '', password: 'Segura2026', passwordConfirm: 'Segura2026' };
    expect(checkChange(values, true, 'en')).toEqual({ ok: false, fieldErrors: { currentPassword: 'Current password is required' } });
    expect(checkChange(values, false, 'en')).toEqual({
      ok: true,
      input: { currentPassword: null, password: 'Segura2026', passwordConfirm: 'Segura2026' },
    });
    expect(checkChange({ ...values, currentPassword: 'Antiga2025', passwordConfirm: 'x' }, true, 'pt-BR')).toEqual({
      ok: false,
      fieldErrors: { passwordConfirm: 'A confirmação deve ser igual à senha' },
    });
  });
});
