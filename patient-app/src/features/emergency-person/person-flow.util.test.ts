import { describe, expect, it } from 'vitest';
import { canLeave, personScreen, stageIndex } from './person-flow.util';

describe('the patient’s emergency screen', () => {
  it('follows the steps while waiting, before the waiting room', () => {
    expect([1, 2, 3, 4, 5, 6].map((step) => personScreen({ status: 'WAITING', step }))).toEqual([
      'CHECK_RESOURCES',
      'PAYMENT',
      'COMPLAINT',
      'COMPLAINT',
      'PRE_ASSESSMENT',
      'WAITING_ROOM',
    ]);
  });

  it('follows the status once called, and the end steps after the attendance', () => {
    expect(personScreen({ status: 'CALLED', step: 7 })).toBe('CALLED');
    expect(personScreen({ status: 'IN_ATTENDANCE', step: 8 })).toBe('IN_ATTENDANCE');
    expect(personScreen({ status: 'FINISHED', step: 9 })).toBe('POST_ATTENDANCE');
    expect(personScreen({ status: 'FINISHED', step: 10 })).toBe('POST_ATTENDANCE');
    expect(personScreen({ status: 'FINISHED', step: 11 })).toBe('END');
    expect(personScreen({ status: 'CLOSED_BY_MANAGER', step: 6 })).toBe('CLOSED_BY_MANAGER');
    expect(personScreen({ status: 'LEFT_WITHOUT_BEING_SEEN', step: 6 })).toBe('LEFT');
  });

  it('puts a forwarded patient (waiting again at step 6) back in the waiting room', () => {
    expect(personScreen({ status: 'WAITING', step: 6 })).toBe('WAITING_ROOM');
    expect(stageIndex('WAITING_ROOM')).toBe(3);
  });

  it('lets the patient leave only while waiting or called', () => {
    expect(['WAITING', 'CALLED', 'IN_ATTENDANCE', 'FINISHED'].map(canLeave)).toEqual([true, true, false, false]);
  });
});
