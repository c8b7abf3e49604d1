import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import { idsIn, selectPage, sortOf } from '../kit/query.js';
import { pick, timestamps } from '../kit/rows.js';
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

/** The columns the DTO carries as they are stored. */
const AS_STORED = [
  'id',
  'companyId',
  'name',
  'description',
  'billType',
  'durationDays',
  'commissionType',
  'commissionValue',
  'initialAttendanceQuantity',
  'attendanceValueCents',
  'minutesQuantity',
  'minutesValueCents',
  'recordedMinutesQuantity',
  'recordedMinutesValueCents',
  'maxAttendanceMinutes',
  'additionalMinutesAllowed',
  'additionalMinutesValueCents',
  'additionalMinutesMax',
  'additionalRecordedMinutesAllowed',
  'additionalRecordedMinutesValueCents',
  'additionalRecordedMinutesMax',
  'attendanceAverageMinutes',
  'recordedAttendanceAverageMinutes',
  'active',
] as const;

function toDto(r: PlanRow): TPlanDto {
  return { ...pick(r, AS_STORED), commissionType: r.commissionType as TPlanDto['commissionType'], ...timestamps(r) };
}

export type PlanColumns = Partial<typeof plan.$inferInsert>;

/** Restricts reads to some plans (a representative's: those of the companies they represent); null: no restriction. */
export type PlanReadScope = { planIds: readonly string[] | null };

const scoped = (scope: PlanReadScope): SQL | undefined => (scope.planIds === null ? undefined : idsIn(plan.id, scope.planIds));

/** The only file with plan SQL. Every query runs inside a tenant transaction, so RLS scopes it. */
export const planRepository = {
  list: async (tx: Tx, q: TPlanListQuery, scope: PlanReadScope) => {
    const where = and(
      q.q ? or(ilike(plan.name, `%${q.q}%`), ilike(plan.description, `%${q.q}%`)) : undefined,
      q.active === undefined ? undefined : eq(plan.active, q.active),
      q.companyId ? eq(plan.companyId, q.companyId) : undefined,
      q.ids ? idsIn(plan.id, q.ids) : undefined,
      scoped(scope),
    );
    return selectPage(tx, plan, { where, order: [sortOf(SORT_COLUMNS, q), asc(plan.id)], page: q }, toDto);
  },

  byId: async (tx: Tx, id: string, scope: PlanReadScope = { planIds: null }) => {
    const [row] = await tx
      .select()
      .from(plan)
      .where(and(eq(plan.id, id), scoped(scope)))
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
};
