import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import { idsIn, likeText as like } from '../kit/query.js';
import type { Tx } from '../kit/tenant.js';
import { iso, OPEN } from './emergency.sql.js';
import { type EmergencyQueueRow, emergencyGroup, emergencyProtocol, emergencyQueue, emergencyQueueGrant } from './emergency.table.js';

const QUEUE_COUNT = sql<number>`(select count(*)::int from emergency_queue eq where eq.group_id = emergency_group.id)`;

export type GroupRecord = { id: string; name: string; queueCount: number; createdAt: string; updatedAt: string };
export type QueueRecord = Omit<EmergencyQueueRow, 'companyId' | 'createdAt' | 'updatedAt'> & {
  groupName: string;
  createdAt: string;
  updatedAt: string;
};
export type QueueCounts = { waiting: number; called: number; inAttendance: number };

function toQueue(r: EmergencyQueueRow & { groupName: string }): QueueRecord {
  return {
    id: r.id,
    groupId: r.groupId,
    groupName: r.groupName,
    name: r.name,
    specialtyCode: r.specialtyCode,
    active: r.active,
    maxWaitMinutes: r.maxWaitMinutes,
    attendanceEstimateMinutes: r.attendanceEstimateMinutes,
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
}

export type QueueFilter = { ids?: string[]; activeOnly?: boolean; grantedToUserId?: string };

/**
 * The emergency groups, queues and their grants. Every query runs inside a tenant transaction, so RLS keeps it to the
 * tenant.
 */
export const emergencyQueueRepository = {
  // Groups ------------------------------------------------------------------------------------------------------
  groups: async (tx: Tx, q: { page: number; perPage: number; q?: string }) => {
    const where = q.q ? ilike(emergencyGroup.name, like(q.q)) : undefined;
    const queueCount = QUEUE_COUNT;
    const [items, [total]] = await Promise.all([
      tx
        .select({
          id: emergencyGroup.id,
          name: emergencyGroup.name,
          queueCount,
          createdAt: emergencyGroup.createdAt,
          updatedAt: emergencyGroup.updatedAt,
        })
        .from(emergencyGroup)
        .where(where)
        .orderBy(asc(sql`lower(${emergencyGroup.name})`), asc(emergencyGroup.id))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage),
      tx.select({ n: count() }).from(emergencyGroup).where(where),
    ]);
    return {
      items: items.map((g) => ({ ...g, queueCount: Number(g.queueCount), createdAt: iso(g.createdAt)!, updatedAt: iso(g.updatedAt)! })),
      total: Number(total?.n ?? 0),
    };
  },

  groupById: async (tx: Tx, id: string): Promise<GroupRecord | undefined> => {
    const page = await tx
      .select({
        id: emergencyGroup.id,
        name: emergencyGroup.name,
        queueCount: QUEUE_COUNT,
        createdAt: emergencyGroup.createdAt,
        updatedAt: emergencyGroup.updatedAt,
      })
      .from(emergencyGroup)
      .where(eq(emergencyGroup.id, id));
    const g = page[0];
    return g ? { ...g, queueCount: Number(g.queueCount), createdAt: iso(g.createdAt)!, updatedAt: iso(g.updatedAt)! } : undefined;
  },

  insertGroup: async (tx: Tx, companyId: string, name: string) => {
    const [row] = await tx.insert(emergencyGroup).values({ companyId, name }).returning({ id: emergencyGroup.id });
    return row!.id;
  },

  updateGroup: async (tx: Tx, id: string, name: string) =>
    (
      await tx
        .update(emergencyGroup)
        .set({ name, updatedAt: SQL_NOW })
        .where(eq(emergencyGroup.id, id))
        .returning({ id: emergencyGroup.id })
    ).length > 0,

  deleteGroup: async (tx: Tx, id: string) =>
    (await tx.delete(emergencyGroup).where(eq(emergencyGroup.id, id)).returning({ id: emergencyGroup.id })).length > 0,

  // Queues ------------------------------------------------------------------------------------------------------
  queues: async (tx: Tx, filter: QueueFilter = {}): Promise<QueueRecord[]> => {
    const rowsFound = await tx
      .select({ queue: emergencyQueue, groupName: emergencyGroup.name })
      .from(emergencyQueue)
      .innerJoin(emergencyGroup, eq(emergencyGroup.id, emergencyQueue.groupId))
      .where(
        and(
          filter.ids ? idsIn(emergencyQueue.id, filter.ids) : undefined,
          filter.activeOnly ? eq(emergencyQueue.active, true) : undefined,
          filter.grantedToUserId
            ? sql`${emergencyQueue.id} in (select g.queue_id from emergency_queue_grant g
                   join professional pr on pr.id = g.professional_id where pr.user_id = ${filter.grantedToUserId})`
            : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${emergencyGroup.name})`), asc(sql`lower(${emergencyQueue.name})`), asc(emergencyQueue.id));
    return rowsFound.map((r) => toQueue({ ...r.queue, groupName: r.groupName }));
  },

  queueById: async (tx: Tx, id: string, lock = false) => {
    if (lock) await tx.execute(sql`select 1 from emergency_queue where id = ${id} for update`);
    return (await emergencyQueueRepository.queues(tx, { ids: [id] }))[0];
  },

  insertQueue: async (tx: Tx, values: typeof emergencyQueue.$inferInsert) => {
    const [row] = await tx.insert(emergencyQueue).values(values).returning({ id: emergencyQueue.id });
    return row!.id;
  },

  updateQueue: async (tx: Tx, id: string, values: Partial<typeof emergencyQueue.$inferInsert>) =>
    (
      await tx
        .update(emergencyQueue)
        .set({ ...values, updatedAt: SQL_NOW })
        .where(eq(emergencyQueue.id, id))
        .returning({ id: emergencyQueue.id })
    ).length > 0,

  deleteQueue: async (tx: Tx, id: string) =>
    (await tx.delete(emergencyQueue).where(eq(emergencyQueue.id, id)).returning({ id: emergencyQueue.id })).length > 0,

  /** Open protocols per queue and status. */
  counts: async (tx: Tx, queueIds: string[]): Promise<Map<string, QueueCounts>> => {
    const out = new Map<string, QueueCounts>(queueIds.map((id) => [id, { waiting: 0, called: 0, inAttendance: 0 }]));
    if (queueIds.length === 0) return out;
    const found = await tx
      .select({ queueId: emergencyProtocol.queueId, status: emergencyProtocol.status, n: count() })
      .from(emergencyProtocol)
      .where(and(inArray(emergencyProtocol.queueId, queueIds), sql`${emergencyProtocol.status} in ${OPEN}`))
      .groupBy(emergencyProtocol.queueId, emergencyProtocol.status);
    for (const r of found) {
      const c = out.get(r.queueId);
      if (!c) continue;
      if (r.status === 'WAITING') c.waiting = Number(r.n);
      else if (r.status === 'CALLED') c.called = Number(r.n);
      else c.inAttendance = Number(r.n);
    }
    return out;
  },

  // Grants ------------------------------------------------------------------------------------------------------
  grants: async (tx: Tx, queueIds: string[]): Promise<Map<string, string[]>> => {
    const out = new Map<string, string[]>(queueIds.map((id) => [id, []]));
    if (queueIds.length === 0) return out;
    const found = await tx
      .select({ queueId: emergencyQueueGrant.queueId, professionalId: emergencyQueueGrant.professionalId })
      .from(emergencyQueueGrant)
      .where(inArray(emergencyQueueGrant.queueId, queueIds))
      .orderBy(asc(emergencyQueueGrant.createdAt), asc(emergencyQueueGrant.professionalId));
    for (const g of found) out.get(g.queueId)?.push(g.professionalId);
    return out;
  },

  /** Replaces the queue's grants with exactly these professionals. */
  setGrants: async (tx: Tx, companyId: string, queueId: string, professionalIds: string[]) => {
    await tx.delete(emergencyQueueGrant).where(eq(emergencyQueueGrant.queueId, queueId));
    if (professionalIds.length > 0)
      await tx.insert(emergencyQueueGrant).values(professionalIds.map((professionalId) => ({ queueId, professionalId, companyId })));
  },
};
