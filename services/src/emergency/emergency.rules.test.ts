import { describe, expect, it } from 'vitest';
import { canTransition, compareRank, type Rankable, waitingPositions } from './emergency.rules.js';

const p = (id: string, priority: number | null, arrivedAt: string, number: number, status = 'WAITING', ready = true): Rankable => ({
  id,
  priority,
  arrivedAt,
  number,
  status,
  ready,
});

describe('emergency rank order', () => {
  it('puts the more urgent priority first, whatever the arrival', () => {
    const late = p('late', 1, '2026-01-01T10:30:00Z', 2);
    const early = p('early', 3, '2026-01-01T10:00:00Z', 1);
    expect([early, late].sort(compareRank).map((x) => x.id)).toEqual(['late', 'early']);
  });

  it('orders equal priorities by arrival, then by protocol number', () => {
    const a = p('a', 2, '2026-01-01T10:05:00Z', 7);
    const b = p('b', 2, '2026-01-01T10:00:00Z', 9);
    const c = p('c', 2, '2026-01-01T10:00:00Z', 8);
    expect([a, b, c].sort(compareRank).map((x) => x.id)).toEqual(['c', 'b', 'a']);
  });

  it('ranks a not yet assessed protocol after every assessed one', () => {
    const unassessed = p('u', null, '2026-01-01T09:00:00Z', 1);
    const assessed = p('s', 5, '2026-01-01T11:00:00Z', 2);
    expect([unassessed, assessed].sort(compareRank).map((x) => x.id)).toEqual(['s', 'u']);
  });

  it('numbers only the waiting protocols, from 1', () => {
    const positions = waitingPositions([
      p('called', 1, '2026-01-01T08:00:00Z', 1, 'CALLED'),
      p('second', 3, '2026-01-01T09:00:00Z', 2),
      p('first', 2, '2026-01-01T10:00:00Z', 3),
      p('room', null, '2026-01-01T07:00:00Z', 4, 'IN_ATTENDANCE'),
    ]);
    expect([...positions.entries()]).toEqual([
      ['first', 1],
      ['second', 2],
    ]);
    expect(positions.has('called')).toBe(false);
  });

  it('gives no place to a patient still paying, who counts for nobody behind them', () => {
    const positions = waitingPositions([
      p('paying', null, '2026-01-01T08:00:00Z', 1, 'WAITING', false),
      p('paid', null, '2026-01-01T08:05:00Z', 2),
      p('assessed', 4, '2026-01-01T08:10:00Z', 3),
    ]);
    expect([...positions.entries()]).toEqual([
      ['assessed', 1],
      ['paid', 2],
    ]);
  });
});

describe('emergency protocol transitions', () => {
  it('lets a manager close an open protocol', () => {
    expect(canTransition('WAITING', 'CLOSED_BY_MANAGER')).toBe(true);
    expect(canTransition('CALLED', 'CLOSED_BY_MANAGER')).toBe(true);
    expect(canTransition('IN_ATTENDANCE', 'CLOSED_BY_MANAGER')).toBe(true);
  });

  it('changes a finished, closed or abandoned protocol no more', () => {
    for (const from of ['FINISHED', 'CLOSED_BY_MANAGER', 'LEFT_WITHOUT_BEING_SEEN'] as const) {
      expect(canTransition(from, 'CLOSED_BY_MANAGER')).toBe(false);
      expect(canTransition(from, 'WAITING')).toBe(false);
    }
  });

  it('follows the attendance order: waiting, called, in attendance, finished', () => {
    expect(canTransition('WAITING', 'CALLED')).toBe(true);
    expect(canTransition('CALLED', 'IN_ATTENDANCE')).toBe(true);
    expect(canTransition('IN_ATTENDANCE', 'FINISHED')).toBe(true);
    expect(canTransition('WAITING', 'FINISHED')).toBe(false);
    expect(canTransition('WAITING', 'IN_ATTENDANCE')).toBe(false);
    expect(canTransition('IN_ATTENDANCE', 'WAITING')).toBe(false);
  });
});
