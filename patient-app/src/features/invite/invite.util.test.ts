import { describe, expect, it } from 'vitest';
import { consoleUrlOf, invitationPlaces, sameEmail, validateNewAccount } from './invite.util';

describe('invitation places', () => {
  it('sends patients and professionals to the app, managers, administrators and representatives to the console', () => {
    expect(invitationPlaces(['D'])).toEqual({ app: true, console: false });
    expect(invitationPlaces(['P'])).toEqual({ app: true, console: false });
    expect(invitationPlaces(['M', 'R'])).toEqual({ app: false, console: true });
    expect(invitationPlaces(['DC', 'CA'])).toEqual({ app: true, console: true });
  });
});

describe('the new account form', () => {
  const values = { name: ' Nina Nova ', password: 'Inicial123', passwordConfirm: 'Inicial123', acceptTerms: true };

  it('sends the terms version in force that was shown when accepted, the name trimmed', () => {
    expect(validateNewAccount(values, 'en', '2026-12-01')).toEqual({
      ok: true,
      input: { name: 'Nina Nova', password: 'Inicial123', passwordConfirm: 'Inicial123', termsVersion: '2026-12-01' },
    });
  });

  it('the box ticked before the terms were read accepts nothing', () => {
    expect(validateNewAccount(values, 'en', null)).toEqual({
      ok: false,
      fieldErrors: { termsVersion: 'The terms of use must be accepted to access the system' },
    });
  });

  it('says the shared rules under each field, in the page’s language', () => {
    expect(validateNewAccount({ name: '', password: 'fraca', passwordConfirm: '', acceptTerms: false }, 'pt-BR', '2026-12-01')).toEqual({
      ok: false,
      fieldErrors: {
        name: 'O campo Nome é obrigatório',
        password: 'A senha deve ter no mínimo 8 caracteres, com letras maiúsculas, minúsculas e números',
        termsVersion: 'Os termos de uso devem ser aceitos para acessar o sistema',
      },
    });
    expect(validateNewAccount({ ...values, passwordConfirm: 'Inicial124' }, 'en', '2026-12-01')).toEqual({
      ok: false,
      fieldErrors: { passwordConfirm: 'The confirmation must equal the password' },
    });
  });
});

describe('helpers', () => {
  it('compares e-mails without case', () => expect(sameEmail('Rita@Example.com', 'rita@example.com')).toBe(true));
  it('reads a console address only when configured', () => {
    expect(consoleUrlOf({ productName: 'x' })).toBeNull();
    expect(consoleUrlOf({ consoleUrl: 'http://localhost:5174' })).toBe('http://localhost:5174');
    expect(consoleUrlOf({ consoleUrl: 'javascript:alert(1)' })).toBeNull();
  });
});
