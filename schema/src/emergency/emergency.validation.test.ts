import { describe, expect, it } from 'vitest';
import { translateIssues } from '../util/issues.js';
import { estimateWaitMinutes, ZEmergencyProtocolClose, ZEmergencyQueueCreate, ZEmergencyQueuePatch } from './emergency.validation.js';

const GROUP = '6f1e2d3c-4b5a-4978-8877-665544332211';
const issues = (result: { success: boolean; error?: unknown }, locale: 'en' | 'pt-BR' = 'en') =>
  result.success ? [] : translateIssues(result.error as never, locale);

describe('emergency queue validation', () => {
  it('fills the defaults of a new queue and drops repeated grants', () => {
    const parsed = ZEmergencyQueueCreate.parse({
      groupId: GROUP,
      name: ' Clínica geral ',
      specialtyCode: '225125',
      professionalIds: [GROUP, GROUP],
    });
    expect(parsed).toEqual({
      groupId: GROUP,
      name: 'Clínica geral',
      specialtyCode: '225125',
      active: true,
      maxWaitMinutes: 60,
      attendanceEstimateMinutes: 15,
      professionalIds: [GROUP],
    });
  });

  it('names each bad field in the request language', () => {
    const result = ZEmergencyQueueCreate.safeParse({ groupId: GROUP, name: '', specialtyCode: '000', maxWaitMinutes: 1441 });
    expect(issues(result, 'pt-BR')).toEqual([
      { field: 'name', message: 'O campo Nome é obrigatório' },
      { field: 'specialtyCode', message: 'O campo Especialidade é inválido' },
      { field: 'maxWaitMinutes', message: 'O campo Espera máxima (minutos) é inválido' },
    ]);
  });

  it('accepts a partial update and refuses a fractional estimate', () => {
    expect(ZEmergencyQueuePatch.parse({ active: false })).toEqual({ active: false });
    expect(issues(ZEmergencyQueuePatch.safeParse({ attendanceEstimateMinutes: 2.5 }))).toEqual([
      { field: 'attendanceEstimateMinutes', message: 'Attendance estimate (minutes) is invalid' },
    ]);
  });

  it('requires a reason to close a protocol', () => {
    expect(issues(ZEmergencyProtocolClose.safeParse({ reason: '   ' }))).toEqual([{ field: 'reason', message: 'Reason is required' }]);
    expect(issues(ZEmergencyProtocolClose.safeParse({}))).toEqual([{ field: 'reason', message: 'Reason is required' }]);
  });
});

describe('estimateWaitMinutes', () => {
  it('counts the patients ahead and this one, each at the mean attendance time, shared by the professionals checked in', () => {
    expect(estimateWaitMinutes(1, 15, 1)).toBe(15);
    expect(estimateWaitMinutes(3, 15, 2)).toBe(23);
    expect(estimateWaitMinutes(500, 15, 2)).toBe(3750);
    expect(estimateWaitMinutes(2, 12.5, 3)).toBe(9);
  });

  it('assumes one professional when nobody is checked in', () => {
    expect(estimateWaitMinutes(4, 10, 0)).toBe(40);
  });
});
