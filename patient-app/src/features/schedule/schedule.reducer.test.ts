import { describe, expect, it } from 'vitest';
import { chosenSlot } from './chosen-slot.test-util';
import { initialScheduleState, type ScheduleState, scheduleReducer } from './schedule.reducer';

const slot = chosenSlot;
const run = (state: ScheduleState, ...actions: Parameters<typeof scheduleReducer>[1][]) => actions.reduce(scheduleReducer, state);
const atConfirm = () =>
  run(
    initialScheduleState('maria'),
    { type: 'choosePatient', patientId: 'pedro' },
    { type: 'next' },
    { type: 'chooseSpecialty', specialty: '225120' },
    { type: 'next' },
    { type: 'chooseSlot', slot },
    { type: 'next' },
    { type: 'setReason', reason: 'Chest pain' },
    { type: 'next' },
    { type: 'next' },
  );

describe('the schedule flow', () => {
  it('walks for whom → specialty → time → reason → exams → confirm', () => {
    const state = atConfirm();
    expect(state).toMatchObject({ step: 'confirm', patientId: 'pedro', specialty: '225120', slot, reason: 'Chest pain' });
  });

  it('does not go on without a specialty or a time', () => {
    const noSpecialty = run(initialScheduleState('maria'), { type: 'next' }, { type: 'next' });
    expect(noSpecialty.step).toBe('specialty');
    const noTime = run(noSpecialty, { type: 'chooseSpecialty', specialty: '225120' }, { type: 'next' }, { type: 'next' });
    expect(noTime.step).toBe('slot');
  });

  it('forgets the time when the specialty changes', () => {
    const state = run(atConfirm(), { type: 'goTo', step: 'specialty' }, { type: 'chooseSpecialty', specialty: '225124' });
    expect(state.slot).toBeNull();
    expect(state.day).toBeNull();
  });

  it('goes back to the times without the time someone else just took, with the message', () => {
    const state = run(atConfirm(), { type: 'slotGone', message: 'This time is no longer available' });
    expect(state).toMatchObject({ step: 'slot', slot: null, day: '2026-06-15', slotMessage: 'This time is no longer available' });
    expect(state.gone).toEqual(['p1|2026-06-15T12:00:00.000Z']);
    expect(state.reason).toBe('Chest pain');
  });

  it('after the booking, goes to the payment and cannot go back to book again', () => {
    const appointment = {
      id: 'a1',
      protocol: '000042',
      paymentAccess: 'p',
      cancelAccess: 'c',
      startsAt: slot.startsAt,
      timeZone: 'America/Sao_Paulo',
      professionalName: 'Dr. House',
      specialtyName: 'Cardiology',
      patientName: 'Pedro Silva',
    };
    const state = run(atConfirm(), { type: 'booked', appointment });
    expect(state.step).toBe('payment');
    expect(run(state, { type: 'back' }).step).toBe('payment');
    expect(run(state, { type: 'goTo', step: 'confirm' }).step).toBe('payment');
    expect(run(state, { type: 'next' }).step).toBe('final');
  });
});
