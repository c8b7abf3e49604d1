import { describe, expect, it } from 'vitest';
import { SERVICE_REQUEST_CATEGORY, SERVICE_REQUEST_CODE } from '../constants.js';
import { translateIssues } from '../util/issues.js';
import { personIdOfSubject, ZServiceRequestCreate, ZServiceRequestPatch } from './service-request.validation.js';

const ID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
const errorsOf = (schema: typeof ZServiceRequestCreate | typeof ZServiceRequestPatch, value: unknown, locale: 'en' | 'pt-BR' = 'en') => {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(translateIssues(result.error, locale).map((i) => [i.field, i.message]));
};

describe('subject references', () => {
  it('reads "person|{uuid}" only', () => {
    expect(personIdOfSubject(`person|${ID}`)).toBe(ID);
    expect(personIdOfSubject(`person|${ID.toUpperCase()}`)).toBe(ID);
    expect(personIdOfSubject(ID)).toBeNull();
    expect(personIdOfSubject(`patient|${ID}`)).toBeNull();
    expect(personIdOfSubject('person|123')).toBeNull();
  });
});

describe('ZServiceRequestCreate', () => {
  it('defaults category, code and status to SPEC §9 and intent/priority to a routine order', () => {
    expect(ZServiceRequestCreate.parse({ subject: ` person|${ID} `, note: '  Hemograma  ' })).toEqual({
      subject: `person|${ID}`,
      category: SERVICE_REQUEST_CATEGORY,
      code: SERVICE_REQUEST_CODE,
      status: 'active',
      intent: 'order',
      priority: 'routine',
      note: 'Hemograma',
    });
  });

  it('drops id, requesterName and any other unknown field', () => {
    const parsed = ZServiceRequestCreate.parse({ subject: `person|${ID}`, id: 'x', requesterName: 'Someone', companyId: ID });
    expect(Object.keys(parsed)).not.toContain('id');
    expect(Object.keys(parsed)).not.toContain('requesterName');
    expect(Object.keys(parsed)).not.toContain('companyId');
  });

  it('refuses bad values with translated messages', () => {
    expect(
      errorsOf(
        ZServiceRequestCreate,
        {
          subject: 'person|1',
          category: 'abc',
          code: '12',
          status: 'cancelled',
          priority: 'high',
          occurrence: 1.5,
          note: 'x'.repeat(2001),
        },
        'pt-BR',
      ),
    ).toEqual({
      subject: 'O campo Paciente é inválido',
      category: 'O campo Categoria (SNOMED CT) é inválido',
      code: 'O campo Código (SNOMED CT) é inválido',
      status: 'O campo Situação é inválido',
      priority: 'O campo Prioridade é inválido',
      occurrence: 'Data ou hora inválida',
      note: 'Observação deve ter no máximo 2000 caracteres',
    });
    expect(errorsOf(ZServiceRequestCreate, {})).toEqual({ subject: 'Patient is required' });
    expect(errorsOf(ZServiceRequestCreate, { subject: `person|${ID}`, authoredOn: Date.UTC(1800, 0, 1) })).toEqual({
      authoredOn: 'Invalid date or time',
    });
  });
});

describe('ZServiceRequestPatch', () => {
  it('takes any subset; null clears occurrence and a blank note', () => {
    expect(ZServiceRequestPatch.parse({})).toEqual({});
    expect(ZServiceRequestPatch.parse({ occurrence: null, note: ' ', status: 'on-hold' })).toEqual({
      occurrence: null,
      note: null,
      status: 'on-hold',
    });
    expect(errorsOf(ZServiceRequestPatch, { subject: '' })).toEqual({ subject: 'Patient is required' });
  });
});
