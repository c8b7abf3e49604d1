import type { EmergencyProtocolStatus } from '@teleconsulta/schema';

/**
 * The emergency rules that need no database: rank order and live positions in a queue, and which status changes
 * are allowed. Pure functions, unit-tested; the service applies them inside its transactions.
 */

/** `ready`: the patient may be called (in the waiting room: past the payment, the complaint and the pre-assessment). */
export type Rankable = {
  id: string;
  status: string;
  priority: number | null;
  arrivedAt: string;
  number: number | string;
  ready: boolean;
};

/**
 * Rank order of a queue: triage priority first (1 most urgent; not yet assessed after every assessed one), then
 * arrival, then protocol number (two arrivals in the same instant keep the order they were numbered in).
 */
export function compareRank(a: Rankable, b: Rankable): number {
  const pa = a.priority ?? Number.POSITIVE_INFINITY;
  const pb = b.priority ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa < pb ? -1 : 1;
  const ta = Date.parse(a.arrivedAt);
  const tb = Date.parse(b.arrivedAt);
  if (ta !== tb) return ta - tb;
  return Number(a.number) - Number(b.number);
}

/**
 * Live positions (1 = next) of the waiting protocols of one queue, in the order call-next takes them: called or
 * in-attendance ones have none, and neither has a patient still before the waiting room (paying, telling the
 * complaint, answering the pre-assessment: call-next skips them), who counts for nobody.
 */
export function waitingPositions(protocols: readonly Rankable[]): Map<string, number> {
  const waiting = protocols.filter((p) => p.status === 'WAITING' && p.ready).sort(compareRank);
  return new Map(waiting.map((p, i) => [p.id, i + 1]));
}

/** The status changes of a protocol; the terminal statuses (finished, closed, left) change no more. */
const TRANSITIONS: Record<EmergencyProtocolStatus, readonly EmergencyProtocolStatus[]> = {
  WAITING: ['CALLED', 'CLOSED_BY_MANAGER', 'LEFT_WITHOUT_BEING_SEEN'],
  // a called patient who does not show goes back to waiting (keeps their arrival) or leaves
  CALLED: ['IN_ATTENDANCE', 'WAITING', 'CLOSED_BY_MANAGER', 'LEFT_WITHOUT_BEING_SEEN'],
  IN_ATTENDANCE: ['FINISHED', 'CLOSED_BY_MANAGER'],
  FINISHED: [],
  CLOSED_BY_MANAGER: [],
  LEFT_WITHOUT_BEING_SEEN: [],
};

export function canTransition(from: EmergencyProtocolStatus, to: EmergencyProtocolStatus): boolean {
  return TRANSITIONS[from].includes(to);
}
