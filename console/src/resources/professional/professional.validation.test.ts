import { ZProfessionalCreate } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import { validateProfessional } from './professional.validation';

const valid = { name: 'Dra. Teste', crm: '123', crmState: 'SP', licenseCouncil: 'CRM', specialties: ['225120'], role: 'D' };

describe('validateProfessional', () => {
  it('accepts a valid form, specialties as codes or as { code, name }', () => {
    expect(validateProfessional(ZProfessionalCreate, valid, 'en')).toEqual({});
    expect(validateProfessional(ZProfessionalCreate, { ...valid, specialties: [{ code: '225120', name: 'Cardiologia' }] }, 'en')).toEqual(
      {},
    );
  });

  it('puts translated messages under the inputs', () => {
    const errors = validateProfessional(ZProfessionalCreate, { ...valid, crm: '12a', specialties: [] }, 'pt-BR');
    expect(errors).toMatchObject({ crm: 'O campo CRM é inválido', specialties: 'O campo Especialidades é obrigatório' });
  });
});
