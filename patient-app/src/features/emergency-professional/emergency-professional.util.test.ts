import { describe, expect, it } from 'vitest';
import {
  type BoardProtocol,
  chooseScreen,
  forwardTargets,
  initialSelection,
  levelOf,
  waitingByQueue,
  waitingTime,
  waitVerdict,
} from './emergency-professional.util';

const ME = 'prof-1';

function protocol(overrides: Partial<BoardProtocol>): BoardProtocol {
  return {
    __typename: 'EmergencyProtocol',
    id: 'p',
    number: '1',
    patientName: 'Maria',
    queueId: 'q1',
    queueName: 'Clínica geral',
    status: 'WAITING',
    step: 6,
    priority: 3,
    redFlag: false,
    complaint: null,
    position: 1,
    arrivedAt: '2026-01-01T10:00:00.000Z',
    calledAt: null,
    professionalId: null,
    roomAccess: null,
    triage: null,
    ...overrides,
  };
}

const base = { professionalId: ME, checkedInQueueIds: ['q1'], board: [], changingQueues: false, finished: false };

describe('chooseScreen', () => {
  it('asks to check in when checked in to no queue', () => {
    expect(chooseScreen({ ...base, checkedInQueueIds: [] }).kind).toBe('checkIn');
  });

  it('shows the dashboard when checked in, and the check-in while changing queues', () => {
    expect(chooseScreen(base).kind).toBe('dashboard');
    expect(chooseScreen({ ...base, changingQueues: true }).kind).toBe('checkIn');
  });

  it('is ready to attend the protocol this professional called, not one another professional called', () => {
    const other = protocol({ id: 'other', status: 'CALLED', professionalId: 'prof-2' });
    const mine = protocol({ id: 'mine', status: 'CALLED', professionalId: ME });
    expect(chooseScreen({ ...base, board: [other] }).kind).toBe('dashboard');
    expect(chooseScreen({ ...base, board: [other, mine] })).toEqual({ kind: 'ready', protocol: mine });
  });

  it('is post attendance for their protocol in attendance, even when checked out or just finished another', () => {
    const mine = protocol({ id: 'mine', status: 'IN_ATTENDANCE', professionalId: ME });
    expect(chooseScreen({ ...base, checkedInQueueIds: [], finished: true, board: [mine] })).toEqual({ kind: 'attending', protocol: mine });
  });

  it('shows the end screen after finishing until the professional moves on', () => {
    expect(chooseScreen({ ...base, finished: true }).kind).toBe('end');
  });
});

describe('waitingByQueue', () => {
  const queues = [
    { id: 'q1', name: 'Clínica geral', counts: null },
    { id: 'q2', name: 'Pediatria', counts: null },
    { id: 'q3', name: 'Ortopedia', counts: null },
  ];

  it('gives one line per checked-in queue with only its waiting patients, by position', () => {
    const board = [
      protocol({ id: 'a', queueId: 'q1', position: 2 }),
      protocol({ id: 'b', queueId: 'q2', position: 1 }),
      protocol({ id: 'c', queueId: 'q1', position: 1 }),
      protocol({ id: 'd', queueId: 'q1', status: 'CALLED', position: null, professionalId: 'x' }),
      protocol({ id: 'e', queueId: 'q3', position: 1 }),
    ];
    const lines = waitingByQueue(queues, ['q2', 'q1'], board);
    expect(lines.map((l) => l.queue.name)).toEqual(['Clínica geral', 'Pediatria']);
    expect(lines[0]?.waiting.map((p) => p.id)).toEqual(['c', 'a']);
    expect(lines[1]?.waiting.map((p) => p.id)).toEqual(['b']);
  });

  it('keeps an empty line for a queue nobody waits in', () => {
    expect(waitingByQueue(queues, ['q3'], [])).toEqual([{ queue: { id: 'q3', name: 'Ortopedia' }, waiting: [] }]);
  });
});

describe('waitingTime', () => {
  const from = '2026-01-01T10:00:00.000Z';
  it('counts whole minutes and hours', () => {
    expect(waitingTime(from, Date.parse('2026-01-01T10:00:59.000Z'))).toEqual({ hours: 0, minutes: 0 });
    expect(waitingTime(from, Date.parse('2026-01-01T10:42:10.000Z'))).toEqual({ hours: 0, minutes: 42 });
    expect(waitingTime(from, Date.parse('2026-01-01T12:05:00.000Z'))).toEqual({ hours: 2, minutes: 5 });
  });

  it('is never negative when the clock is behind the server', () => {
    expect(waitingTime(from, Date.parse('2026-01-01T09:58:00.000Z'))).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('triage helpers', () => {
  it('finds the level of a priority and none for an unassessed patient', () => {
    expect(levelOf(1)?.colour).toBe('red');
    expect(levelOf(5)?.key).toBe('NON_URGENT');
    expect(levelOf(null)).toBeNull();
    expect(levelOf(9)).toBeNull();
  });

  it('flags a wait beyond the level maximum', () => {
    const arrivedAt = '2026-01-01T10:00:00.000Z';
    const at = (iso: string) => Date.parse(iso);
    expect(waitVerdict({ priority: 2, arrivedAt }, at('2026-01-01T10:09:00.000Z'))).toBeNull();
    expect(waitVerdict({ priority: 2, arrivedAt }, at('2026-01-01T10:11:00.000Z'))).toBe('overdue');
    // Level 1 waits no time: "attend now", never "over the maximum" beside "less than 1 min".
    expect(waitVerdict({ priority: 1, arrivedAt }, at('2026-01-01T10:00:30.000Z'))).toBe('immediate');
    expect(waitVerdict({ priority: 1, arrivedAt }, at('2026-01-01T11:00:00.000Z'))).toBe('immediate');
    expect(waitVerdict({ priority: null, arrivedAt }, at('2026-01-02T10:00:00.000Z'))).toBeNull();
  });
});

describe('forwardTargets and initialSelection', () => {
  it('never offers the current queue as a forward target', () => {
    expect(forwardTargets([{ id: 'q1' }, { id: 'q2' }], 'q1')).toEqual([{ id: 'q2' }]);
  });

  it('starts from the current check-in, else every granted queue', () => {
    expect(initialSelection(['q1', 'q2'], ['q2', 'gone'])).toEqual(['q2']);
    expect(initialSelection(['q1', 'q2'], [])).toEqual(['q1', 'q2']);
  });
});
