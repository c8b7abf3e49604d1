import { describe, expect, it } from 'vitest';
import { checkDependent, EMPTY_DEPENDENT, toDependentValues } from './dependent-form.util';

const valid = { name: ' Pedro Silva ', birthDate: '2015-06-01', relationship: 'CHILD' as const, cpf: '', uhcId: '' };

describe('checkDependent', () => {
  it('sends the trimmed name, the relationship, and a blank CPF and CNS as null', () => {
    expect(checkDependent(valid, 'en')).toEqual({
      ok: true,
      input: { name: 'Pedro Silva', birthDate: '2015-06-01', relationship: 'CHILD', cpf: null, uhcId: null },
    });
  });

  it('sends a CPF or CNS given with its mask as digits', () => {
    const checked = checkDependent({ ...valid, cpf: '714.602.380-01', uhcId: '898 0000 0004 3208' }, 'en');
    expect(checked).toMatchObject({ ok: true, input: { cpf: '71460238001', uhcId: '898000000043208' } });
  });

  it('says what is wrong under each field, in the user’s language', () => {
    const checked = checkDependent({ ...EMPTY_DEPENDENT, cpf: '111.111.111-12', uhcId: '123' }, 'pt-BR');
    expect(checked.ok).toBe(false);
    const errors = checked.ok ? {} : checked.fieldErrors;
    expect(Object.keys(errors).sort()).toEqual(['birthDate', 'cpf', 'name', 'relationship', 'uhcId']);
    expect(errors.relationship).toMatch(/Parentesco/);
    expect(checkDependent({ ...valid, birthDate: '2999-01-01' }, 'en')).toMatchObject({
      ok: false,
      fieldErrors: { birthDate: expect.any(String) },
    });
  });
});

describe('toDependentValues', () => {
  it('leaves what is not stored blank', () => {
    expect(toDependentValues({ name: 'Laura', birthDate: null, relationship: null, cpf: null, uhcId: null })).toEqual({
      ...EMPTY_DEPENDENT,
      name: 'Laura',
    });
  });
});
