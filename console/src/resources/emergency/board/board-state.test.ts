import { describe, expect, it } from 'vitest';
import type { EmergencyProtocolRecord } from '../../../providers/emergency.documents';
import { boardChange, positionsOf } from './board-change.test-util';
import { applyBoardChange, boardQueues, formatWaiting, newRedFlags, queueRows, redFlagIds } from './board-state';

const protocol = (id: string, queueId: string, position: number | null, arrivedAt: string, extra: Partial<EmergencyProtocolRecord> = {}) =>
  ({
    id,
    number: id.replace(/\D/g, '') || '1',
    personId: `person-${id}`,
    patientName: `Patient ${id}`,
    queueId,
    queueName: queueId,
    step: 1,
    status: 'WAITING',
    priority: null,
    complaint: null,
    redFlag: false,
    position,
    arrivedAt,
    calledAt: null,
    closedAt: null,
    closeReason: null,
    ...extra,
  }) as EmergencyProtocolRecord;

describe('applyBoardChange', () => {
  const a1 = protocol('p1', 'q1', 1, '2026-01-01T10:00:00Z');
  const a2 = protocol('p2', 'q1', 2, '2026-01-01T10:05:00Z');
  const b1 = protocol('p3', 'q2', 1, '2026-01-01T09:00:00Z');

  it('adds an opened protocol in rank order with the positions of its queue', () => {
    const opened = protocol('p4', 'q1', 3, '2026-01-01T10:10:00Z');
    const next = applyBoardChange(
      [b1, a1, a2],
      boardChange({ protocolId: 'p4', protocol: opened, positions: positionsOf({ p1: 1, p2: 2, p4: 3 }) }),
    );
    expect(next?.map((p) => [p.id, p.position])).toEqual([
      ['p3', 1],
      ['p1', 1],
      ['p2', 2],
      ['p4', 3],
    ]);
  });

  it('removes a closed protocol and moves its queue up, leaving the other queues alone', () => {
    const closed: EmergencyProtocolRecord = { ...a1, status: 'CLOSED_BY_MANAGER', position: null };
    const next = applyBoardChange(
      [b1, a1, a2],
      boardChange({ type: 'PROTOCOL_CLOSED', protocolId: 'p1', protocol: closed, positions: positionsOf({ p2: 1 }) }),
    );
    expect(next?.map((p) => [p.id, p.position])).toEqual([
      ['p3', 1],
      ['p2', 1],
    ]);
  });

  it('asks for a new read on a resync or a queue change', () => {
    expect(applyBoardChange([a1], boardChange({ resyncRequired: true, type: null }))).toBeNull();
    expect(applyBoardChange([a1], boardChange({ type: 'QUEUE_UPDATED' }))).toBeNull();
  });
});

describe('formatWaiting', () => {
  it('shows minutes and seconds, then hours', () => {
    const from = '2026-01-01T10:00:00Z';
    expect(formatWaiting(from, Date.parse('2026-01-01T10:00:09Z'))).toBe('0:09');
    expect(formatWaiting(from, Date.parse('2026-01-01T10:12:30Z'))).toBe('12:30');
    expect(formatWaiting(from, Date.parse('2026-01-01T11:02:03Z'))).toBe('1:02:03');
  });
});

describe('boardQueues', () => {
  const queue = (id: string, active: boolean) => ({ id, name: `Queue ${id}`, groupName: 'Group', maxWaitMinutes: 30, active });

  it('shows the active queues, and an inactive or unknown one only while it has open protocols', () => {
    const queues = [queue('q1', true), queue('q2', false), queue('q3', false)];
    const open = [protocol('p1', 'q2', 1, '2026-01-01T10:00:00Z'), protocol('p2', 'q9', 1, '2026-01-01T10:00:00Z')];
    expect(boardQueues(queues, open).map((q) => [q.id, q.name, q.groupName])).toEqual([
      ['q1', 'Queue q1', 'Group'],
      ['q2', 'Queue q2', 'Group'],
      ['q9', 'q9', ''],
    ]);
  });
});

describe('queueRows', () => {
  it("puts the red-flag patients of a queue first, then keeps the service's rank order (priority, arrival)", () => {
    const first = protocol('p1', 'q1', 1, '2026-01-01T10:00:00Z', { priority: 1 });
    const second = protocol('p2', 'q1', 2, '2026-01-01T10:01:00Z', { priority: 2 });
    const unassessed = protocol('p3', 'q1', 3, '2026-01-01T09:00:00Z');
    const redLate = protocol('p4', 'q1', 4, '2026-01-01T10:30:00Z', { priority: 1, redFlag: true });
    const redEarly = protocol('p5', 'q1', 5, '2026-01-01T10:20:00Z', { priority: 1, redFlag: true });
    const otherQueue = protocol('p6', 'q2', 1, '2026-01-01T08:00:00Z', { redFlag: true });
    expect(queueRows([unassessed, second, redLate, first, otherQueue, redEarly], 'q1').map((p) => p.id)).toEqual([
      'p5',
      'p4',
      'p1',
      'p2',
      'p3',
    ]);
  });

  it("keeps the service's rank order when nobody has a red flag", () => {
    const a = protocol('p1', 'q1', 1, '2026-01-01T10:00:00Z', { priority: 3 });
    const b = protocol('p2', 'q1', 2, '2026-01-01T09:00:00Z', { priority: 4 });
    expect(queueRows([b, a], 'q1').map((p) => p.id)).toEqual(['p1', 'p2']);
  });
});

describe('red flags arriving on the board', () => {
  const calm = protocol('p1', 'q1', 1, '2026-01-01T10:00:00Z', { priority: 3 });
  const known = protocol('p2', 'q1', 2, '2026-01-01T10:05:00Z', { priority: 1, redFlag: true });

  it('knows the red flags the board showed when it was first read, and no others', () => {
    expect([...redFlagIds([calm, known])]).toEqual(['p2']);
  });

  it('finds a protocol that joined with a red flag, not the ones already alerted', () => {
    const joined = protocol('p3', 'q2', 1, '2026-01-01T10:10:00Z', { priority: 1, redFlag: true });
    expect(newRedFlags(new Set(['p2']), [calm, known, joined]).map((p) => p.id)).toEqual(['p3']);
  });

  it('finds a protocol already waiting whose pre-assessment just raised a red flag', () => {
    const assessed = { ...calm, priority: 1, redFlag: true };
    expect(newRedFlags(new Set(['p2']), [assessed, known]).map((p) => p.id)).toEqual(['p1']);
  });

  it('finds nothing when no new red flag arrived (a calm patient joined, or a red flag left)', () => {
    const joined = protocol('p4', 'q1', 3, '2026-01-01T10:15:00Z', { priority: 4 });
    expect(newRedFlags(new Set(['p2']), [calm, known, joined])).toEqual([]);
    expect(newRedFlags(new Set(['p2']), [calm])).toEqual([]);
  });

  it('lists several that arrived together red-flag-first in rank order', () => {
    const a = protocol('p5', 'q1', 1, '2026-01-01T10:30:00Z', { priority: 1, redFlag: true });
    const b = protocol('p6', 'q1', 2, '2026-01-01T10:20:00Z', { priority: 1, redFlag: true });
    expect(newRedFlags(new Set(), [a, calm, b]).map((p) => p.id)).toEqual(['p6', 'p5']);
  });
});
