import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '@teleconsulta/services/db/migrate';
import { openDatabase } from '@teleconsulta/services/kit/db';
import pg from 'pg';

/**
 * The database a test stack runs on: embedded PGlite in memory by default, started from an image of a migrated
 * cluster; with TEST_DB=postgres, a fresh database created on the server of TEST_DATABASE_URL and dropped afterwards.
 */
export type TestDatabase = { engine: 'pglite' | 'postgres'; url?: string; image?: Blob; drop: () => Promise<void> };

const MIGRATIONS = join(import.meta.dirname, '../../services/src/db/migrations');

/**
 * A PGlite cluster with every migration applied, as a data-directory tarball kept in the temporary directory under the
 * migrations' hash: made once (by the first test file that needs it) and loaded by every file after, which spares each
 * file the cluster's initialisation and the migrations (about 3 of its 5 seconds of start). The seed still runs per
 * file, at the file's own clock.
 */
async function migratedImage(): Promise<Blob> {
  // The PGlite build too (its resolved path names its version): another one may not read this image.
  const hash = createHash('sha256').update(createRequire(join(MIGRATIONS, '../../../package.json')).resolve('@electric-sql/pglite'));
  for (const file of readdirSync(MIGRATIONS).sort()) hash.update(file).update(readFileSync(join(MIGRATIONS, file)));
  const dir = join(tmpdir(), 'teleconsulta-test-images');
  const path = join(dir, `migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(path)) {
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    const image = Buffer.from(await (await db.dumpImage!()).arrayBuffer());
    await db.close();
    mkdirSync(dir, { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, image);
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'pglite') return { engine: 'pglite', image: await migratedImage(), drop: async () => undefined };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `tc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    engine: 'postgres',
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
