import { estimateWaitMinutes, type TEmergencyProtocolDto, ZEmergencyEventPayload } from '@teleconsulta/schema';
import type { FlowItem } from '../../subscriptions/topics.js';

export type ProtocolChange = { emergencyProtocolChanged: { protocol: TEmergencyProtocolDto; resyncRequired: boolean } };

/**
 * One protocol followed through the company's emergency events: a change of the protocol itself is read fresh (one
 * read per own event); a change of others in its queue moves its position and wait estimate straight from the event's
 * payload (and so does the number of professionals checked in to the queue) — the positions and the queue's mean
 * attendance time were computed once when the change committed, so a
 * call that moves a thousand waiting patients costs no read per patient. Events that change nothing for it are skipped.
 */
export function followProtocol(
  items: AsyncIterableIterator<FlowItem>,
  initial: TEmergencyProtocolDto,
  read: (id: string) => Promise<TEmergencyProtocolDto>,
): AsyncIterableIterator<ProtocolChange> {
  let current = initial;

  /** A fresh read; null when it shows nothing new (an event that committed before the first read, arriving after it). */
  async function fresh(resyncRequired: boolean): Promise<ProtocolChange['emergencyProtocolChanged'] | null> {
    const next = await read(current.id);
    const same =
      next.updatedAt === current.updatedAt &&
      next.status === current.status &&
      next.position === current.position &&
      next.estimatedWaitMinutes === current.estimatedWaitMinutes &&
      next.professionalsOnDuty === current.professionalsOnDuty;
    current = next;
    return same && !resyncRequired ? null : { protocol: current, resyncRequired };
  }

  async function changeFor(item: FlowItem): Promise<ProtocolChange['emergencyProtocolChanged'] | null> {
    if (item.kind === 'resync') return fresh(true);
    const parsed = ZEmergencyEventPayload.safeParse(item.event.payload);
    if (!parsed.success) return null;
    const payload = parsed.data;
    if (payload.protocolId === current.id) return fresh(false);
    if (payload.queueId !== current.queueId || current.status !== 'WAITING') return null;
    const mine = payload.positions.find((p) => p.id === current.id);
    if (!mine) return fresh(false);
    const estimate =
      payload.meanAttendanceMinutes == null
        ? current.estimatedWaitMinutes
        : estimateWaitMinutes(mine.position, payload.meanAttendanceMinutes, payload.professionals ?? 0);
    const onDuty = payload.professionals ?? current.professionalsOnDuty;
    if (mine.position === current.position && estimate === current.estimatedWaitMinutes && onDuty === current.professionalsOnDuty)
      return null;
    current = { ...current, position: mine.position, estimatedWaitMinutes: estimate, professionalsOnDuty: onDuty };
    return { protocol: current, resyncRequired: false };
  }

  const it: AsyncIterableIterator<ProtocolChange> = {
    async next() {
      for (;;) {
        const r = await items.next();
        if (r.done) return { done: true, value: undefined };
        const change = await changeFor(r.value);
        if (change) return { done: false, value: { emergencyProtocolChanged: change } };
      }
    },
    async return() {
      await items.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}
