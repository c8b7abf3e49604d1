/**
 * Test doubles for the fan-out's unit tests: the upstream flow driven by hand, a board subscriber's context with its own
 * token and visibility, and a socket that records frames. A subscription is run the way graphql-ws runs it, so a test
 * can compare a shared frame with the bytes graphql-ws writes for a result.
 */
import type { Role, TFlowEventDto } from '@teleconsulta/schema';
import { type ExecutionResult, type GraphQLSchema, parse } from 'graphql';
import type { WebSocket } from 'ws';
import type { GatewayContext } from '../context.js';
import type { FanOut } from './fan-out.js';
import type { FlowListener } from './upstream.js';

export class FakeFlow {
  private readonly listeners = new Set<FlowListener>();
  readonly log: TFlowEventDto[] = [];
  lastSequence: string | null = '0';
  /** How the replay answers; by default from the log, at once. */
  replay: (after: string, companyId: string | null) => Promise<{ events: TFlowEventDto[]; oldest: string | null }> = async (
    after,
    companyId,
  ) => ({ events: this.log.filter((e) => BigInt(e.seq) > BigInt(after) && e.companyId === companyId), oldest: this.log[0]?.seq ?? null });

  subscribe(listener: FlowListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listening(): number {
    return this.listeners.size;
  }

  /** Commits an event: in the log (for replays) and to every live listener. */
  emit(event: TFlowEventDto): void {
    this.log.push(event);
    this.lastSequence = event.seq;
    for (const l of this.listeners) l.onEvent(event);
  }

  resync(): void {
    for (const l of this.listeners) l.onResync();
  }
}

let nextSeq = 100;
/** An emergency event of a company's queue, with its positions computed as the service does. */
export function queueEvent(companyId: string, queueId: string, type = 'PROTOCOL_OPENED'): TFlowEventDto {
  const seq = String(nextSeq++);
  return {
    seq,
    companyId,
    topic: 'emergency',
    type,
    entityId: `p${seq}`,
    payload: { queueId, protocolId: `p${seq}`, status: 'WAITING', step: 6, messageKey: null, positions: [{ id: `p${seq}`, position: 1 }] },
    createdAt: '2026-11-24T10:00:00.000Z',
  };
}

export type Who = { token: string; companyId: string; roles: Role[]; canManage: boolean; queues?: string[]; apiKey?: string };

/** A signed-in subscriber's context: the emergency service answers with its visibility, protocols read with its token. */
export function contextOf(flow: FakeFlow, who: Who): GatewayContext {
  return {
    viewer: { userId: who.token, username: who.token, name: who.token, roles: who.roles, companyId: who.companyId, platformAdmin: false },
    token: who.token,
    companyId: who.companyId,
    locale: 'en',
    requestId: who.token,
    flow,
    integrator: who.apiKey ? { apiKey: who.apiKey, keyId: who.apiKey, companyId: who.companyId } : undefined,
    clients: {
      // the integration service replays a key's company
      integration: { events: (_apiKey: string, after: string) => flow.replay(after, who.companyId) },
      emergency: {
        status: async () => ({
          online: true,
          enabled: true,
          canManage: who.canManage,
          message: null,
          queues: (who.queues ?? []).map((id) => ({ id })),
        }),
        // what the services show this token (a per-viewer read)
        protocol: async (id: string) => ({ id, patientName: `as seen by ${who.token}` }),
      },
      flow: { events: (after: string) => flow.replay(after, who.companyId) },
    },
  } as unknown as GatewayContext;
}

/** Records what the server writes; `bufferedAmount` and delayed write callbacks simulate a slow reader. */
export class FakeSocket {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly frames: string[] = [];
  private readonly callbacks: Array<() => void> = [];
  holdCallbacks = false;

  send(frame: string, cb?: (error?: Error) => void): void {
    this.frames.push(frame);
    if (!cb) return;
    if (this.holdCallbacks) this.callbacks.push(() => cb());
    else cb();
  }

  /** The socket's queue went out. */
  drain(): void {
    this.bufferedAmount = 0;
    for (const cb of this.callbacks.splice(0)) cb();
  }

  /** The `payload` of each `next` frame. */
  payloads<T = unknown>(): T[] {
    return this.frames.map((f) => (JSON.parse(f) as { payload: T }).payload);
  }
}

/** The bytes graphql-ws writes for a `next` result (its emit.next, without an onNext hook). */
export function graphqlWsFrame(id: string, result: ExecutionResult): string {
  const { errors, ...rest } = result;
  return JSON.stringify({ id, type: 'next', payload: { ...rest, ...(errors ? { errors: errors.map((e) => e.toJSON()) } : {}) } });
}

export type Subscribed = { socket: FakeSocket; shared: boolean; ended: Promise<unknown>; stop: () => Promise<unknown> };

/**
 * Subscribes as graphql-ws does with the gateway's hooks: subscribe, then onOperation's attach, then for-await over the
 * result, writing graphql-ws's frames for whatever it yields.
 */
export async function subscribe(
  fanOut: FanOut,
  schema: GraphQLSchema,
  context: GatewayContext,
  query: string,
  variableValues: Record<string, unknown> = {},
  id = '1',
): Promise<Subscribed> {
  const socket = new FakeSocket();
  const args = { schema, document: parse(query), variableValues, contextValue: context };
  const result = await fanOut.subscribe(args);
  if (!(Symbol.asyncIterator in result)) {
    socket.send(graphqlWsFrame(id, result));
    return { socket, shared: false, ended: Promise.resolve(), stop: async () => undefined };
  }
  const shared = fanOut.attach(result, socket as unknown as WebSocket, id, args);
  const ended = (async () => {
    for await (const r of result) socket.send(graphqlWsFrame(id, r));
  })();
  return { socket, shared, ended, stop: () => result.return!() };
}

/** Lets every delivery loop run (including their turns of the event loop). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}
