import { describe, expect, it } from 'vitest';
import { chosenSlot } from './chosen-slot.test-util';
import { initialScheduleState, type ScheduleState } from './schedule.reducer';
import { stepMissing, stepReachable } from './step-missing.util';

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

describe('stepReachable (Back, Forward and a reload ask for a step)', () => {
  const chosen: Partial<ScheduleState> = { patientId: 'maria', specialty: '225120', slot, reason: 'Chest pain' };
  const booked = {
    id: 'a1',
    protocol: '000123',
    paymentAccess: 'pay1',
    cancelAccess: 'cn1',
    startsAt: slot.startsAt,
    timeZone: slot.timeZone,
    professionalName: 'Dr. House',
    specialtyName: 'Cardiology',
    patientName: 'Maria Silva',
  };

  it('reaches every step up to Confirm when the earlier ones have their choices', () => {
    for (const step of ['patient', 'specialty', 'slot', 'reason', 'exams', 'confirm'] as const) {
      expect(stepReachable(at('patient', chosen), step)).toBe(true);
    }
  });

  it('stops at the first step that misses its choice', () => {
    const noTime = at('specialty', { ...chosen, slot: null });
    expect(stepReachable(noTime, 'slot')).toBe(true);
    expect(stepReachable(noTime, 'reason')).toBe(false);
    expect(stepReachable(at('reason', { ...chosen, reason: ' ' }), 'exams')).toBe(false);
  });

  it('never reaches payment or final before the booking, and only those after it', () => {
    expect(stepReachable(at('confirm', chosen), 'payment')).toBe(false);
    expect(stepReachable(at('confirm', chosen), 'final')).toBe(false);
    const after = at('payment', { ...chosen, booked });
    expect(stepReachable(after, 'final')).toBe(true);
    expect(stepReachable(after, 'payment')).toBe(true);
    expect(stepReachable(after, 'confirm')).toBe(false);
    expect(stepReachable(after, 'patient')).toBe(false);
  });
});
