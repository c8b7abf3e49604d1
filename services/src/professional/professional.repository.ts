import { and, arrayContains, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import { ADDRESS_FIELDS, CONTACT_FIELDS } from '../kit/columns.js';
import { idsIn, likeText as like, selectByName, selectPage, sortOf } from '../kit/query.js';
import { pick, timestamps } from '../kit/rows.js';
import type { Tx } from '../kit/tenant.js';
import type { TProfessionalDto, TProfessionalListQuery } from './professional.schemas.js';
import { type ProfessionalRow, professional } from './professional.table.js';

const SORT_COLUMNS = {
  NAME: sql`lower(${professional.name})`,
  CREATED_AT: professional.createdAt,
} as const;

/** The photo column holds the storage key ".../photo/{version}"; the API speaks of the version only. */
const photoVersionOf = (key: string | null) => (key ? (key.split('/').pop() ?? null) : null);

/** The columns the DTO carries as they are stored. */
const AS_STORED = [
  'id',
  'companyId',
  'userId',
  'name',
  'crm',
  'licenseCouncil',
  'emergencyAccess',
  'bio',
  ...CONTACT_FIELDS,
  ...ADDRESS_FIELDS,
] as const;

function toDto(r: ProfessionalRow): TProfessionalDto {
  return {
    ...pick(r, AS_STORED),
    crmState: r.crmState?.trim() || null,
    cpf: r.cpf?.trim() || null,
    rqe: r.rqe ?? null,
    specialties: r.medicalSpecialty ?? [],
    role: r.role === 'DC' ? 'DC' : 'D',
    status: r.status === 'inactive' ? 'INACTIVE' : 'ACTIVE',
    photoVersion: photoVersionOf(r.photo),
    ...timestamps(r),
  };
}

export type ProfessionalColumns = Partial<typeof professional.$inferInsert>;

/** Whom a caller may see inside the tenant: everyone, or (a patient) only the active professionals. */
export type Reach = { activeOnly: boolean };

function textFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, '');
  return or(
    ilike(professional.name, like(q)),
    digits.length > 0 && /^[\d\s./-]+$/.test(q) ? ilike(professional.crm, like(digits)) : undefined,
  );
}

const reachFilter = (reach: Reach) => (reach.activeOnly ? eq(professional.status, 'active') : undefined);

/** The only file with professional SQL. Every query runs inside a tenant transaction, so RLS keeps it to the tenant. */
export const professionalRepository = {
  list: async (tx: Tx, q: TProfessionalListQuery, reach: Reach) => {
    const where = and(
      reachFilter(reach),
      textFilter(q.q),
      q.specialty ? arrayContains(professional.medicalSpecialty, [q.specialty]) : undefined,
      q.role ? eq(professional.role, q.role) : undefined,
      q.status ? eq(professional.status, q.status.toLowerCase()) : undefined,
      q.ids ? idsIn(professional.id, q.ids) : undefined,
    );
    return selectPage(tx, professional, { where, order: [sortOf(SORT_COLUMNS, q), asc(professional.id)], page: q }, toDto);
  },

  /** At most `limit` professionals for a select, by name. */
  combo: async (tx: Tx, q: string | undefined, reach: Reach, limit: number) =>
    (await selectByName(tx, professional, and(reachFilter(reach), textFilter(q)), limit)).map(toDto),

  /** The distinct specialty codes of the tenant's professionals. */
  specialtiesInUse: async (tx: Tx, reach: Reach) => {
    const rows = await tx
      .selectDistinct({ code: sql<string>`unnest(${professional.medicalSpecialty})` })
      .from(professional)
      .where(reachFilter(reach));
    return rows.map((r) => r.code);
  },

  byId: async (tx: Tx, id: string, reach: Reach) => {
    const [row] = await tx
      .select()
      .from(professional)
      .where(and(eq(professional.id, id), reachFilter(reach)))
      .limit(1);
    return row ? toDto(row) : undefined;
  },

  /** The tenant's professional record of a user (one per user and company), active or not. */
  byUserId: async (tx: Tx, userId: string) => {
    const [row] = await tx.select().from(professional).where(eq(professional.userId, userId)).orderBy(asc(professional.createdAt)).limit(1);
    return row ? toDto(row) : undefined;
  },

  insert: async (tx: Tx, values: ProfessionalColumns & { companyId: string; name: string }) => {
    const [row] = await tx.insert(professional).values(values).returning();
    return toDto(row!);
  },

  update: async (tx: Tx, id: string, values: ProfessionalColumns) => {
    const [row] = await tx
      .update(professional)
      .set({ ...values, updatedAt: SQL_NOW })
      .where(eq(professional.id, id))
      .returning();
    return row ? toDto(row) : undefined;
  },

  /** The photo's storage key and the owner of a professional; lock: FOR UPDATE, so photo changes are serialised. */
  photoOf: async (tx: Tx, id: string, options: { lock: boolean }) => {
    const query = tx
      .select({ id: professional.id, companyId: professional.companyId, userId: professional.userId, photo: professional.photo })
      .from(professional)
      .where(eq(professional.id, id))
      .limit(1);
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },

  setPhoto: async (tx: Tx, id: string, key: string | null) => {
    const [row] = await tx.update(professional).set({ photo: key, updatedAt: SQL_NOW }).where(eq(professional.id, id)).returning();
    return row ? toDto(row) : undefined;
  },

  remove: async (tx: Tx, id: string) => {
    const rows = await tx.delete(professional).where(eq(professional.id, id)).returning();
    return rows[0] ? toDto(rows[0]) : undefined;
  },
};
