import { COMPANY_RULE_FIELDS } from '@teleconsulta/schema';
import { and, asc, count, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import { idsIn, selectPage, sortOf } from '../kit/query.js';
import { pick, timestamps } from '../kit/rows.js';
import type { Tx } from '../kit/tenant.js';
import type { TCompanyDto, TCompanyListQuery } from './company.schemas.js';
import { type CompanyRow, company } from './company.table.js';

const SORT_COLUMNS = {
  NAME: sql`lower(${company.name})`,
  SOCIAL_NAME: sql`lower(${company.socialName})`,
  CNPJ: company.cnpj,
  EXPIRATION_DATE: company.expirationDate,
  CREATED_AT: company.createdAt,
} as const;

/** The columns the DTO carries as they are stored: its own, its settings', its rules' and its contract flags'. */
const AS_STORED = [
  'id',
  'name',
  'socialName',
  'cnpj',
  'parentId',
  'planId',
  'representativeId',
  'businessContact',
  'expirationDate',
  'permalink',
  'isLanding',
  'state',
] as const;
const SETTINGS = [
  'appointmentDuration',
  'allowsPatientToScheduleTimeBefore',
  'cancellationCutoffHours',
  'period',
  'prescriptionAddressInclusion',
  'clinicalDataSharingWithResponsible',
  'timeZone',
  'emergencyNoAnswerMinutes',
] as const;
const CONTRACT_FLAGS = ['displayPoweredBy', 'useEmergencyModule'] as const;

function toDto(r: CompanyRow): TCompanyDto {
  return {
    ...pick(r, AS_STORED),
    ancestorIds: r.path.split('/').filter(Boolean).slice(0, -1).reverse(),
    commissionType: r.commissionType as TCompanyDto['commissionType'],
    commissionValue: r.commissionValue === null ? null : Number(r.commissionValue),
    settings: {
      ...pick(r, SETTINGS),
      emergencyNoAnswerAction: r.emergencyNoAnswerAction as TCompanyDto['settings']['emergencyNoAnswerAction'],
    },
    rules: pick(r, COMPANY_RULE_FIELDS),
    contractFlags: pick(r, CONTRACT_FLAGS),
    customMessages: (r.customMessages ?? []) as TCompanyDto['customMessages'],
    ...timestamps(r),
  };
}

export type CompanyColumns = Partial<typeof company.$inferInsert>;

/** The only file with company SQL. Every query runs inside a tenant transaction, so RLS scopes it. */
export const companyRepository = {
  list: async (tx: Tx, q: TCompanyListQuery) => {
    const filters: Array<SQL | undefined> = [
      q.q
        ? or(ilike(company.name, `%${q.q}%`), ilike(company.socialName, `%${q.q}%`), ilike(company.cnpj, `%${q.q.replace(/[.\-/]/g, '')}%`))
        : undefined,
      q.parentId ? eq(company.parentId, q.parentId) : undefined,
      q.representativeId ? eq(company.representativeId, q.representativeId) : undefined,
      q.isLanding === undefined ? undefined : eq(company.isLanding, q.isLanding),
      q.ids ? idsIn(company.id, q.ids) : undefined,
    ];
    return selectPage(tx, company, { where: and(...filters), order: [sortOf(SORT_COLUMNS, q), asc(company.id)], page: q }, toDto);
  },

  byId: async (tx: Tx, id: string) => {
    const [row] = await tx.select().from(company).where(eq(company.id, id)).limit(1);
    return row ? toDto(row) : undefined;
  },

  pathOf: async (tx: Tx, id: string) => (await tx.select({ path: company.path }).from(company).where(eq(company.id, id)).limit(1))[0]?.path,

  /** The plans of the companies a representative represents (those RLS shows), each once. */
  planIdsRepresentedBy: async (tx: Tx, representativeId: string): Promise<string[]> =>
    (
      await tx
        .selectDistinct({ planId: company.planId })
        .from(company)
        .where(and(eq(company.representativeId, representativeId), isNotNull(company.planId)))
    ).flatMap((r) => (r.planId ? [r.planId] : [])),

  /** Companies (those RLS shows) on a plan. */
  countOnPlan: async (tx: Tx, planId: string) =>
    Number((await tx.select({ n: count() }).from(company).where(eq(company.planId, planId)))[0]?.n ?? 0),

  /** Ancestors, nearest first (only those visible to the tenant). */
  parents: async (tx: Tx, id: string) => {
    const path = await companyRepository.pathOf(tx, id);
    if (!path) return undefined;
    const ancestorIds = path.split('/').filter(Boolean).slice(0, -1).reverse(); // nearest first
    if (ancestorIds.length === 0) return [];
    const rows = await tx.select().from(company).where(inArray(company.id, ancestorIds));
    return ancestorIds.flatMap((aid) => rows.filter((r) => r.id === aid).map(toDto));
  },

  insert: async (tx: Tx, values: CompanyColumns & { id: string; path: string; name: string }) => {
    const [row] = await tx.insert(company).values(values).returning();
    return toDto(row!);
  },

  update: async (tx: Tx, id: string, values: CompanyColumns) => {
    const [row] = await tx
      .update(company)
      .set({ ...values, updatedAt: SQL_NOW })
      .where(eq(company.id, id))
      .returning();
    return row ? toDto(row) : undefined;
  },

  /** Rewrites the path of a moved company and its whole subtree. */
  movePaths: (tx: Tx, oldPath: string, newPath: string) =>
    tx.execute(sql`update company set path = ${newPath} || substr(path, ${oldPath.length + 1}) where path like ${`${oldPath}%`}`),
};
