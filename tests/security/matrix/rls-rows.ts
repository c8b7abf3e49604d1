import { randomUUID } from 'node:crypto';
import type { Database } from '@teleconsulta/services/kit/db';

/**
 * Rows for the RLS mutation check (T04(e)): every tenant table gets one fresh row of each tenant, written by the owner
 * with foreign keys and triggers off (session_replication_role = replica), so a policy has rows to show, hide, change
 * and delete whatever the demo seed holds. A table with rows is cloned (its unique columns renewed); an empty one gets
 * a row built from its column types and the literals its CHECK constraints name.
 */
export type Column = { name: string; type: string; udt: string; length: number | null; nullable: boolean; hasDefault: boolean };
/** uniqueSets: the columns of each unique index but company_id; renewing one of each keeps a clone apart. */
export type TableInfo = { name: string; columns: Column[]; primaryKey: string[]; uniqueSets: string[][]; checks: string[] };
export type Row = Record<string, unknown>;

export async function tableInfo(db: Database, table: string): Promise<TableInfo> {
  const columns = (
    await db.query<{
      column_name: string;
      data_type: string;
      udt_name: string;
      character_maximum_length: number | null;
      is_nullable: string;
      column_default: string | null;
    }>(
      `select column_name, data_type, udt_name, character_maximum_length, is_nullable, column_default from information_schema.columns
       where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' and identity_generation is null
       order by ordinal_position`,
      [table],
    )
  ).map((c) => ({
    name: c.column_name,
    type: c.data_type,
    udt: c.udt_name,
    length: c.character_maximum_length,
    nullable: c.is_nullable === 'YES',
    hasDefault: c.column_default !== null,
  }));
  const indexed = await db.query<{ index: string; column: string; primary: boolean }>(
    `select i.indexrelid::text as index, a.attname as column, i.indisprimary as primary from pg_index i
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = $1::regclass and i.indisunique`,
    [table],
  );
  const checks = await db.query<{ def: string }>(
    "select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = $1::regclass and contype = 'c'",
    [table],
  );
  return {
    name: table,
    columns,
    primaryKey: [...new Set(indexed.filter((i) => i.primary).map((i) => i.column))],
    uniqueSets: [...new Set(indexed.map((i) => i.index))]
      .map((index) => indexed.filter((i) => i.index === index && i.column !== 'company_id').map((i) => i.column))
      .filter((set) => set.length > 0),
    checks: checks.map((c) => c.def),
  };
}

/** A value the column's CHECK constraints accept, if they name literals for it (status = ANY (ARRAY['A', ...])). */
function checkedLiteral(info: TableInfo, column: string): string | undefined {
  // PostgreSQL prints `(status = ANY (ARRAY['BOOKED'::text, …]))` or `((kind)::text = 'X'::text)`.
  const named = new RegExp(`(?<![a-z_])\\(?${column}\\)?(?:::[a-z ]+)? = (?:ANY \\(ARRAY\\[)?'([^']*)'`);
  for (const def of info.checks) {
    const literal = named.exec(def);
    if (literal) return literal[1];
  }
  return undefined;
}

async function enumLabel(db: Database, udt: string): Promise<string | undefined> {
  const [first] = await db.query<{ label: string }>(
    'select e.enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid where t.typname = $1 order by e.enumsortorder limit 1',
    [udt],
  );
  return first?.label;
}

/** Columns whose CHECK is a pattern no literal names: a fresh value of that pattern. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const code = (length: number) => Array.from({ length }, () => alphabet[Math.floor(Math.random() * 32)]).join('');
const PATTERNED: Record<string, () => unknown> = {
  'clinical_document.code': () => code(16),
  'clinical_document.secret': () => code(8),
  'clinical_document.sha256': () => randomUUID().replaceAll('-', '').repeat(2),
  'professional.cpf': () => '52998224725',
};

async function fresh(db: Database, info: TableInfo, column: Column): Promise<unknown> {
  const patterned = PATTERNED[`${info.name}.${column.name}`];
  if (patterned) return patterned();
  const literal = checkedLiteral(info, column.name);
  if (literal !== undefined) return literal;
  if (column.type === 'USER-DEFINED') return enumLabel(db, column.udt);
  if (column.type === 'ARRAY') return [];
  switch (column.udt) {
    case 'uuid':
      return randomUUID();
    case 'int2':
    case 'int4':
    case 'int8':
    case 'numeric':
    case 'float8':
      return checked(info, column) ? 1 : 1 + Math.floor(Math.random() * 30_000);
    case 'bool':
      return false;
    case 'timestamptz':
    case 'timestamp':
      return new Date().toISOString();
    case 'date':
      return new Date(Date.UTC(2030, 0, 1 + Math.floor(Math.random() * 10_000))).toISOString().slice(0, 10);
    case 'time':
      return '10:00';
    case 'jsonb':
    case 'json':
      return {};
    case 'inet':
      return '127.0.0.1';
    case 'interval':
      return '1 hour';
    case 'bytea':
      return '\\x00';
    case 'tstzrange':
      return '[2026-01-05 10:00:00+00,2026-01-05 10:30:00+00)';
    case 'bpchar':
      return Array.from({ length: column.length ?? 1 }, () => Math.floor(Math.random() * 10)).join('');
    default:
      if (column.name.includes('email')) return `t04-${randomUUID().slice(0, 8)}@example.com`;
      return `T04${randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;
  }
}

/**
 * A row of `companyId` for the table: a clone of any row (its unique columns renewed, its instants moved by the same
 * random span so ranges stay ranges and exclusion constraints do not collide), or one built from the column types.
 */
