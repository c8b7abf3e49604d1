import { describe, expect, it } from 'vitest';
import { translateIssues } from '../util/issues.js';
import { ZProfessionalCreate, ZProfessionalPatch, ZProfessionalProfile } from './professional.validation.js';

const valid = { name: 'Dra. Júlia Neuro', crm: '445566', crmState: 'sp', specialties: ['225120', '225124'], role: 'DC' };
const errorsOf = (
  schema: typeof ZProfessionalCreate | typeof ZProfessionalPatch | typeof ZProfessionalProfile,
  value: unknown,
  locale: 'en' | 'pt-BR' = 'en',
) => {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(translateIssues(result.error, locale).map((i) => [i.field, i.message]));
};

describe('ZProfessionalCreate', () => {
  it('accepts a professional, defaults the council to CRM and normalizes UF, phones, CEP and e-mail', () => {
    const parsed = ZProfessionalCreate.parse({
      ...valid,
      specialties: ['225120', '225120', '225124'],
      mail: ' Julia@Example.COM ',
      cellPhone: '(11) 98765-4321',
      zipCode: '01310-100',
      region: 'sp',
      city: '3550308',
      bio: '',
    });
    expect(parsed).toMatchObject({
      licenseCouncil: 'CRM',
      crmState: 'SP',
      specialties: ['225120', '225124'],
      mail: 'julia@example.com',
      cellPhone: '11987654321',
      zipCode: '01310100',
      region: 'SP',
      bio: null,
    });
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
    ['crm', { crm: '12a' }, 'CRM is invalid'],
    ['crm', { crm: '12345678901' }, 'CRM is invalid'],
    ['crm', { crm: undefined }, 'CRM is required'],
    ['crmState', { crmState: 'XX' }, 'Registration state is invalid'],
    ['licenseCouncil', { licenseCouncil: 'ABC' }, 'Council is invalid'],
    ['specialties', { specialties: [] }, 'Specialties is required'],
    ['specialties', { specialties: ['999999'] }, 'Specialties is invalid'],
    ['role', { role: 'M' }, 'Role is invalid'],
    ['mail', { mail: 'nope' }, 'A valid e-mail is needed'],
    ['cellPhone', { cellPhone: '123' }, 'Cell phone is invalid'],
    ['zipCode', { zipCode: '0131' }, 'ZIP code (CEP) is invalid'],
    ['region', { region: 'ZZ' }, 'State is invalid'],
    ['city', { region: 'RJ', city: '3550308' }, 'City is invalid'],
  ])('refuses a bad %s', (field, change, message) => {
    expect(errorsOf(ZProfessionalCreate, { ...valid, ...change })[field]).toBe(message);
  });

  it('speaks Portuguese', () => {
    expect(errorsOf(ZProfessionalCreate, { ...valid, crm: 'x' }, 'pt-BR')).toEqual({ crm: 'O campo CRM é inválido' });
  });
});

describe('ZProfessionalPatch and ZProfessionalProfile', () => {
  it('a patch needs no field, but a given one must be valid', () => {
    expect(ZProfessionalPatch.parse({})).toEqual({});
    expect(errorsOf(ZProfessionalPatch, { specialties: [] })).toEqual({ specialties: 'Specialties is required' });
  });

  it('the profile keeps only bio, contact and address (the photo is uploaded as a file, never a URL field)', () => {
    expect(
      ZProfessionalProfile.parse({ bio: 'Olá', crm: '1', role: 'DC', specialties: ['225120'], photo: 'https://example.com/x.jpg' }),
    ).toEqual({ bio: 'Olá' });
  });
});
