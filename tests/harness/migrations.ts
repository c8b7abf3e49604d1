import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '@teleconsulta/services/kit/db';

const MIGRATIONS = fileURLToPath(new URL('../../services/src/db/migrations/', import.meta.url));

/**
 * Applies the migrations before `first` as migrate() does (so that migrate() later applies the rest once): a test then
 * writes the data an older version left and checks what the newer migrations make of it.
 */
export async function migrateBefore(db: Database, first: string) {
  await db.execScript(
    'CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());',
  );
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql') && f < first)
    .sort()) {
    const sql = readFileSync(`${MIGRATIONS}/${file}`, 'utf8');
    await db.execScript(`BEGIN;\n${sql}\nINSERT INTO schema_migration (name) VALUES ('${file}');\nCOMMIT;`);
  }
}
