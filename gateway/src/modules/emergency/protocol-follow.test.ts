import type { TEmergencyProtocolDto, TFlowEventDto } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import type { FlowItem } from '../../subscriptions/topics.js';
import { followProtocol } from './protocol-follow.js';

const base: TEmergencyProtocolDto = {
  id: 'p2',
  number: '2',
  personId: 'person',
  patientName: 'Maria',
  queueId: 'q1',
  queueName: 'Clínica geral',
  step: 6,
  status: 'WAITING',
  priority: 3,
  complaint: 'Febre',
  redFlag: false,
  triage: null,
  professionalName: null,
  missedCalls: 0,
  roomAccess: null,
  appointmentId: null,
  position: 2,
  estimatedWaitMinutes: 30,
  professionalsOnDuty: 1,
  arrivedAt: '2026-11-24T10:00:00.000Z',
  calledAt: null,
  professionalId: null,
  closedAt: null,
  closedBy: null,
  closeReason: null,
  notice: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

function source(items: FlowItem[]): AsyncIterableIterator<FlowItem> {
  const it: AsyncIterableIterator<FlowItem> = {
    next: async () => (items.length ? { done: false, value: items.shift()! } : { done: true, value: undefined }),
    return: async () => ({ done: true, value: undefined }),
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}
const event = (seq: number, payload: Record<string, unknown>): FlowItem => ({
  kind: 'event',
  event: {
    seq: String(seq),
    companyId: 'c',
    topic: 'emergency',
    type: 'PROTOCOL_CALLED',
    entityId: 'x',
    payload,
    createdAt: '',
  } as TFlowEventDto,
});
const payload = (over: Record<string, unknown>) => ({
  queueId: 'q1',
  protocolId: 'p1',
  status: 'CALLED',
  step: 7,
  messageKey: null,
  positions: [],
  ...over,
});

describe('following one protocol', () => {
  it('moves the place and estimate from the event without a read; skips other queues and unchanged places', async () => {
    const reads: string[] = [];
    const items = source([
      event(1, payload({ positions: [{ id: 'p2', position: 1 }], meanAttendanceMinutes: 15, professionals: 1 })),
      event(2, payload({ queueId: 'q2', protocolId: 'p9', positions: [{ id: 'p2', position: 7 }] })),
      event(3, payload({ protocolId: 'p3', positions: [{ id: 'p2', position: 1 }], meanAttendanceMinutes: 15, professionals: 1 })),
    ]);
    const changes = followProtocol(items, base, async (id) => {
      reads.push(id);
      return base;
    });
    const first = await changes.next();
    expect(first.value?.emergencyProtocolChanged.protocol).toMatchObject({ position: 1, estimatedWaitMinutes: 15 });
    expect((await changes.next()).done).toBe(true);
    expect(reads).toEqual([]);
  });

  it('tells the patient when the last professional of the queue checks out, and when one is back, without a read', async () => {
    const reads: string[] = [];
    const checkedOut = { protocolId: null, status: null, step: null, positions: [{ id: 'p2', position: 2 }], meanAttendanceMinutes: 15 };
    const items = source([event(1, payload({ ...checkedOut, professionals: 0 })), event(2, payload({ ...checkedOut, professionals: 2 }))]);
    const changes = followProtocol(items, base, async (id) => {
      reads.push(id);
      return base;
    });
    expect((await changes.next()).value?.emergencyProtocolChanged.protocol).toMatchObject({ position: 2, professionalsOnDuty: 0 });
    expect((await changes.next()).value?.emergencyProtocolChanged.protocol).toMatchObject({
      position: 2,
      professionalsOnDuty: 2,
      estimatedWaitMinutes: 15,
    });
    expect(reads).toEqual([]);
  });

  it('reads its own changes fresh, once per change, and skips a read that shows nothing new', async () => {
    const called = {
      ...base,
      status: 'CALLED' as const,
      position: null,
      estimatedWaitMinutes: null,
      updatedAt: '2026-11-24T10:05:00.000Z',
    };
    const answers = [base, called];
    const items = source([event(1, payload({ protocolId: 'p2' })), event(2, payload({ protocolId: 'p2' }))]);
    const changes = followProtocol(items, base, async () => answers.shift()!);
    const next = await changes.next();
    expect(next.value?.emergencyProtocolChanged.protocol.status).toBe('CALLED');
    expect((await changes.next()).done).toBe(true);
  });

  it('reads again after lost events and says so', async () => {
    const changes = followProtocol(source([{ kind: 'resync' }]), base, async () => base);
    expect((await changes.next()).value?.emergencyProtocolChanged.resyncRequired).toBe(true);
  });
});
