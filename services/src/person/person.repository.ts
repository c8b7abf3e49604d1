import { personDisplayName } from '@teleconsulta/schema';
import { and, asc, eq, ilike, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import { ADDRESS_FIELDS, CONTACT_FIELDS } from '../kit/columns.js';
import { personsOfUser } from '../kit/guardian.sql.js';
import { idsIn, likeText as like, selectByName, selectPage, sortOf } from '../kit/query.js';
import { pick, timestamps } from '../kit/rows.js';
import { rows, type Tx } from '../kit/tenant.js';
import type { TPersonDto, TPersonListQuery } from './person.schemas.js';
import { type PersonRow, person } from './person.table.js';

const SORT_COLUMNS = {
  NAME: sql`lower(${person.name})`,
  BIRTH_DATE: person.birthDate,
  CREATED_AT: person.createdAt,
} as const;

/** The columns the DTO carries as they are stored. */
const AS_STORED = [
  'id',
  'companyId',
  'userId',
  'parentId',
  'name',
  'socialName',
  'birthDate',
  'gender',
  ...CONTACT_FIELDS,
  'country',
  'profession',
  'registration',
  'relationship',
  ...ADDRESS_FIELDS,
] as const;

function toDto(r: PersonRow): TPersonDto {
  const cpf = r.cpf?.trim() || null;
  return {
    ...pick(r, AS_STORED),
    displayName: personDisplayName({ name: r.name, registration: r.registration, cpf }),
    cpf,
    uhcId: r.uhcId?.trim() || null,
    status: r.status === 'inactive' ? 'INACTIVE' : 'ACTIVE',
    ...timestamps(r),
  };
}

export type PersonColumns = Partial<typeof person.$inferInsert>;

/**
 * Whom a caller may see inside the tenant: everyone (null), or a patient's reach: the records of their own user and
 * the dependents of those.
 */
export type Reach = { userId: string } | null;

function reachFilter(reach: Reach): SQL | undefined {
  if (!reach) return undefined;
  return sql`${person.id} in ${personsOfUser(reach.userId)}`;
}

function textFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, '');
  return or(
    ilike(person.name, like(q)),
    ilike(person.registration, like(q)),
    ilike(person.mail, like(q)),
    digits.length >= 3 && /^[\d.\-\s]+$/.test(q) ? ilike(person.cpf, like(digits)) : undefined,
    // The CNS (Cartão Nacional de Saúde), typed with or without its spaces: reception finds a patient by it too.
    digits.length >= 3 && /^[\d.\-\s]+$/.test(q) ? ilike(person.uhcId, like(digits)) : undefined,
  );
}

/** The only file with person SQL. Every query runs inside a tenant transaction, so RLS keeps it to the tenant. */
export const personRepository = {
  list: async (tx: Tx, q: TPersonListQuery, reach: Reach) => {
    const where = and(
      reachFilter(reach),
      textFilter(q.q),
      q.status ? eq(person.status, q.status.toLowerCase()) : undefined,
      q.parentId ? eq(person.parentId, q.parentId) : undefined,
      q.parentIds ? idsIn(person.parentId, q.parentIds) : undefined,
      q.ids ? idsIn(person.id, q.ids) : undefined,
    );
    return selectPage(tx, person, { where, order: [sortOf(SORT_COLUMNS, q), asc(person.id)], page: q }, toDto);
  },

  /** At most `limit` persons for a select, by name. */
  combo: async (tx: Tx, q: string | undefined, reach: Reach, limit: number) =>
    (await selectByName(tx, person, and(reachFilter(reach), textFilter(q)), limit)).map((r) => ({
      id: r.id,
      displayName: toDto(r).displayName,
    })),

  byId: async (tx: Tx, id: string, reach: Reach) => {
    const [row] = await tx
      .select()
      .from(person)
      .where(and(eq(person.id, id), reachFilter(reach)))
      .limit(1);
    return row ? toDto(row) : undefined;
  },

  /** A person's dependents; in a patient's reach, only those the guardianship still covers (a child until 18). */
  children: async (tx: Tx, parentId: string, reach: Reach = null) => {
    const rows = await tx
      .select()
      .from(person)
      .where(and(eq(person.parentId, parentId), reachFilter(reach)))
      .orderBy(asc(sql`lower(${person.name})`), asc(person.id));
    return rows.map(toDto);
  },

  /** Names of persons among `ids` that have dependents outside `ids`. */
  responsibleWithDependents: async (tx: Tx, ids: string[]) => {
    const rows = await tx
      .selectDistinct({ id: person.parentId })
      .from(person)
      .where(and(inArray(person.parentId, ids), not(inArray(person.id, ids))));
    return rows.map((r) => r.id).filter((id): id is string => id !== null);
  },

  /**
   * The persons among ids with a health record: an appointment, a diagnostic, a service request or an emergency
   * protocol (medical records are kept for 20 years, Lei 13.787/2018: such a person is deactivated, never deleted).
   */
  withHealthRecord: async (tx: Tx, ids: string[]): Promise<string[]> => {
    const list = sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const found = await rows<{ id: string }>(
      tx,
      sql`
      select p.id from person p where p.id in (${list}) and (
        exists (select 1 from appointment a where a.patient_id = p.id)
        or exists (select 1 from person_diagnostic d where d.person_id = p.id)
        or exists (select 1 from person_link l where l.person_id = p.id)
        or exists (select 1 from service_request r where r.subject_id = p.id)
        or exists (select 1 from emergency_protocol e where e.person_id = p.id))`,
    );
    return found.map((r) => r.id);
  },

  insert: async (tx: Tx, values: PersonColumns & { companyId: string; name: string }) => {
    const [row] = await tx.insert(person).values(values).returning();
    return toDto(row!);
  },

  update: async (tx: Tx, id: string, values: PersonColumns) => {
    const [row] = await tx
      .update(person)
      .set({ ...values, updatedAt: SQL_NOW })
      .where(eq(person.id, id))
      .returning();
    return row ? toDto(row) : undefined;
  },

  remove: async (tx: Tx, ids: string[]) => {
    const rows = await tx.delete(person).where(inArray(person.id, ids)).returning({ id: person.id });
    return rows.map((r) => r.id);
  },

  /** The signed-in patient's own person record in the tenant; stores the device push token. */
  /** The ids of the persons a patient reaches (their own and their dependents'). */
  reachableIds: async (tx: Tx, userId: string): Promise<string[]> =>
    (await tx.select({ id: person.id }).from(person).where(reachFilter({ userId }))).map((r) => r.id),

  /** What a person's display name is made of, for some persons of the tenant (personDisplayName). */
  nameParts: async (tx: Tx, ids: readonly string[]) =>
    ids.length === 0
      ? []
      : tx
          .select({ id: person.id, name: person.name, registration: person.registration, cpf: person.cpf })
          .from(person)
          .where(inArray(person.id, [...ids])),

  /** Whether a person of the tenant exists (another tenant's is invisible under RLS). */
  exists: async (tx: Tx, id: string) => (await tx.select({ id: person.id }).from(person).where(eq(person.id, id)).limit(1)).length > 0,

  touchOwnProfile: async (tx: Tx, userId: string, pushToken: string | null) => {
    const updated = await tx
      .update(person)
      .set({ lastSignInAt: SQL_NOW, updatedAt: SQL_NOW, ...(pushToken ? { pushToken } : {}) })
      .where(and(eq(person.userId, userId), isNull(person.parentId)))
      .returning({ id: person.id });
    return updated[0]?.id ?? null;
  },
};
