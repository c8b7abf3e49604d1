import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The database a test stack runs on: embedded PGlite in memory by default; with TEST_DB=postgres, a fresh database
 * created on the server of TEST_DATABASE_URL and dropped afterwards.
 */
export type TestDatabase = { engine: 'pglite' | 'postgres'; url?: string; drop: () => Promise<void> };

export function testEngine(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'pglite') return { engine: 'pglite', drop: async () => undefined };
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
