import { describe, expect, it } from 'vitest';
import { chosenSlot } from './chosen-slot.test-util';
import { initialScheduleState, type ScheduleState } from './schedule.reducer';
import { stepMissing } from './step-missing.util';

const slot = chosenSlot;
const at = (step: ScheduleState['step'], change: Partial<ScheduleState> = {}): ScheduleState => ({
  ...initialScheduleState(null),
  step,
  ...change,
});

describe('stepMissing', () => {
  it('names what each choosing step still misses', () => {
    expect(stepMissing(at('patient'))).toBe('schedule.missing.patient');
    expect(stepMissing(at('specialty'))).toBe('schedule.missing.specialty');
    expect(stepMissing(at('specialty', { mode: 'professional' }))).toBe('schedule.missing.professional');
    expect(stepMissing(at('slot'))).toBe('schedule.missing.slot');
    expect(stepMissing(at('reason', { reason: '   ' }))).toBe('schedule.missing.reason');
  });

  it('is null once the step has its choice, and on the steps that need none', () => {
    expect(stepMissing(at('patient', { patientId: 'maria' }))).toBeNull();
    expect(stepMissing(at('specialty', { specialty: '225120' }))).toBeNull();
    expect(stepMissing(at('specialty', { mode: 'professional', professionalId: 'p1' }))).toBeNull();
    expect(stepMissing(at('slot', { slot }))).toBeNull();
    expect(stepMissing(at('reason', { reason: 'Chest pain' }))).toBeNull();
    for (const step of ['exams', 'confirm', 'payment', 'final'] as const) expect(stepMissing(at(step))).toBeNull();
  });
});
