import { ZPersonCreate, ZPersonPatch } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import { validatePerson } from './person.validation';

const valid = { name: 'Ana Lima', cpf: '11144477735', birthDate: '1990-05-04' };

describe('validatePerson', () => {
  it('accepts a valid new patient', () => expect(validatePerson(ZPersonCreate, valid, 'en')).toEqual({}));

  it('puts a bad CPF under its input, in the current language', () => {
    expect(validatePerson(ZPersonCreate, { ...valid, cpf: '39053344706' }, 'pt-BR')).toEqual({ cpf: 'O CPF deve ser válido' });
    expect(validatePerson(ZPersonCreate, { ...valid, cpf: null }, 'en')).toEqual({ cpf: 'CPF is required' });
  });

  it('checks the city against the chosen state', () => {
    expect(validatePerson(ZPersonCreate, { ...valid, region: 'RJ', city: '3550308' }, 'en')).toEqual({ city: 'City is invalid' });
  });

  it('ignores read-only fields of a loaded record on edit', () => {
    const record = { ...valid, id: 'p1', displayName: 'x', dependents: [], parent: null, __typename: 'Person', uhcId: null };
    expect(validatePerson(ZPersonPatch, record, 'en')).toEqual({});
  });
});
