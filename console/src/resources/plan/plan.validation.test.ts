import { describe, expect, it } from 'vitest';
import { validatePlan } from './plan.validation';

const plan = { id: 'p1', __typename: 'Plan', name: 'Plano', billType: 'MONTHLY', durationDays: 30, createdAt: 'x', updatedAt: 'x' };

describe('validatePlan', () => {
  it('accepts a loaded plan as it is', () => {
    expect(validatePlan(plan, 'en')).toEqual({});
  });

  it('puts each error under its input, in the current language', () => {
    expect(validatePlan({ ...plan, name: '', durationDays: null }, 'pt-BR')).toEqual({
      name: 'O campo Nome é obrigatório',
      durationDays: 'O campo Duração (dias) é obrigatório',
    });
    expect(validatePlan({ ...plan, commissionType: 'PERCENTAGE', commissionValue: 20_000 }, 'en')).toEqual({
      commissionValue: 'Commission value is invalid',
    });
  });
});
