import { TRIAGE_LEVELS, type TriageLevel } from '@teleconsulta/schema';
import type { EmergencyProfessionalProtocolFragment } from '../../gql/graphql';

export type BoardProtocol = EmergencyProfessionalProtocolFragment;
export type QueueSummary = { id: string; name: string; counts: { waiting: number; called: number; inAttendance: number } | null };

/**
 * The professional's screen, derived from the data only (a reload lands on the same one): a protocol of theirs CALLED
 * is "ready to attend", IN_ATTENDANCE is "post attendance" (back from the room); otherwise checked in: the dashboard,
 * else the check-in. A protocol they just finished shows the end screen until they move on.
 */
export type ProfessionalScreen =
  | { kind: 'checkIn' }
  | { kind: 'dashboard' }
  | { kind: 'ready'; protocol: BoardProtocol }
  | { kind: 'attending'; protocol: BoardProtocol }
  | { kind: 'end' };

export type ScreenInput = {
  professionalId: string;
  checkedInQueueIds: readonly string[];
  board: readonly BoardProtocol[];
  /** The professional asked to change queues (the check-in screen while checked in). */
  changingQueues: boolean;
  /** A protocol they just finished. */
  finished: boolean;
};

export function chooseScreen({ professionalId, checkedInQueueIds, board, changingQueues, finished }: ScreenInput): ProfessionalScreen {
  const mine = board.filter((p) => p.professionalId === professionalId);
  const attending = mine.find((p) => p.status === 'IN_ATTENDANCE');
  if (attending) return { kind: 'attending', protocol: attending };
  const called = mine.find((p) => p.status === 'CALLED');
  if (called) return { kind: 'ready', protocol: called };
  if (finished) return { kind: 'end' };
  if (checkedInQueueIds.length === 0 || changingQueues) return { kind: 'checkIn' };
  return { kind: 'dashboard' };
}

export type QueueLine = { queue: { id: string; name: string }; waiting: BoardProtocol[] };

/**
 * The dashboard's lines: one per checked-in queue (in the order of the granted queues), each with its WAITING
 * protocols in the board's rank order (by live position when the service gave one).
 */
export function waitingByQueue(
  queues: readonly QueueSummary[],
  checkedInQueueIds: readonly string[],
  board: readonly BoardProtocol[],
): QueueLine[] {
  const chosen = new Set(checkedInQueueIds);
  return queues
    .filter((q) => chosen.has(q.id))
    .map((queue) => {
      const waiting = board
        .map((p, index) => ({ p, index }))
        .filter(({ p }) => p.queueId === queue.id && p.status === 'WAITING')
        .sort((a, b) => (a.p.position ?? Number.POSITIVE_INFINITY) - (b.p.position ?? Number.POSITIVE_INFINITY) || a.index - b.index)
        .map(({ p }) => p);
      return { queue: { id: queue.id, name: queue.name }, waiting };
    });
}

/** How long someone has waited, in whole hours and minutes (never negative). */
export function waitingTime(fromIso: string, now: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The triage level of a priority (1..5), or null when not assessed yet (or out of the scale). */
export function levelOf(priority: number | null | undefined): TriageLevel | null {
  return TRIAGE_LEVELS.find((level) => level.priority === priority) ?? null;
}

/**
 * What the wait says beside its length: `immediate` for a level that waits no time at all (1, emergency: to be seen now,
 * never "over the maximum" beside "less than 1 min"), `overdue` once a patient has waited longer than their level
 * allows, else nothing (and never for an unassessed one).
 */
export function waitVerdict(protocol: Pick<BoardProtocol, 'priority' | 'arrivedAt'>, now: number): 'immediate' | 'overdue' | null {
  const level = levelOf(protocol.priority);
  if (!level) return null;
  if (level.maxWaitMinutes === 0) return 'immediate';
  return now - Date.parse(protocol.arrivedAt) > level.maxWaitMinutes * 60_000 ? 'overdue' : null;
}

/** The queues a patient may be forwarded to: every active queue but the one they are in. */
export function forwardTargets<Q extends { id: string }>(queues: readonly Q[], currentQueueId: string): Q[] {
  return queues.filter((q) => q.id !== currentQueueId);
}

/** The check-in's initial choice: the queues checked in now, else every granted queue. */
export function initialSelection(grantedIds: readonly string[], checkedInIds: readonly string[]): string[] {
  const granted = new Set(grantedIds);
  const current = checkedInIds.filter((id) => granted.has(id));
  return current.length > 0 ? current : [...grantedIds];
}
