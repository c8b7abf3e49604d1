import { migrate } from '@teleconsulta/services/db/migrate';
import { drizzleTables } from '@teleconsulta/services/db/tables';
import { type Database, openDatabase } from '@teleconsulta/services/kit/db';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './harness/database.js';

/**
 * One data-access style (issue 17): every table the migrations create has exactly one Drizzle table in services/src
 * (services/src/db/tables.ts lists them), with the same columns: names, SQL types and NOT NULL. A migration that adds a
 * column without its Drizzle counterpart fails here. Only the database is booted, migrated as the services migrate it.
 */
type Column = { name: string; type: string; notNull: boolean };

let database: TestDatabase;
let db: Database;
let migrated: Map<string, Column[]>;

/** Drizzle's spelling of a type, as PostgreSQL's format_type() spells it (char(4) is character(4), and so on). */
function pgSpelling(drizzleType: string): string {
  const [, base = drizzleType, arrays = ''] = /^(.*?)((?:\[\])*)$/.exec(drizzleType) ?? [];
  const spelled = base
    .replace(/^char\((\d+)\)$/, 'character($1)')
    .replace(/^varchar\((\d+)\)$/, 'character varying($1)')
    .replace(/^numeric\((\d+), (\d+)\)$/, 'numeric($1,$2)')
    .replace(/^(time|timestamp)(\(\d+\))?$/, '$1$2 without time zone');
  return spelled + arrays;
}

const byName = (a: Column, b: Column) => a.name.localeCompare(b.name);

function drizzleColumns(table: PgTable): Column[] {
  return getTableConfig(table)
    .columns.map((c) => ({ name: c.name, type: pgSpelling(c.getSQLType()), notNull: c.notNull }))
    .sort(byName);
}

async function migratedColumns(): Promise<Map<string, Column[]>> {
  const found = await db.query<{ table_name: string; name: string; type: string; not_null: boolean }>(
    `select t.table_name, a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null
       from information_schema.tables t
       join pg_attribute a on a.attrelid = format('%I.%I', t.table_schema, t.table_name)::regclass
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE' and a.attnum > 0 and not a.attisdropped`,
  );
  const tables = new Map<string, Column[]>();
  for (const c of found) {
    const columns = tables.get(c.table_name) ?? [];
    columns.push({ name: c.name, type: c.type, notNull: c.not_null });
    tables.set(c.table_name, columns);
  }
  for (const columns of tables.values()) columns.sort(byName);
  return tables;
}

const tableNames = drizzleTables.map((t) => getTableConfig(t).name);

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ url: database.url, dataDir: 'memory://' });
  await migrate(db);
  migrated = await migratedColumns();
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

describe('the Drizzle tables of services/src', () => {
  it('are exactly the migrated tables, one each', () => {
    expect(new Set(tableNames).size, 'a table defined twice').toBe(tableNames.length);
    expect([...tableNames].sort()).toEqual([...migrated.keys()].sort());
  });

  it.each(tableNames)('%s has the migrated columns (name, type, NOT NULL)', (name) => {
    const table = drizzleTables.find((t) => getTableConfig(t).name === name)!;
    expect(drizzleColumns(table)).toEqual(migrated.get(name) ?? []);
  });
});
