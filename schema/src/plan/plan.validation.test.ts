import { describe, expect, it } from 'vitest';
import { translateIssues } from '../util/issues.js';
import { planRuleIssues, ZPlanCreate, ZPlanPatch } from './plan.validation.js';

const valid = { name: 'Plano Essencial', billType: 'MONTHLY', durationDays: 30 };
const fields = (input: unknown, schema: typeof ZPlanCreate | typeof ZPlanPatch = ZPlanCreate, locale: 'en' | 'pt-BR' = 'en') => {
  const result = schema.safeParse(input);
  return result.success ? [] : translateIssues(result.error, locale);
};

describe('ZPlanCreate', () => {
  it('accepts a minimal plan and keeps money as integer cents', () => {
    expect(ZPlanCreate.parse({ ...valid, attendanceValueCents: 8_990 })).toEqual({ ...valid, attendanceValueCents: 8_990 });
  });

  it('requires the name, a BILL_TYPE code and a positive duration, in both languages', () => {
    expect(fields({ billType: 'WEEKLY', durationDays: 0 }, ZPlanCreate, 'pt-BR')).toEqual([
      { field: 'name', message: 'O campo Nome é obrigatório' },
      { field: 'billType', message: 'O campo Tipo de cobrança é inválido' },
      { field: 'durationDays', message: 'O campo Duração (dias) é inválido' },
    ]);
    expect(fields({ ...valid, name: '  ' })).toEqual([{ field: 'name', message: 'Name is required' }]);
  });

  it('refuses fractional or negative cents and counts', () => {
    expect(fields({ ...valid, attendanceValueCents: 10.5, minutesQuantity: -1 }).map((f) => f.field)).toEqual([
      'attendanceValueCents',
      'minutesQuantity',
    ]);
  });

  it('checks the rules across fields: commission type and value together, at most 100 %, additional minutes priced', () => {
    expect(fields({ ...valid, commissionType: 'PERCENTAGE' })).toEqual([
      { field: 'commissionValue', message: 'Commission value is required' },
    ]);
    expect(fields({ ...valid, commissionValue: 100 })).toEqual([{ field: 'commissionType', message: 'Commission type is required' }]);
    expect(fields({ ...valid, commissionType: 'PERCENTAGE', commissionValue: 10_001 })).toEqual([
      { field: 'commissionValue', message: 'Commission value is invalid' },
    ]);
    expect(fields({ ...valid, commissionType: 'FIXED', commissionValue: 10_001 })).toEqual([]);
    expect(fields({ ...valid, additionalMinutesAllowed: true, additionalRecordedMinutesAllowed: true }).map((f) => f.field)).toEqual([
      'additionalMinutesValueCents',
      'additionalRecordedMinutesValueCents',
    ]);
  });
});

describe('ZPlanPatch and planRuleIssues', () => {
  it('a patch may carry any subset of fields; the rules are checked on the merged plan', () => {
    expect(fields({ active: false }, ZPlanPatch)).toEqual([]);
    expect(planRuleIssues({ commissionType: 'FIXED', commissionValue: null })).toEqual([{ field: 'commissionValue', key: 'required' }]);
    expect(planRuleIssues({ commissionType: 'FIXED', commissionValue: 500 })).toEqual([]);
  });
});
