import type { TFlowEventDto, TWebhookAttemptDto, TWebhookEndpointDto } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

type EndpointRow = {
  id: string;
  url: string;
  active: boolean;
  last_delivered_seq: string;
  failures: number;
  next_attempt_at: Date | string;
  created_at: Date | string;
};
const iso = (v: Date | string) => new Date(v).toISOString();
const toDto = (r: EndpointRow): TWebhookEndpointDto => ({
  id: r.id,
  url: r.url,
  active: r.active,
  lastDeliveredSequence: String(r.last_delivered_seq),
  failures: Number(r.failures),
  nextAttemptAt: iso(r.next_attempt_at),
  createdAt: iso(r.created_at),
});
const COLUMNS = sql`id, url, active, last_delivered_seq::text as last_delivered_seq, failures, next_attempt_at, created_at`;

/** The SQL of webhook endpoints and their attempt log, under the tenant's RLS. */
export const webhookRepository = {
  list: async (tx: Tx) =>
    (await rows<EndpointRow>(tx, sql`select ${COLUMNS} from webhook_endpoint order by created_at desc, id`)).map(toDto),

  byId: async (tx: Tx, id: string) => {
    const [row] = await rows<EndpointRow>(tx, sql`select ${COLUMNS} from webhook_endpoint where id = ${id}`);
    return row ? toDto(row) : null;
  },

  /** A new endpoint receives the company's events from now on (after the newest sequence its tenant sees). */
  insert: async (tx: Tx, e: { companyId: string; url: string; secret: string; createdBy: string }) => {
    const [row] = await rows<EndpointRow>(
      tx,
      sql`insert into webhook_endpoint (company_id, url, secret, created_by, last_delivered_seq)
          values (${e.companyId}, ${e.url}, ${e.secret}, ${e.createdBy}, (select coalesce(max(seq), 0) from flow_event))
          returning ${COLUMNS}`,
    );
    return toDto(row!);
  },

  /** Turning an endpoint on makes it due at once (its pending events go out on the next run). */
  setActive: async (tx: Tx, id: string, active: boolean) => {
    const [row] = await rows<EndpointRow>(
      tx,
      sql`update webhook_endpoint set active = ${active}, next_attempt_at = case when ${active} then app_now() else next_attempt_at end
          where id = ${id} returning ${COLUMNS}`,
    );
    return row ? toDto(row) : null;
  },

  attempts: async (tx: Tx, endpointId: string, limit: number): Promise<TWebhookAttemptDto[]> =>
    (
      await rows<{
        id: string;
        seq: string;
        attempt: number;
        status_code: number | null;
        error: string | null;
        delivered: boolean;
        at: Date | string;
      }>(
        tx,
        sql`select id, seq::text as seq, attempt, status_code, error, delivered, at from webhook_attempt
             where endpoint_id = ${endpointId} order by at desc, attempt desc limit ${limit}`,
      )
    ).map((r) => ({
      id: r.id,
      sequence: r.seq,
      attempt: Number(r.attempt),
      statusCode: r.status_code === null ? null : Number(r.status_code),
      error: r.error,
      delivered: r.delivered,
      at: iso(r.at),
    })),

  // The delivery worker -------------------------------------------------------------------------------------------

  due: (tx: Tx, at: Date) =>
    rows<{ id: string; company_id: string }>(tx, sql`select id, company_id from webhook_due_endpoints(${at.toISOString()})`),

  /** The endpoint's state for a delivery (its secret included), if still active. */
  forDelivery: async (tx: Tx, id: string) => {
    const [row] = await rows<{ id: string; url: string; secret: string; last_delivered_seq: string; failures: number; active: boolean }>(
      tx,
      sql`select id, url, secret, last_delivered_seq::text as last_delivered_seq, failures, active from webhook_endpoint where id = ${id}`,
    );
    return row?.active ? { ...row, failures: Number(row.failures) } : null;
  },

  /**
   * The company's own emergency events after a sequence, oldest first. Ordered by the column, not by the text alias
   * `seq`, which would sort "10" before "6".
   */
  eventsAfter: async (tx: Tx, companyId: string, after: string, limit: number): Promise<TFlowEventDto[]> =>
    (
      await rows<{
        seq: string;
        company_id: string;
        topic: string;
        type: string;
        entity_id: string | null;
        payload: unknown;
        created_at: Date | string;
      }>(
        tx,
        sql`select seq::text as seq, company_id, topic, type, entity_id, payload, created_at from flow_event
             where company_id = ${companyId} and topic = 'emergency' and seq > ${after}::bigint
             order by flow_event.seq limit ${limit}`,
      )
    ).map((r) => ({
      seq: r.seq,
      companyId: r.company_id,
      topic: r.topic,
      type: r.type,
      entityId: r.entity_id,
      payload: r.payload as Record<string, unknown>,
      createdAt: iso(r.created_at),
    })),

  /** A 2xx: the event is delivered; the endpoint moves past it and its failures reset (only if nobody moved it first). */
  delivered: async (tx: Tx, id: string, seq: string) => {
    const updated = await rows<{ id: string }>(
      tx,
      sql`update webhook_endpoint set last_delivered_seq = ${seq}::bigint, failures = 0, next_attempt_at = app_now()
           where id = ${id} and last_delivered_seq < ${seq}::bigint returning id`,
    );
    return updated.length > 0;
  },

  failed: (tx: Tx, id: string, retryAt: Date) =>
    tx.execute(sql`update webhook_endpoint set failures = failures + 1, next_attempt_at = ${retryAt.toISOString()} where id = ${id}`),

  logAttempt: (
    tx: Tx,
    a: {
      companyId: string;
      endpointId: string;
      seq: string;
      attempt: number;
      statusCode: number | null;
      error: string | null;
      delivered: boolean;
    },
  ) =>
    tx.execute(sql`insert into webhook_attempt (company_id, endpoint_id, seq, attempt, status_code, error, delivered)
                   values (${a.companyId}, ${a.endpointId}, ${a.seq}::bigint, ${a.attempt}, ${a.statusCode}, ${a.error}, ${a.delivered})`),
};
