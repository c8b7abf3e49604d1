import { personDisplayName, subjectOf } from '@teleconsulta/schema';
import { and, asc, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import type { Tx } from '../kit/tenant.js';
import { person } from '../person/person.table.js';
import type { TServiceRequestDto, TServiceRequestListQuery } from './service-request.schemas.js';
import { type ServiceRequestRow, serviceRequest } from './service-request.table.js';

type Joined = { sr: ServiceRequestRow; name: string | null; registration: string | null; cpf: string | null };

const ms = (value: string) => new Date(value).getTime();
const iso = (value: number) => new Date(value).toISOString();

function toDto({ sr, name, registration, cpf }: Joined): TServiceRequestDto {
  return {
    id: sr.id,
    companyId: sr.companyId,
    subject: subjectOf(sr.subjectId),
    subjectId: sr.subjectId,
    subjectName: name === null ? null : personDisplayName({ name, registration, cpf }),
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

/** Whose requests a caller reads: every one of the tenant, or (a patient) those of their own persons and dependents. */
export type Reach = { userId: string } | null;

const reachFilter = (reach: Reach): SQL | undefined =>
  reach
    ? sql`${serviceRequest.subjectId} in (select p.id from person p where p.user_id = ${reach.userId}
        or p.parent_id in (select r.id from person r where r.user_id = ${reach.userId}))`
    : undefined;

const SORT_COLUMNS = {
  AUTHORED_ON: serviceRequest.authoredOn,
  OCCURRENCE: serviceRequest.occurrence,
  CREATED_AT: serviceRequest.createdAt,
} as const;

const selection = { sr: serviceRequest, name: person.name, registration: person.registration, cpf: person.cpf };

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
      .select(selection)
      .from(serviceRequest)
      .leftJoin(person, eq(person.id, serviceRequest.subjectId))
      .where(where)
      .orderBy(order, desc(serviceRequest.createdAt), asc(serviceRequest.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await tx.select({ n: count() }).from(serviceRequest).where(where);
    return { items: rows.map(toDto), total: Number(total?.n ?? 0) };
  },

  byId: async (tx: Tx, id: string, reach: Reach) => {
    const [row] = await tx
      .select(selection)
      .from(serviceRequest)
      .leftJoin(person, eq(person.id, serviceRequest.subjectId))
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

  /** Whether a person of the tenant exists (another tenant's is invisible under RLS). */
  personExists: async (tx: Tx, personId: string) => {
    const [row] = await tx.select({ id: person.id }).from(person).where(eq(person.id, personId)).limit(1);
    return Boolean(row);
  },

  userName: async (tx: Tx, userId: string) => {
    const rows = (await tx.execute(sql`select name from app_user where id = ${userId}`)) as unknown as { rows: Array<{ name: string }> };
    return rows.rows[0]?.name ?? null;
  },
};
