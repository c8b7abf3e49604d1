import { describe, expect, it } from 'vitest';
import { validateSignIn } from './sign-in-form.util';

describe('validateSignIn', () => {
  it('accepts a masked CPF and sends its digits', () => {
    const result = validateSignIn('CPF', { cpf: '529.982.247-25', birthDate: '1985-04-12' }, 'en');
    expect(result).toEqual({ ok: true, input: { method: 'CPF', cpf: '52998224725', birthDate: '1985-04-12' } });
  });

  it('reports an invalid CPF in the chosen language', () => {
    expect(validateSignIn('CPF', { cpf: '123.456.789-00', birthDate: '1985-04-12' }, 'en')).toEqual({
      ok: false,
      fieldErrors: { cpf: 'CPF must be valid' },
    });
    expect(validateSignIn('CPF', { cpf: '123.456.789-00', birthDate: '1985-04-12' }, 'pt-BR')).toEqual({
      ok: false,
      fieldErrors: { cpf: 'O CPF deve ser válido' },
    });
  });

  it('reports every empty input of the method', () => {
    const result = validateSignIn('EMAIL', {}, 'en');
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.fieldErrors).sort()).toEqual(['email', 'password']);
  });

  it('ignores the inputs of the other methods', () => {
    const result = validateSignIn('EMAIL', { email: 'Maria@Example.com', password: 'Paciente123', cpf: 'x' }, 'en');
    expect(result).toEqual({ ok: true, input: { method: 'EMAIL', email: 'maria@example.com', password: 'Paciente123' } });
  });

  it('rejects a future birth date for the healthcare ID', () => {
    const result = validateSignIn('CNS', { cns: '898 0010 1234 5678', birthDate: '2999-01-01' }, 'en');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.fieldErrors.birthDate).toBe('Birth date must be valid');
  });
});
