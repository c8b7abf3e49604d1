import { describe, expect, it } from 'vitest';
import { asksFirst, availableActions } from './appointment-actions.util';

describe('availableActions', () => {
  it('offers what the service allows, in the attendance’s order, never a cancel', () => {
    expect(availableActions(['NO_SHOW', 'CANCELLED', 'IN_ATTENDANCE'])).toEqual(['IN_ATTENDANCE', 'NO_SHOW']);
    expect(availableActions(['LEFT_BY_PATIENT', 'FINISHED_BY_PROFESSIONAL'])).toEqual(['FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT']);
    expect(availableActions([])).toEqual([]);
  });

  it('offers a no-show only once the appointment has started', () => {
    const now = new Date('2026-03-10T15:00:00.000Z');
    expect(availableActions(['IN_ATTENDANCE', 'NO_SHOW'], '2026-03-10T15:30:00.000Z', now)).toEqual(['IN_ATTENDANCE']);
    expect(availableActions(['IN_ATTENDANCE', 'NO_SHOW'], '2026-03-10T15:00:00.000Z', now)).toEqual(['IN_ATTENDANCE', 'NO_SHOW']);
  });

  it('asks before the moves that end the attendance, not before starting it', () => {
    expect(asksFirst('IN_ATTENDANCE')).toBe(false);
    expect(['FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT', 'NO_SHOW'].every((s) => asksFirst(s as never))).toBe(true);
  });
});
