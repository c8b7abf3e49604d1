import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../kit/db.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the SQL migrations in order, once each, on either engine. Returns the names applied now. */
export async function migrate(db: Database): Promise<string[]> {
  await db.execScript(`CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
    SELECT pg_advisory_lock(774411);`);
  try {
    const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migration')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      if (done.has(file)) continue;
      const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
      await db.execScript(`BEGIN;\n${sql}\nINSERT INTO schema_migration (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`);
      applied.push(file);
    }
    return applied;
  } finally {
    await db.query('SELECT pg_advisory_unlock(774411)');
  }
}
