import { describe, expect, it } from 'vitest';
import { translateIssues } from '../util/issues.js';
import { isCityOfState, isValidPhone, ZPersonCreate, ZPersonInput, ZPersonPatch } from './person.validation.js';

const valid = { name: 'Ana Lima', cpf: '111.444.777-35', birthDate: '1990-05-04' };
const errorsOf = (schema: typeof ZPersonCreate | typeof ZPersonPatch, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(translateIssues(result.error, 'en').map((i) => [i.field, i.message]));
};

describe('ZPersonCreate', () => {
  it('accepts a whole person and normalizes CPF, CNS, e-mail, CEP, phones and state', () => {
    const parsed = ZPersonCreate.parse({
      ...valid,
      uhcId: '898 0000 0004 3208',
      mail: ' Ana@Example.COM ',
      gender: 'FEMALE',
      cellPhone: '(11) 98765-4321',
      telephone: '+55 11 3333-4444',
      zipCode: '01310-100',
      region: 'sp',
      city: '3550308',
      socialName: '',
    });
    expect(parsed).toMatchObject({
      cpf: '11144477735',
      uhcId: '898000000043208',
      mail: 'ana@example.com',
      cellPhone: '11987654321',
      telephone: '+551133334444',
      zipCode: '01310100',
      region: 'SP',
      city: '3550308',
      socialName: null,
    });
  });

  it('puts each rule on its field (SPEC §5 texts)', () => {
    expect(errorsOf(ZPersonCreate, { ...valid, cpf: '529.982.247-26' })).toEqual({ cpf: 'CPF must be valid' });
    expect(errorsOf(ZPersonCreate, { name: 'Ana', birthDate: '1990-05-04' })).toEqual({ cpf: 'CPF is required' });
    expect(errorsOf(ZPersonCreate, { ...valid, uhcId: '123456789010001' })).toEqual({ uhcId: 'The universal healthcare ID must be valid' });
    expect(errorsOf(ZPersonCreate, { ...valid, mail: 'ana@' })).toEqual({ mail: 'A valid e-mail is needed' });
    expect(errorsOf(ZPersonCreate, { ...valid, birthDate: '2999-01-01' })).toEqual({ birthDate: 'Birth date must be valid' });
    expect(errorsOf(ZPersonCreate, { ...valid, gender: 'X' })).toEqual({ gender: 'Gender is invalid' });
    expect(errorsOf(ZPersonCreate, { ...valid, zipCode: '0131-100' })).toEqual({ zipCode: 'ZIP code (CEP) is invalid' });
    expect(errorsOf(ZPersonCreate, { ...valid, region: 'XX' })).toEqual({ region: 'State is invalid' });
    expect(errorsOf(ZPersonCreate, { ...valid, cellPhone: '123' })).toEqual({ cellPhone: 'Cell phone is invalid' });
    expect(errorsOf(ZPersonCreate, { ...valid, name: ' ' })).toEqual({ name: 'Name is required' });
  });

  it('needs the city to be an IBGE code of the chosen state', () => {
    expect(errorsOf(ZPersonCreate, { ...valid, region: 'RJ', city: '3550308' })).toEqual({ city: 'City is invalid' });
    expect(errorsOf(ZPersonCreate, { ...valid, city: '3550308' })).toEqual({ region: 'State is required' });
    expect(isCityOfState('3304557', 'RJ')).toBe(true);
    expect(isCityOfState('3304557', 'SP')).toBe(false);
  });
});

describe('ZPersonInput (a dependent) and ZPersonPatch', () => {
  it('a dependent needs no CPF, but a given one must be valid', () => {
    expect(ZPersonInput.safeParse({ name: 'Pedro', birthDate: '2015-06-01' }).success).toBe(true);
    expect(ZPersonInput.safeParse({ name: 'Pedro', birthDate: '2015-06-01', cpf: '111.111.111-11' }).success).toBe(false);
  });
  it('a patch may carry any subset, and blank values clear a field', () => {
    expect(ZPersonPatch.parse({ status: 'INACTIVE' })).toMatchObject({ status: 'INACTIVE' });
    expect(ZPersonPatch.parse({ mail: '' })).toMatchObject({ mail: null });
    expect(ZPersonPatch.safeParse({ status: 'active' }).success).toBe(false);
  });
});

describe('phones', () => {
  it.each(['(11) 98765-4321', '1133334444', '+55 11 98765-4321'])('accepts %s', (v) => expect(isValidPhone(v)).toBe(true));
  it.each(['123', '1111111111', 'abc 1234-5678', '+55 11 98765-4321 ramal 2'])('refuses %s', (v) => expect(isValidPhone(v)).toBe(false));
});
