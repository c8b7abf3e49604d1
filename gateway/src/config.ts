import { FILE_LINK_MAX_TTL_SECONDS, refuseUnsafeProduction, secretProblem, sharedSecretProblems } from '@teleconsulta/schema';
import { z } from 'zod';
import type { RateLimitStore } from './rate-limit.js';

/** Gateway configuration: parsed once from the environment (STYLE.md convention 10). */
const ZEnv = z.object({
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  SERVICES_URL: z.string().url().default('http://127.0.0.1:4001'),
  /** The gateway's credential to the services (the flow websocket). `npm start` sets a random one. */
  INTERNAL_TOKEN: z.string().min(16).default('dev-internal-token-change-me'),
  /** The key of the appointment files' signed links, shared with the services and used for nothing else. */
  MEDIA_SIGNING_KEY: z.string().min(16).default('dev-media-signing-key-change-me'),
  AUTH_ISSUER: z.string().default('teleconsulta'),
  AUTH_AUDIENCE: z.string().default('teleconsulta'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(50).default(1_500),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().min(1).default(64),
  /** Money-moving calls wait on the payment provider: its time-out (PAYMENT_PROVIDER_TIMEOUT_MS, 10 s) and a margin. */
  UPSTREAM_MONEY_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false']).optional(),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(8),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(15),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1).default(5_000),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(10).default(2_000),
  CORS_ORIGINS: z.string().default(''),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Where every gateway replica counts the rate limits (issue 16): Redis, else PostgreSQL, else this process's memory. */
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  RATE_LIMIT_DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /** Short-link calls (an appointment's access code) per client address per minute (SECURITY.md T08). */
  ACCESS_CODE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /**
   * Signed-in requests (GraphQL operations) a minute per tenant: the verified token's company, or the user without one
   * (a platform administrator); over it, 429 before anything runs (SECURITY.md T24 "noisy tenant", ADR 0039).
   */
  TENANT_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(6_000),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug', 'silent']).default('info'),
  /** SPEC §5: the size limit of one uploaded file, in MB; the same variable as the services'. */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(100).default(5),
  /** Upload calls and media reads may wait on the file storage: they get this time instead of UPSTREAM_TIMEOUT_MS. */
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** How long a signed link to an appointment's file works: minutes, an hour at most (the services refuse longer). */
  FILE_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(FILE_LINK_MAX_TTL_SECONDS).default(600),
  /**
   * How many reverse proxies in front of the gateway append to X-Forwarded-For (Caddy in docker-compose: 1). The client
   * address is the one that many hops from the right; 0 (the default): X-Forwarded-For is ignored and the socket's
   * address is the client's, as with `npm start`.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** graphql-ws keep-alive: the server pings every socket this often; no pong before the next ping → closed (SECURITY.md T17). */
  GATEWAY_WS_PING_MS: z.coerce.number().int().min(100).max(300_000).default(12_000),
});

export type GatewayConfig = {
  port: number;
  host: string;
  servicesUrl: string;
  internalToken: string;
  mediaSigningKey: string;
  trustedProxyHops: number;
  auth: { issuer: string; audience: string; rateLimitPerMinute: number };
  accessCodeRateLimitPerMinute: number;
  /** Signed-in requests a minute per company (or per user without one): tenant-quota.ts. */
  tenantRequestsPerMinute: number;
  /** Where the rate limits are counted: shared by every replica (Redis, PostgreSQL) or this process only (memory). */
  rateLimitStore: RateLimitStore;
  upstream: { timeoutMs: number; connections: number; moneyTimeoutMs: number };
  upload: { maxMb: number; timeoutMs: number; linkTtlSeconds: number };
  ws: { pingMs: number };
  graphql: { introspection: boolean; maxDepth: number; maxAliases: number; maxCost: number; maxTokens: number };
  corsOrigins: string[];
  production: boolean;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
};

/** What NODE_ENV=production refuses (issue 16); each problem names its variable. */
function productionProblems(e: z.infer<typeof ZEnv>, env: Record<string, string | undefined>): Array<string | null> {
  return [
    secretProblem('INTERNAL_TOKEN', env.INTERNAL_TOKEN ? e.INTERNAL_TOKEN : undefined),
    secretProblem('MEDIA_SIGNING_KEY', env.MEDIA_SIGNING_KEY ? e.MEDIA_SIGNING_KEY : undefined),
    ...sharedSecretProblems({ INTERNAL_TOKEN: e.INTERNAL_TOKEN, MEDIA_SIGNING_KEY: e.MEDIA_SIGNING_KEY }),
    e.CORS_ORIGINS.trim()
      ? null
      : "CORS_ORIGINS: the apps' origins, comma separated (e.g. https://pacientes.example.com.br); empty would answer any site",
    e.GRAPHQL_INTROSPECTION === 'true' ? 'GRAPHQL_INTROSPECTION: the schema is not published in production; remove it' : null,
    e.REDIS_URL || e.RATE_LIMIT_DATABASE_URL
      ? null
      : 'RATE_LIMIT_DATABASE_URL or REDIS_URL: the rate limits must be shared by every gateway replica (PostgreSQL or Redis)',
  ];
}

export function parseConfig(env: Record<string, string | undefined>): GatewayConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid gateway configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production) refuseUnsafeProduction('gateway', productionProblems(e, env));
  return {
    port: e.GATEWAY_PORT,
    host: e.GATEWAY_HOST,
    servicesUrl: e.SERVICES_URL.replace(/\/$/, ''),
    internalToken: e.INTERNAL_TOKEN,
    mediaSigningKey: e.MEDIA_SIGNING_KEY,
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    auth: { issuer: e.AUTH_ISSUER, audience: e.AUTH_AUDIENCE, rateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE },
    accessCodeRateLimitPerMinute: e.ACCESS_CODE_RATE_LIMIT_PER_MINUTE,
    tenantRequestsPerMinute: e.TENANT_REQUESTS_PER_MINUTE,
    rateLimitStore: e.REDIS_URL
      ? { kind: 'redis', url: e.REDIS_URL }
      : e.RATE_LIMIT_DATABASE_URL
        ? { kind: 'postgres', url: e.RATE_LIMIT_DATABASE_URL }
        : { kind: 'memory' },
    upstream: { timeoutMs: e.UPSTREAM_TIMEOUT_MS, connections: e.UPSTREAM_CONNECTIONS, moneyTimeoutMs: e.UPSTREAM_MONEY_TIMEOUT_MS },
    upload: { maxMb: e.UPLOAD_MAX_MB, timeoutMs: e.UPLOAD_TIMEOUT_MS, linkTtlSeconds: e.FILE_LINK_TTL_SECONDS },
    ws: { pingMs: e.GATEWAY_WS_PING_MS },
    graphql: {
      introspection: e.GRAPHQL_INTROSPECTION ? e.GRAPHQL_INTROSPECTION === 'true' : !production,
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxCost: e.GRAPHQL_MAX_COST,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
    },
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    production,
    logLevel: e.LOG_LEVEL,
  };
}

export function loadConfig(env = process.env): GatewayConfig {
  return parseConfig(env);
}
