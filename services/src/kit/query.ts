import { type AnyColumn, asc, count, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './tenant.js';

/**
 * The query shapes the repositories share: a text search, an id filter, a list's sort, a page of a table with the
 * count of all that match, and the first rows of a table by name. Each runs in the caller's transaction, under its RLS.
 */

/** A search text as an ILIKE pattern that finds it anywhere: its own %, _ and \ match themselves. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An id no row has: an empty id filter matches nothing (IN () is not SQL). */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/** The rows whose column is one of the ids (none when the list is empty). */
export const idsIn = (column: AnyColumn, ids: readonly string[]) => inArray(column, ids.length ? [...ids] : [NO_ID]);

type Sortable = SQL | AnyPgColumn;

/** A list's sort: the column named by its sort field, ascending or descending. */
export const sortOf = <F extends string>(columns: Record<F, Sortable>, q: { sortField: F; sortOrder: 'ASC' | 'DESC' }) =>
  q.sortOrder === 'DESC' ? desc(columns[q.sortField]) : asc(columns[q.sortField]);

type Page = { page: number; perPage: number };

/** One page (1-based) of the table's rows that match, in order, each made a DTO; and how many match in all. */
export async function selectPage<T extends PgTable, D>(
  tx: Tx,
  table: T,
  query: { where: SQL | undefined; order: Sortable[]; page: Page },
  toDto: (row: T['$inferSelect']) => D,
): Promise<{ items: D[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(table as PgTable)
      .where(query.where)
      .orderBy(...query.order)
      .limit(query.page.perPage)
      .offset((query.page.page - 1) * query.page.perPage),
    tx
      .select({ n: count() })
      .from(table as PgTable)
      .where(query.where),
  ]);
  return { items: (rows as T['$inferSelect'][]).map(toDto), total: Number(total?.n ?? 0) };
}

/** At most `limit` rows of a table that match, by name (case-insensitively) then id: what a select (combo) offers. */
export async function selectByName<T extends PgTable & { id: AnyColumn; name: AnyColumn }>(
  tx: Tx,
  table: T,
  where: SQL | undefined,
  limit: number,
): Promise<T['$inferSelect'][]> {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(asc(sql`lower(${table.name})`), asc(table.id))
    .limit(limit);
  return rows as T['$inferSelect'][];
}
