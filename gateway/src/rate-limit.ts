import { Redis } from 'ioredis';
import pg from 'pg';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Per-client budgets of attempts a minute (sign-in and refresh; public short-link calls) and each tenant's budget of
 * signed-in requests a minute (SECURITY.md T24, ADR 0039), kept where every gateway replica counts the same (issue 16):
 * Redis when REDIS_URL is set, else PostgreSQL when RATE_LIMIT_DATABASE_URL is set, else this process's memory (npm
 * start: one gateway). A store that fails does not open the gates nor close them: an in-memory limiter with the same
 * budget answers meanwhile (rate-limiter-flexible's insurance limiter). Attempts are counted per resolved field, so N
 * aliased attempts in one request are N (SECURITY.md T08, T09); the tenant budget per HTTP request (tenant-quota.ts).
 */
export type RateLimitStore = { kind: 'memory' } | { kind: 'postgres'; url: string } | { kind: 'redis'; url: string };

export class RateLimiter {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /** Counts one hit of the key; answers the seconds to wait when over the budget, or 0. */
  async hit(key: string): Promise<number> {
    const ms = await this.hitMs(key);
    return ms > 0 ? Math.ceil(ms / 1000) : 0;
  }

  /** The same in milliseconds: at least 1 when over the budget, 0 within it. */
  async hitMs(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return Math.max(1, outcome.msBeforeNext);
      throw outcome;
    }
  }
}

export type RateLimiters = {
  auth: RateLimiter;
  access: RateLimiter;
  /** Signed-in requests per tenant (its company, or the user without one): tenant-quota.ts. */
  tenant: RateLimiter;
  store: RateLimitStore['kind'];
  /** Resolves once the store answers (its table made, its connection up), or after `timeoutMs`: the insurance answers meanwhile. */
  ready: (timeoutMs?: number) => Promise<boolean>;
  close: () => Promise<void>;
};

/**
 * How long a gateway's start waits for the shared store (its connection, its table): until then each replica's
 * insurance counts alone, so the budget is split between replicas. 15 s covers a loaded database server's CREATE TABLE
 * (5 s did not, once, in CI's T08 run); a store that never answers costs a start this long, once.
 */
const STORE_READY_MS = 15_000;

/** Whether `promise` settles well within `ms` (false on a failure or the time-out). */
const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref()),
  ]);

const MINUTE = 60;

type RateLimitBudgets = { authPerMinute: number; accessPerMinute: number; tenantPerMinute: number };

export function createRateLimiters(store: RateLimitStore, budgets: RateLimitBudgets): RateLimiters {
  const memory = (points: number) => new RateLimiterMemory({ points, duration: MINUTE });
  if (store.kind === 'memory') {
    return {
      auth: new RateLimiter(memory(budgets.authPerMinute)),
      access: new RateLimiter(memory(budgets.accessPerMinute)),
      tenant: new RateLimiter(memory(budgets.tenantPerMinute)),
      store: 'memory',
      ready: async () => true,
      close: async () => undefined,
    };
  }
  if (store.kind === 'redis') {
    const client = new Redis(store.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    client.on('error', () => undefined); // the insurance limiter answers while Redis is away
    const connected = new Promise<void>((resolve, reject) => {
      if (client.status === 'ready') resolve();
      client.once('ready', () => resolve());
      client.once('end', () => reject(new Error('redis connection ended')));
    });
    const redis = (keyPrefix: string, points: number) =>
      new RateLimiterRedis({ storeClient: client, keyPrefix, points, duration: MINUTE, insuranceLimiter: memory(points) });
    return {
      auth: new RateLimiter(redis('rl_auth', budgets.authPerMinute)),
      access: new RateLimiter(redis('rl_access', budgets.accessPerMinute)),
      tenant: new RateLimiter(redis('rl_tenant', budgets.tenantPerMinute)),
      store: 'redis',
      ready: (timeoutMs = STORE_READY_MS) => within(connected, timeoutMs),
      close: async () => {
        client.disconnect();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: store.url, max: 4 });
  pool.on('error', () => undefined);
  // One table for the three budgets, made once here rather than by each limiter at once: three concurrent CREATE
  // TABLE IF NOT EXISTS on a fresh database can fail with 42P07 (CI's T08 run, once), which left that limiter on its
  // replica's insurance for good and split the budget between replicas. Until the table is there the insurance answers.
  const table = ensureRateLimitTable(pool);
  table.catch(() => undefined); // a store that never answers leaves the insurance counting; ready() says so
  const postgres = (keyPrefix: string, points: number) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix,
      points,
      duration: MINUTE,
      clearExpiredByTimeout: true,
      insuranceLimiter: memory(points),
    });
  return {
    auth: new RateLimiter(postgres('auth', budgets.authPerMinute)),
    access: new RateLimiter(postgres('access', budgets.accessPerMinute)),
    tenant: new RateLimiter(postgres('tenant', budgets.tenantPerMinute)),
    store: 'postgres',
    ready: (timeoutMs = STORE_READY_MS) => within(table, timeoutMs),
    close: () => pool.end(),
  };
}

const RATE_LIMIT_TABLE = 'gateway_rate_limit';

/** The store's SQL states a table made at the same moment by another replica answers with: it is there. */
const MADE_MEANWHILE = new Set(['23505', '42P07']);

/** Makes the budgets' table (rate-limiter-flexible's layout), trying again for a while if the server is not up yet. */
async function ensureRateLimitTable(pool: pg.Pool, attempts = 10): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query(
        `CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
      );
      return;
    } catch (error) {
      if (MADE_MEANWHILE.has((error as { code?: string }).code ?? '')) return;
      if (attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 500 * attempt).unref());
    }
  }
}
