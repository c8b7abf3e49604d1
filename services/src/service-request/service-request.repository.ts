import { subjectOf } from '@teleconsulta/schema';
import { and, asc, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import { idsIn } from '../kit/query.js';
import type { Tx } from '../kit/tenant.js';
import type { TServiceRequestDto, TServiceRequestListQuery } from './service-request.schemas.js';
import { type ServiceRequestRow, serviceRequest } from './service-request.table.js';

const ms = (value: string) => new Date(value).getTime();
const iso = (value: number) => new Date(value).toISOString();

/** A request as the API answers it; the subject's name is the service's to fill (the person domain's). */
function toDto(sr: ServiceRequestRow): TServiceRequestDto {
  return {
    id: sr.id,
    companyId: sr.companyId,
    subject: subjectOf(sr.subjectId),
    subjectId: sr.subjectId,
    subjectName: null,
    requesterId: sr.requesterId,
    requesterName: sr.requesterName,
    category: sr.category,
    code: sr.code,
    status: sr.status as TServiceRequestDto['status'],
    intent: sr.intent as TServiceRequestDto['intent'],
    priority: sr.priority as TServiceRequestDto['priority'],
    authoredOn: ms(sr.authoredOn),
    occurrence: sr.occurrence ? ms(sr.occurrence) : null,
    note: sr.note,
    createdAt: new Date(sr.createdAt).toISOString(),
    updatedAt: new Date(sr.updatedAt).toISOString(),
  };
}

/** Whose requests a caller reads: every one of the tenant (null), or those of some persons (a patient's reach). */
export type Reach = { subjectIds: readonly string[] } | null;

const reachFilter = (reach: Reach): SQL | undefined => (reach === null ? undefined : idsIn(serviceRequest.subjectId, reach.subjectIds));

const SORT_COLUMNS = {
  AUTHORED_ON: serviceRequest.authoredOn,
  OCCURRENCE: serviceRequest.occurrence,
  CREATED_AT: serviceRequest.createdAt,
} as const;

export type ServiceRequestColumns = Partial<typeof serviceRequest.$inferInsert>;

/** The API's epoch milliseconds as timestamp columns. */
export function timeColumns(input: { authoredOn?: number; occurrence?: number | null }): ServiceRequestColumns {
  const columns: ServiceRequestColumns = {};
  if (input.authoredOn !== undefined) columns.authoredOn = iso(input.authoredOn);
  if (input.occurrence !== undefined) columns.occurrence = input.occurrence === null ? null : iso(input.occurrence);
  return columns;
}

/** The only file with service-request SQL. Every query runs inside a tenant transaction, so RLS keeps it to the tenant. */
export const serviceRequestRepository = {
  list: async (tx: Tx, q: TServiceRequestListQuery, reach: Reach) => {
    const where = and(
      reachFilter(reach),
      q.to !== undefined ? lte(serviceRequest.authoredOn, iso(q.to)) : undefined,
      q.subject ? eq(serviceRequest.subjectId, q.subject.slice('person|'.length)) : undefined,
      q.category ? eq(serviceRequest.category, q.category) : undefined,
      q.code ? eq(serviceRequest.code, q.code) : undefined,
      q.status ? eq(serviceRequest.status, q.status) : undefined,
    );
    const column = SORT_COLUMNS[q.sortField];
    const order = q.sortOrder === 'ASC' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
    // One connection per transaction: the two statements run one after the other.
    const rows = await tx
      .select()
      .from(serviceRequest)
      .where(where)
      .orderBy(order, desc(serviceRequest.createdAt), asc(serviceRequest.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await tx.select({ n: count() }).from(serviceRequest).where(where);
    return { items: rows.map(toDto), total: Number(total?.n ?? 0) };
  },

  byId: async (tx: Tx, id: string, reach: Reach) => {
    const [row] = await tx
      .select()
      .from(serviceRequest)
      .where(and(eq(serviceRequest.id, id), reachFilter(reach)))
      .limit(1);
    return row ? toDto(row) : undefined;
  },

  insert: async (tx: Tx, values: typeof serviceRequest.$inferInsert) => {
    const [row] = await tx.insert(serviceRequest).values(values).returning({ id: serviceRequest.id });
    return row!.id;
  },

  update: async (tx: Tx, id: string, values: ServiceRequestColumns) => {
    const rows = await tx
      .update(serviceRequest)
      .set({ ...values, updatedAt: SQL_NOW })
      .where(eq(serviceRequest.id, id))
      .returning({ id: serviceRequest.id });
    return rows.length > 0;
  },

  remove: async (tx: Tx, id: string) => {
    const rows = await tx.delete(serviceRequest).where(eq(serviceRequest.id, id)).returning({ id: serviceRequest.id });
    return rows.length > 0;
  },
};
