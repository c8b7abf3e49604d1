import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { company } from '../company/company.table.js';
import { SQL_NOW } from '../kit/clock.js';
import type { Tx } from '../kit/tenant.js';
import type { TPlanDto, TPlanListQuery } from './plan.schemas.js';
import { type PlanRow, plan } from './plan.table.js';

const SORT_COLUMNS = {
  NAME: sql`lower(${plan.name})`,
  BILL_TYPE: plan.billType,
  DURATION_DAYS: plan.durationDays,
  ATTENDANCE_VALUE: plan.attendanceValueCents,
  CREATED_AT: plan.createdAt,
} as const;

const NO_ID = '00000000-0000-0000-0000-000000000000';

function toDto(r: PlanRow): TPlanDto {
  return {
    id: r.id,
    companyId: r.companyId,
    name: r.name,
    description: r.description,
    billType: r.billType,
    durationDays: r.durationDays,
    commissionType: r.commissionType as TPlanDto['commissionType'],
    commissionValue: r.commissionValue,
    initialAttendanceQuantity: r.initialAttendanceQuantity,
    attendanceValueCents: r.attendanceValueCents,
    minutesQuantity: r.minutesQuantity,
    minutesValueCents: r.minutesValueCents,
    recordedMinutesQuantity: r.recordedMinutesQuantity,
    recordedMinutesValueCents: r.recordedMinutesValueCents,
    maxAttendanceMinutes: r.maxAttendanceMinutes,
    additionalMinutesAllowed: r.additionalMinutesAllowed,
    additionalMinutesValueCents: r.additionalMinutesValueCents,
    additionalMinutesMax: r.additionalMinutesMax,
    additionalRecordedMinutesAllowed: r.additionalRecordedMinutesAllowed,
    additionalRecordedMinutesValueCents: r.additionalRecordedMinutesValueCents,
    additionalRecordedMinutesMax: r.additionalRecordedMinutesMax,
    attendanceAverageMinutes: r.attendanceAverageMinutes,
    recordedAttendanceAverageMinutes: r.recordedAttendanceAverageMinutes,
    active: r.active,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

export type PlanColumns = Partial<typeof plan.$inferInsert>;

/** Restricts reads to the plans of the companies a representative represents (null: no restriction). */
export type PlanReadScope = { representativeId: string | null };

const representedOnly = (scope: PlanReadScope): SQL | undefined =>
  scope.representativeId
    ? inArray(
        plan.id,
        sql`(select ${company.planId} from ${company} where ${company.representativeId} = ${scope.representativeId} and ${isNotNull(company.planId)})`,
      )
    : undefined;

/** The only file with plan SQL. Every query runs inside a tenant transaction, so RLS scopes it. */
export const planRepository = {
  list: async (tx: Tx, q: TPlanListQuery, scope: PlanReadScope) => {
    const where = and(
      q.q ? or(ilike(plan.name, `%${q.q}%`), ilike(plan.description, `%${q.q}%`)) : undefined,
      q.active === undefined ? undefined : eq(plan.active, q.active),
      q.companyId ? eq(plan.companyId, q.companyId) : undefined,
      q.ids ? inArray(plan.id, q.ids.length ? q.ids : [NO_ID]) : undefined,
      representedOnly(scope),
    );
    const order = q.sortOrder === 'DESC' ? desc(SORT_COLUMNS[q.sortField]) : asc(SORT_COLUMNS[q.sortField]);
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(plan)
        .where(where)
        .orderBy(order, asc(plan.id))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage),
      tx.select({ n: count() }).from(plan).where(where),
    ]);
    return { items: rows.map(toDto), total: Number(total?.n ?? 0) };
  },

  byId: async (tx: Tx, id: string, scope: PlanReadScope = { representativeId: null }) => {
    const [row] = await tx
      .select()
      .from(plan)
      .where(and(eq(plan.id, id), representedOnly(scope)))
      .limit(1);
    return row ? toDto(row) : undefined;
  },

  insert: async (tx: Tx, values: PlanColumns & typeof plan.$inferInsert) => {
    const [row] = await tx.insert(plan).values(values).returning();
    return toDto(row!);
  },

  update: async (tx: Tx, id: string, values: PlanColumns) => {
    const [row] = await tx
      .update(plan)
      .set({ ...values, updatedAt: SQL_NOW })
      .where(eq(plan.id, id))
      .returning();
    return row ? toDto(row) : undefined;
  },

  /** Deletes a plan the tenant may write; undefined when RLS hides it (another tenant's, or an ancestor's). */
  delete: async (tx: Tx, id: string) => {
    const [row] = await tx.delete(plan).where(eq(plan.id, id)).returning();
    return row ? toDto(row) : undefined;
  },

  /** Companies using a plan, whoever's they are: the foreign key counts them all, so this is only the friendly check. */
  usedBy: async (tx: Tx, id: string) => Number((await tx.select({ n: count() }).from(company).where(eq(company.planId, id)))[0]?.n ?? 0),
};
