import { ZCompanyCreate, ZCompanyPatch } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import { validateCompany } from './company.validation';

describe('validateCompany', () => {
  it('accepts numeric and alphanumeric CNPJs', () => {
    expect(validateCompany(ZCompanyPatch, { name: 'Clínica', cnpj: '11.222.333/0001-81' }, 'en')).toEqual({});
    expect(validateCompany(ZCompanyPatch, { name: 'Clínica', cnpj: '12.ABC.345/01DE-35' }, 'en')).toEqual({});
  });

  it('puts a wrong check digit under the CNPJ input, in the current language', () => {
    expect(validateCompany(ZCompanyPatch, { name: 'Clínica', cnpj: '11.222.333/0001-82' }, 'en')).toEqual({ cnpj: 'CNPJ is invalid' });
    expect(validateCompany(ZCompanyPatch, { name: 'Clínica', cnpj: '11.222.333/0001-82' }, 'pt-BR')).toEqual({ cnpj: 'CNPJ é inválido' });
  });

  it('nests errors of grouped fields as the form values are', () => {
    const errors = validateCompany(ZCompanyPatch, { name: 'Clínica', settings: { period: 10, timeZone: 'Mars/Olympus' } }, 'en');
    expect(errors).toEqual({ settings: { period: 'Period is invalid', timeZone: 'Time zone is invalid' } });
  });

  it('requires a name, on create and on edit', () => {
    expect(validateCompany(ZCompanyCreate, {}, 'pt-BR')).toEqual({ name: 'O campo Nome é obrigatório' });
    expect(validateCompany(ZCompanyPatch, { id: 'c1', __typename: 'Company', name: null }, 'en')).toEqual({ name: 'Name is required' });
  });
});
