import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import { selectPage } from '../kit/query.js';
import { pick, timestamps } from '../kit/rows.js';
import type { Tx } from '../kit/tenant.js';
import type { TScreeningDto, TScreeningListQuery, TScreeningQuestionDto } from './screening.schemas.js';
import { type ScreeningRow, screening, screeningVersion } from './screening.table.js';

/** The columns the DTO carries as they are stored. */
const AS_STORED = ['id', 'companyId', 'type', 'subtype', 'titlePtBR', 'titleEn', 'active', 'version', 'questions'] as const;

const toDto = (r: ScreeningRow): TScreeningDto => ({ ...pick(r, AS_STORED), ...timestamps(r) });

export type ScreeningContent = { titlePtBR: string; titleEn: string; questions: TScreeningQuestionDto[] };
export type ScreeningColumns = Partial<Pick<ScreeningRow, 'type' | 'subtype' | 'active' | 'titlePtBR' | 'titleEn' | 'questions'>>;

/** The only file with screening SQL; RLS keeps reads to the tenant's subtree and ancestors, writes to its subtree. */
export const screeningRepository = {
  list: async (tx: Tx, companyId: string, q: TScreeningListQuery) => {
    const subtype: SQL | undefined =
      q.subtype === undefined
        ? undefined
        : q.subtype === '-' || q.subtype === null
          ? isNull(screening.subtype)
          : eq(screening.subtype, q.subtype);
    const where = and(
      eq(screening.companyId, companyId),
      q.type ? eq(screening.type, q.type) : undefined,
      subtype,
      q.active !== undefined ? eq(screening.active, q.active) : undefined,
    );
    const order = [asc(screening.type), sql`${screening.subtype} asc nulls first`, asc(screening.createdAt), asc(screening.id)];
    return selectPage(tx, screening, { where, order, page: q }, toDto);
  },

  byId: async (tx: Tx, companyId: string, id: string) => {
    const [row] = await tx
      .select()
      .from(screening)
      .where(and(eq(screening.id, id), eq(screening.companyId, companyId)))
      .limit(1);
    return row ? toDto(row) : undefined;
  },

  version: async (tx: Tx, id: string, version: number) => {
    const [row] = await tx
      .select()
      .from(screeningVersion)
      .where(and(eq(screeningVersion.screeningId, id), eq(screeningVersion.version, version)))
      .limit(1);
    return row;
  },

  /** The active questionnaires of a type in these companies, for this subtype or none. */
  activeCandidates: async (tx: Tx, companyIds: string[], type: string, subtype: string | null) => {
    const rows = await tx
      .select()
      .from(screening)
      .where(
        and(
          inArray(screening.companyId, companyIds),
          eq(screening.type, type),
          eq(screening.active, true),
          subtype === null ? isNull(screening.subtype) : sql`(${screening.subtype} = ${subtype} or ${screening.subtype} is null)`,
        ),
      );
    return rows.map(toDto);
  },

  insert: async (tx: Tx, values: typeof screening.$inferInsert) => {
    const [row] = await tx.insert(screening).values(values).returning();
    return toDto(row!);
  },

  update: async (tx: Tx, id: string, values: ScreeningColumns & { version?: number }) => {
    const [row] = await tx
      .update(screening)
      .set({ ...values, updatedAt: SQL_NOW })
      .where(eq(screening.id, id))
      .returning();
    return row ? toDto(row) : undefined;
  },

  snapshot: async (tx: Tx, s: TScreeningDto, createdBy: string | null) => {
    await tx.insert(screeningVersion).values({
      screeningId: s.id,
      version: s.version,
      companyId: s.companyId,
      titlePtBR: s.titlePtBR,
      titleEn: s.titleEn,
      questions: s.questions,
      createdBy,
    });
  },

  remove: async (tx: Tx, id: string) => {
    const rows = await tx.delete(screening).where(eq(screening.id, id)).returning({ id: screening.id });
    return rows.length > 0;
  },
};
