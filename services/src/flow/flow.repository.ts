import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';
import type { TFlowEventDto } from './flow.schemas.js';
import { flowEvent } from './flow.table.js';

export const flowRepository = {
  /**
   * Appends an event. The transaction-scoped advisory lock makes events commit in sequence order, so a reader that
   * has seen sequence n never later finds a smaller one committed: resume by "after n" loses nothing.
   * Append last in a transaction: the lock is held until commit.
   */
  append: async (
    tx: Tx,
    event: { companyId: string; topic: string; type: string; entityId?: string | null; payload?: Record<string, unknown> },
  ) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7744001)`);
    const [row] = await tx
      .insert(flowEvent)
      .values({
        companyId: event.companyId,
        topic: event.topic,
        type: event.type,
        entityId: event.entityId ?? null,
        payload: event.payload ?? {},
      })
      .returning({ seq: flowEvent.seq });
    return String(row!.seq);
  },

  /** Events after a sequence, oldest first (RLS keeps them to the scope's tenant, or every tenant for the internal stream). */
  after: async (tx: Tx, after: string, limit: number, topics?: readonly string[]): Promise<TFlowEventDto[]> => {
    const rows = await tx
      .select()
      .from(flowEvent)
      .where(and(gt(flowEvent.seq, Number(after)), topics?.length ? inArray(flowEvent.topic, [...topics]) : undefined))
      .orderBy(asc(flowEvent.seq))
      .limit(limit);
    return rows.map((r) => ({
      ...r,
      seq: String(r.seq),
      payload: r.payload as Record<string, unknown>,
      createdAt: new Date(r.createdAt).toISOString(),
    }));
  },

  bounds: async (tx: Tx) => {
    const [row] = await tx
      .select({ oldest: sql<string | null>`min(seq)::text`, newest: sql<string | null>`max(seq)::text` })
      .from(flowEvent);
    return { oldest: row?.oldest ?? null, newest: row?.newest ?? null };
  },

  /**
   * Keeps the newest `keep` events (the retention window for resume) and those an active webhook endpoint still
   * waits for, up to ten windows (SECURITY DEFINER `flow_trim`: the app role cannot delete from the log). Returns how
   * many were removed.
   */
  trim: async (tx: Tx, keep: number): Promise<number> => {
    const [row] = await rows<{ removed: string | number }>(tx, sql`select flow_trim(${keep}) as removed`);
    return Number(row?.removed ?? 0);
  },
};
