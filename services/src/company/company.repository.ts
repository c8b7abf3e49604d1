import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
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

function toDto(r: CompanyRow): TCompanyDto {
  return {
    id: r.id,
    name: r.name,
    socialName: r.socialName,
    cnpj: r.cnpj,
    parentId: r.parentId,
    ancestorIds: r.path.split('/').filter(Boolean).slice(0, -1).reverse(),
    planId: r.planId,
    representativeId: r.representativeId,
    businessContact: r.businessContact,
    commissionType: r.commissionType as TCompanyDto['commissionType'],
    commissionValue: r.commissionValue === null ? null : Number(r.commissionValue),
    expirationDate: r.expirationDate,
    permalink: r.permalink,
    isLanding: r.isLanding,
    state: r.state,
    settings: {
      appointmentDuration: r.appointmentDuration,
      allowsPatientToScheduleTimeBefore: r.allowsPatientToScheduleTimeBefore,
      cancellationCutoffHours: r.cancellationCutoffHours,
      period: r.period,
      prescriptionAddressInclusion: r.prescriptionAddressInclusion,
      clinicalDataSharingWithResponsible: r.clinicalDataSharingWithResponsible,
      timeZone: r.timeZone,
      emergencyNoAnswerMinutes: r.emergencyNoAnswerMinutes,
      emergencyNoAnswerAction: r.emergencyNoAnswerAction as TCompanyDto['settings']['emergencyNoAnswerAction'],
    },
    rules: {
      allowsPatientToSchedule: r.allowsPatientToSchedule,
      accessPersonSchedule: r.accessPersonSchedule,
      allowsHiddenButtonSchedule: r.allowsHiddenButtonSchedule,
      allowProfessionalViewPatientHistory: r.allowProfessionalViewPatientHistory,
      accessEmergency: r.accessEmergency,
      patientRegistrationAllowed: r.patientRegistrationAllowed,
      benefitsClubAccess: r.benefitsClubAccess,
    },
    contractFlags: { displayPoweredBy: r.displayPoweredBy, useEmergencyModule: r.useEmergencyModule },
    customMessages: (r.customMessages ?? []) as TCompanyDto['customMessages'],
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
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
      q.ids ? inArray(company.id, q.ids.length ? q.ids : ['00000000-0000-0000-0000-000000000000']) : undefined,
    ];
    const where = and(...filters);
    const order = q.sortOrder === 'DESC' ? desc(SORT_COLUMNS[q.sortField]) : asc(SORT_COLUMNS[q.sortField]);
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(company)
        .where(where)
        .orderBy(order, asc(company.id))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage),
      tx.select({ n: count() }).from(company).where(where),
    ]);
    return { items: rows.map(toDto), total: Number(total?.n ?? 0) };
  },

  byId: async (tx: Tx, id: string) => {
    const [row] = await tx.select().from(company).where(eq(company.id, id)).limit(1);
    return row ? toDto(row) : undefined;
  },

  pathOf: async (tx: Tx, id: string) => (await tx.select({ path: company.path }).from(company).where(eq(company.id, id)).limit(1))[0]?.path,

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
