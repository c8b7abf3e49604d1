import type { EmergencyBoardChange, EmergencyProtocolRecord } from '../../../providers/emergency.documents';

const OPEN = new Set(['WAITING', 'CALLED', 'IN_ATTENDANCE']);

/** A queue as the board shows it (emergencyStatus.queues, or a stand-in built from a protocol's queue). */
export type BoardQueue = { id: string; name: string; groupName: string; maxWaitMinutes: number };

/** The service's rank order (priority, unassessed last; arrival; number), so an applied change keeps the board sorted. */
export function compareProtocols(a: EmergencyProtocolRecord, b: EmergencyProtocolRecord): number {
  const pa = a.priority ?? Number.POSITIVE_INFINITY;
  const pb = b.priority ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa < pb ? -1 : 1;
  const ta = Date.parse(String(a.arrivedAt));
  const tb = Date.parse(String(b.arrivedAt));
  if (ta !== tb) return ta - tb;
  return Number(a.number) - Number(b.number);
}

/**
 * The order of a queue's rows on the board: red-flag patients first (they were told to call SAMU 192), then the
 * service's rank order. The position column still shows the service's calling order.
 */
export function compareBoardRows(a: EmergencyProtocolRecord, b: EmergencyProtocolRecord): number {
  if (a.redFlag !== b.redFlag) return a.redFlag ? -1 : 1;
  return compareProtocols(a, b);
}

/** The open protocols of one queue, in the board's order (compareBoardRows). */
export function queueRows(protocols: readonly EmergencyProtocolRecord[], queueId: string): EmergencyProtocolRecord[] {
  return protocols.filter((p) => p.queueId === queueId).sort(compareBoardRows);
}

/** The ids of the board's red-flag protocols: what the manager has already been alerted to (or saw on opening). */
export function redFlagIds(protocols: readonly EmergencyProtocolRecord[]): Set<string> {
  return new Set(protocols.filter((p) => p.redFlag).map((p) => p.id));
}

/**
 * The red flags that arrived since the board last looked: red-flag protocols whose id is not among those already
 * alerted (a patient who just joined with a red flag, or whose pre-assessment just raised one), in the board's order.
 */
export function newRedFlags(alerted: ReadonlySet<string>, protocols: readonly EmergencyProtocolRecord[]): EmergencyProtocolRecord[] {
  return protocols.filter((p) => p.redFlag && !alerted.has(p.id)).sort(compareBoardRows);
}

/**
 * Whether a change cannot be applied in place and the board (and the status: queues, who is checked in) must be read
 * again: the subscription just started, a resync, or anything but a protocol opened or closed.
 */
export function mustReload(change: EmergencyBoardChange): boolean {
  return change.resyncRequired || (change.type !== 'PROTOCOL_OPENED' && change.type !== 'PROTOCOL_CLOSED');
}

/**
 * Applies one board change: the changed protocol is added, replaced or (no longer open) removed, and the positions
 * the service computed for its queue replace the old ones. Returns null when the board must be read again
 * (the subscription just started, a resync, or a queue changed).
 */
export function applyBoardChange(
  board: readonly EmergencyProtocolRecord[],
  change: EmergencyBoardChange,
): EmergencyProtocolRecord[] | null {
  if (mustReload(change)) return null;
  let next = board.filter((p) => p.id !== change.protocolId);
  if (change.protocol && OPEN.has(change.protocol.status)) next.push(change.protocol);
  if (change.queueId) {
    const positions = new Map(change.positions.map((p) => [p.protocolId, p.position]));
    next = next.map((p) => (p.queueId === change.queueId ? { ...p, position: positions.get(p.id) ?? null } : p));
  }
  return next.sort(compareProtocols);
}

/** The queues the board shows: the active ones, and any inactive (or unknown) one that still has open protocols. */
export function boardQueues(
  queues: ReadonlyArray<BoardQueue & { active: boolean }>,
  protocols: readonly EmergencyProtocolRecord[],
): BoardQueue[] {
  const known = new Map<string, BoardQueue>(queues.map((q) => [q.id, q]));
  const out: BoardQueue[] = queues.filter((q) => q.active);
  for (const p of protocols) {
    if (!out.some((q) => q.id === p.queueId))
      out.push(known.get(p.queueId) ?? { id: p.queueId, name: p.queueName, groupName: '', maxWaitMinutes: 0 });
  }
  return out;
}

/** Waiting time as m:ss, or h:mm:ss from an hour. */
export function formatWaiting(fromIso: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
