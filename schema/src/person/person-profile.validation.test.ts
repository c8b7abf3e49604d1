import { describe, expect, it } from 'vitest';
import { checkForm } from '../util/issues.js';
import { ZCepParam, ZMyProfileInput } from './person-profile.validation.js';

describe('the patient’s own profile', () => {
  it('takes masked phones and CEP, and keeps digits', () => {
    const parsed = ZMyProfileInput.parse({
      name: ' Maria Silva ',
      cellPhone: '(11) 98765-4321',
      telephone: '',
      zipCode: '01310-100',
      city: '3550308',
      region: 'sp',
    });
    expect(parsed).toMatchObject({ name: 'Maria Silva', cellPhone: '11987654321', telephone: null, zipCode: '01310100', region: 'SP' });
  });

  it('gives the SPEC §5 messages under each field', () => {
    const checked = checkForm(ZMyProfileInput, { name: '', cellPhone: '123', zipCode: '0131' }, 'en');
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fieldErrors).toMatchObject({
      name: expect.stringContaining('Name'),
      cellPhone: expect.stringContaining('Cell phone'),
      zipCode: expect.stringContaining('CEP'),
    });
  });

  it('refuses a city of another state', () => {
    const checked = checkForm(ZMyProfileInput, { name: 'Maria', city: '3304557', region: 'SP' }, 'pt-BR');
    expect(checked.ok ? null : checked.fieldErrors).toEqual({ city: expect.stringContaining('Cidade') });
  });

  it('accepts a CEP of 8 digits, with or without the mask', () => {
    expect(ZCepParam.parse({ cep: '01310-100' }).cep).toBe('01310100');
    expect(ZCepParam.parse({ cep: ' 01310100 ' }).cep).toBe('01310100');
    for (const cep of ['', '0131010', '01310-1000', '01.310-100', 'abcdefgh']) expect(ZCepParam.safeParse({ cep }).success).toBe(false);
  });
});
