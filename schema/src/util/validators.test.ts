import { describe, expect, it } from 'vitest';
import { personIdFromUsername, pickLocale } from '../constants.js';
import { format } from '../errors.js';
import { ZSignInInput } from '../user/user.validation.js';
import { formatCnpj, isValidCnpj } from './cnpj.js';
import { isValidCns } from './cns.js';
import { formatCpf, isValidCpf } from './cpf.js';
import { isValidBirthDate, ZEmail, ZPassword } from './fields.js';
import { translateIssues } from './issues.js';

describe('CPF (BRAZIL.md §3.1)', () => {
  it.each(['529.982.247-25', '111.444.777-35', '12345678909'])('accepts %s', (cpf) => expect(isValidCpf(cpf)).toBe(true));
  it.each(['529.982.247-26', '111.111.111-11', '000.000.000-00', '1234567890', 'abc'])('refuses %s', (cpf) =>
    expect(isValidCpf(cpf)).toBe(false),
  );
  it('formats as 000.000.000-00', () => expect(formatCpf('52998224725')).toBe('529.982.247-25'));
});

describe('CNS, both prefixes (BRAZIL.md §2)', () => {
  it.each([
    '898000000043208',
    '700000000000005',
    '702500000000015',
    '900000000000016',
    '123456789010000',
    '209124588080003',
    '170596123450002',
    '100000000060018',
  ])('accepts %s', (cns) => expect(isValidCns(cns)).toBe(true));
  it.each(['123456789010001', '700000000000006', '300000000000003', '12345678901'])('refuses %s', (cns) =>
    expect(isValidCns(cns)).toBe(false),
  );
});

describe('CNPJ, numeric and alphanumeric (BRAZIL.md §3.2)', () => {
  it.each(['11.222.333/0001-81', '11.444.777/0001-61', '12.ABC.345/01DE-35', '12abc34501de35'])('accepts %s', (v) =>
    expect(isValidCnpj(v)).toBe(true),
  );
  it.each(['11.222.333/0001-82', '00.000.000/0000-00', '12.ABC.345/01DE-36', '12.ABC.345/01DE-3A'])('refuses %s', (v) =>
    expect(isValidCnpj(v)).toBe(false),
  );
  it('formats with the mask', () => expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35'));
});

describe('password, e-mail, birth date (SPEC §5)', () => {
  it('needs 8+ characters with upper case, lower case and digits', () => {
    expect(ZPassword.safeParse('Senha123').success).toBe(true);
    for (const bad of ['senha123', 'SENHA123', 'SenhaSenha', 'Se1', '']) expect(ZPassword.safeParse(bad).success, bad).toBe(false);
  });
  it('normalises e-mails and refuses bad ones', () => {
    expect(ZEmail.parse(' Maria@Example.COM ')).toBe('maria@example.com');
    expect(ZEmail.safeParse('maria@').success).toBe(false);
  });
  it('accepts only real past dates', () => {
    const today = new Date('2026-11-22T12:00:00Z');
    expect(isValidBirthDate('1985-04-12', today)).toBe(true);
    expect(isValidBirthDate('2026-11-22', today)).toBe(true);
    expect(isValidBirthDate('2026-11-23', today)).toBe(false);
    expect(isValidBirthDate('1985-02-30', today)).toBe(false);
    expect(isValidBirthDate('1890-01-01', today)).toBe(false);
  });
});

describe('translated field errors', () => {
  it('names the field in the message, in both languages', () => {
    const r = ZSignInInput.safeParse({ method: 'CPF', cpf: '111.111.111-11', birthDate: 'x' });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(translateIssues(r.error, 'pt-BR')).toEqual([
      { field: 'cpf', message: 'O CPF deve ser válido' },
      { field: 'birthDate', message: 'A data de nascimento deve ser válida' },
    ]);
    expect(translateIssues(r.error, 'en')[1]).toEqual({ field: 'birthDate', message: 'Birth date must be valid' });
  });
  it('labels list items by their field, not their index', async () => {
    const { ZCompanyPatch } = await import('../company/company.validation.js');
    const r = ZCompanyPatch.safeParse({ customMessages: [{ key: '', ptBR: 'a', en: 'b' }] });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(translateIssues(r.error, 'pt-BR')).toEqual([
        { field: 'customMessages.0.key', message: 'O campo Chave da mensagem é obrigatório' },
      ]);
  });
  it('fills the SPEC §5 templates', () => {
    expect(format('max', 'en', 'Name', 120)).toBe('Name must be at most 120 characters');
    expect(format('required', 'pt-BR', 'Nome')).toBe('O campo Nome é obrigatório');
  });
});

describe('language and person id (SPEC §1, §6)', () => {
  it('picks English only when asked for, Portuguese otherwise', () => {
    expect(pickLocale('en-US,en;q=0.9')).toBe('en');
    expect(pickLocale(['fr-FR', 'fr'])).toBe('pt-BR');
    expect(pickLocale(['fr-FR', 'en-GB'])).toBe('en');
    expect(pickLocale(undefined)).toBe('pt-BR');
  });
  it('takes the person id after the at-sign', () => {
    expect(personIdFromUsername('user@123')).toBe('123');
    expect(personIdFromUsername('123')).toBe('123');
  });
});
