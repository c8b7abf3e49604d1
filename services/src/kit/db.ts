import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * The database: embedded PGlite by default (a persistent data directory, created on first start), a PostgreSQL
 * server when DATABASE_URL is set. Both speak the same SQL, run the same migrations and the same RLS policies.
 */
/** Both drivers expose the same PgDatabase API; typed once as node-postgres's. */
export type Drizzle = ReturnType<typeof drizzlePg>;
export type Database = {
  kind: 'pglite' | 'postgres';
  orm: Drizzle;
  /** Runs a script of several statements as the owner (migrations only). */
  execScript(sql: string): Promise<void>;
  /** Runs one parameterised statement as the owner (migrations and health only). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Opt-in statement counter (benchmarks and tests count the SQL of a request): the listener is told every statement
   * the ORM sends, BEGIN/COMMIT/ROLLBACK excluded (PGlite's driver sends those itself, node-postgres' through the ORM,
   * so both engines count alike). Returns the function that removes it. No listener, no cost beyond a loop over none.
   */
  onStatement(listener: (sql: string) => void): () => void;
  /** LISTEN on a channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data directory as a tarball, to start another database from (see `image`). */
  dumpImage?(): Promise<Blob>;
  close(): Promise<void>;
};

/**
 * url: a PostgreSQL server; otherwise PGlite in dataDir ('memory://': in memory). image: for an in-memory PGlite, a
 * data directory to start from (a `dumpImage` tarball) instead of an empty cluster: the tests start each file's
 * database from one already migrated, which spares the cluster's initialisation and the migrations.
 */
export async function openDatabase(options: { url?: string; dataDir: string; image?: Blob }): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.image);
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/** The ORM's query logger as a list of statement listeners. */
function statementHooks() {
  const listeners = new Set<(sql: string) => void>();
  return {
    logger: {
      logQuery: (query: string) => {
        if (listeners.size === 0 || TRANSACTION_CONTROL.test(query)) return;
        for (const listener of listeners) listener(query);
      },
    },
    onStatement: (listener: (sql: string) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

async function openPglite(dataDir: string, image?: Blob): Promise<Database> {
  const dir = dataDir === 'memory://' ? undefined : `${dataDir}/pglite`;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir ?? 'memory://', {
    extensions: { btree_gist },
    ...(image && !dir ? { loadDataDir: image } : {}),
  });
  const hooks = statementHooks();
  return {
    kind: 'pglite',
    orm: drizzlePglite(client, { logger: hooks.logger }) as unknown as Drizzle,
    onStatement: hooks.onStatement,
    execScript: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
    listen: async (channel, onPayload) => {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    dumpImage: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closed (restart, failover, admin command): the pool drops it and the next query
  // opens a new one. Without a listener the error event would crash the process.
  pool.on('error', () => undefined);
  const listeners: pg.Client[] = [];
  const hooks = statementHooks();
  return {
    kind: 'postgres',
    orm: drizzlePg(pool, { logger: hooks.logger }),
    onStatement: hooks.onStatement,
    execScript: async (sql) => {
      await pool.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    listen: async (channel, onPayload) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      listeners.push(client);
      client.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload) onPayload(msg.payload);
      });
      client.on('error', () => undefined);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    close: async () => {
      await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
