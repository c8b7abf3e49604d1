/**
 * The queue events of M4–M6: real emergency transitions through the services' REST API (SPEC §7), as the clinic's
 * admin — a bench patient's protocol opened in the demo clinic's first queue, then closed by the manager, again and
 * again. Each transition commits one `emergency` flow event (SQL commit → NOTIFY → services' flow websocket → the
 * gateway's upstream socket → graphql-ws). A baseline of waiting patients keeps the payload's positions realistic.
 */
import { performance } from 'node:perf_hooks';
import { putOnDuty } from '../harness/emergency-duty.js';
import type { BenchContext } from './context.js';

/** What every subscriber selects: the change as computed once per event (no per-subscriber `protocol` read). */
export const BOARD_SUBSCRIPTION =
  'subscription($after: ID) { emergencyBoardChanged(after: $after) { sequence type queueId protocolId positions { protocolId position } resyncRequired } }';

/** Wall-clock milliseconds with sub-millisecond resolution, comparable with the websocket clients' process. */
export const wallNow = () => performance.timeOrigin + performance.now();

export type Transition = { key: string; committedAt: number; sentAt: number };

const WAITING_BASELINE = 10;
const CYCLERS = 4;

export class EmergencyProducer {
  private readonly cyclers: Array<{ personId: string; open: string | null }>;
  private turn = 0;

  private constructor(
    private readonly ctx: BenchContext,
    readonly queueId: string,
    cyclers: string[],
    readonly waiting: number,
  ) {
    this.cyclers = cyclers.map((personId) => ({ personId, open: null }));
  }

  /** One producer per stack: the bench persons and the waiting baseline are set up once. */
  static async for(ctx: BenchContext): Promise<EmergencyProducer> {
    let made = producers.get(ctx.stack);
    if (!made) {
      made = EmergencyProducer.setUp(ctx);
      producers.set(ctx.stack, made);
    }
    return made;
  }

  private static async setUp(ctx: BenchContext): Promise<EmergencyProducer> {
    const db = ctx.stack.services.ctx.db;
    // Bench persons of the clinic (written as the seed writes them, as the database owner).
    const wanted = WAITING_BASELINE + CYCLERS;
    for (let i = 1; i <= wanted; i++) {
      const name = `Bench Emergência ${String(i).padStart(2, '0')}`;
      await db.query(
        `insert into person (company_id, name) select $1, $2 where not exists (select 1 from person where company_id = $1 and name = $2)`,
        [ctx.companyId, name],
      );
    }
    const persons = await db.query<{ id: string }>(
      `select id from person where company_id = $1 and name like 'Bench Emergência %' order by name limit $2`,
      [ctx.companyId, wanted],
    );
    const queues = await serviceCall<{ items: Array<{ id: string; active: boolean; name: string }> }>(ctx, 'GET', '/emergency/queue');
    const queue = queues.items.find((q) => q.active);
    if (!queue) throw new Error('M4–M6 setup: the demo clinic has no active emergency queue');
    // Patients join only a queue someone is checked in to (Emergency is offline otherwise).
    await putOnDuty(ctx.stack.gatewayUrl, [queue.id]);
    const producer = new EmergencyProducer(
      ctx,
      queue.id,
      persons.slice(WAITING_BASELINE).map((p) => p.id),
      WAITING_BASELINE,
    );
    const baseline: string[] = [];
    for (const p of persons.slice(0, WAITING_BASELINE)) {
      const opened = await serviceCall<{ id: string }>(ctx, 'POST', '/emergency/protocol', {
        queueId: queue.id,
        personId: p.id,
        complaint: 'bench',
      });
      baseline.push(opened.id);
    }
    // Only patients past the pre-assessment (the waiting room, step 6) have a place: the baseline is put there as each
    // would reach it, so every event carries ten positions.
    await db.query(`update emergency_protocol set step = 6 where id = any($1::uuid[])`, [baseline]);
    return producer;
  }

  /** The next transition: opens a cycling patient's protocol, or closes the one it opened. Resolves after the commit. */
  async transition(): Promise<Transition> {
    const c = this.cyclers[this.turn++ % this.cyclers.length]!;
    const sentAt = wallNow();
    if (c.open === null) {
      const opened = await serviceCall<{ id: string }>(this.ctx, 'POST', '/emergency/protocol', {
        queueId: this.queueId,
        personId: c.personId,
      });
      c.open = opened.id;
      return { key: `PROTOCOL_OPENED:${opened.id}`, committedAt: wallNow(), sentAt };
    }
    const id = c.open;
    await serviceCall(this.ctx, 'PUT', `/emergency/protocol/${id}/close`, { reason: 'bench' });
    c.open = null;
    return { key: `PROTOCOL_CLOSED:${id}`, committedAt: wallNow(), sentAt };
  }
}

const producers = new WeakMap<object, Promise<EmergencyProducer>>();

async function serviceCall<T = unknown>(ctx: BenchContext, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${ctx.token}`,
    'x-company-id': ctx.companyId,
    'accept-language': 'en',
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${ctx.stack.servicesUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`emergency ${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** The company's emergency flow sequences committed after `after`, oldest first (what every subscriber must get). */
export async function emergencySequencesAfter(ctx: BenchContext, after: string): Promise<string[]> {
  const rows = await ctx.stack.services.ctx.db.query<{ seq: string }>(
    `select seq::text as seq from flow_event where topic = 'emergency' and company_id = $1 and seq > $2 order by seq`,
    [ctx.companyId, after],
  );
  return rows.map((r) => r.seq);
}

/** The newest flow sequence (0 when the log is empty). */
export async function lastSequence(ctx: BenchContext): Promise<string> {
  const [row] = await ctx.stack.services.ctx.db.query<{ seq: string }>(`select coalesce(max(seq), 0)::text as seq from flow_event`);
  return row?.seq ?? '0';
}

/** The gateway's upstream flow socket (a private field of UpstreamFlow): M4 pauses it to release a burst at once. */
export function upstreamSocket(ctx: BenchContext): { pause(): void; resume(): void } {
  const socket = (ctx.stack.gateway.deps.flow as unknown as { socket?: { pause(): void; resume(): void } }).socket;
  if (!socket || typeof socket.pause !== 'function') throw new Error("M4: cannot reach the gateway's upstream flow socket");
  return socket;
}