export async function rowFor(db: Database, info: TableInfo, companyId: string): Promise<Row> {
  const [sample] = await db.query<{ row: Row }>(`select to_jsonb(t.*) as row from ${info.name} t limit 1`);
  const shift = (1 + Math.floor(Math.random() * 20_000)) * 30 * 60_000;
  const row: Row = {};
  for (const column of info.columns) {
    if (sample && column.name in sample.row) {
      const value = sample.row[column.name];
      row[column.name] =
        column.udt === 'timestamptz' && typeof value === 'string' ? new Date(Date.parse(value) + shift).toISOString() : value;
    } else if (!sample && !column.nullable && !column.hasDefault) {
      row[column.name] = await fresh(db, info, column);
    }
  }
  Object.assign(row, sample ? {} : SHAPES[info.name]);
  for (const set of info.uniqueSets) {
    const column = renewable(info, set);
    if (column) row[column.name] = await fresh(db, info, column);
  }
  row.company_id = companyId;
  return row;
}

/** Whether a CHECK constraint of the table names the column. */
const checked = (info: TableInfo, column: Column) => info.checks.some((def) => new RegExp(`(?<![a-z_])${column.name}(?![a-z_])`).test(def));

/** The column of a unique set to renew: an id first, then one no CHECK names. */
function renewable(info: TableInfo, set: string[]): Column | undefined {
  const columns = info.columns.filter((c) => set.includes(c.name));
  const unchecked = columns.filter((c) => !checked(info, c));
  return columns.find((c) => c.udt === 'uuid') ?? unchecked[0] ?? columns[0];
}

/** What the column types cannot guess for an empty table: values its CHECK constraints accept together. */
const SHAPES: Record<string, Row> = {
  company_holiday: { name: 'Feriado T04' },
  professional_schedule_exception: { kind: 'BLOCKED', all_day: true },
  staff_invitation: { email: 't04@example.com', roles: ['P'] },
  record_access: { kind: 'HISTORY', item_type: null, outcome: 'DENIED' },
  person_link: { title: 'Link T04', url: 'https://example.com/t04', note: null },
  security_incident: { description: 'Incidente T04', data_categories: ['HEALTH'], risk: 'LOW', status: 'OPEN', closed_at: null },
  clinical_document: { kind: 'PRESCRIPTION', signature_status: 'UNSIGNED', signed_at: null, special_control: false, content: {} },
  clinical_document_dispensing: { extent: 'WHOLE' },
};

/** A table of at most one row per company (its primary key is the company): no second row of a tenant fits. */
export const onePerCompany = (info: TableInfo) => info.primaryKey.length === 1 && info.primaryKey[0] === 'company_id';

/** An INSERT of the row given as $1 (JSON): only its keys are written, so the other columns take their defaults. */
export function insertStatement(table: string, row: Row): string {
  const columns = Object.keys(row)
    .map((c) => `"${c}"`)
    .join(', ');
  return `insert into ${table} (${columns}) select ${columns} from jsonb_populate_record(null::${table}, $1::jsonb)`;
}

/** Inserts the row as the caller's role; returns it as stored (defaults filled). */
export async function insertRow(run: (text: string, values?: unknown[]) => Promise<Row[]>, table: string, row: Row): Promise<Row> {
  const [stored] = await run(`${insertStatement(table, row)} returning to_jsonb(${table}.*) as row`, [JSON.stringify(row)]);
  return (stored as { row: Row }).row;
}

/** A WHERE clause naming exactly this row by its primary key (or every column of a table without one). */
export function whereRow(info: TableInfo, row: Row): { clause: string; values: unknown[] } {
  const keys = info.primaryKey.length > 0 ? info.primaryKey : Object.keys(row);
  return {
    clause: keys.map((k, i) => `"${k}"::text = $${i + 1}::text`).join(' and '),
    values: keys.map((k) => (typeof row[k] === 'object' && row[k] !== null ? JSON.stringify(row[k]) : String(row[k]))),
  };
}
