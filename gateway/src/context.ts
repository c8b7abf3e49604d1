import { randomUUID } from 'node:crypto';
import {
  COMPANY_CLAIM,
  type Locale,
  now,
  pickLocale,
  ROLES_CLAIM,
  type Role,
  type UploadRules,
  type VerifiedTokenCache,
} from '@teleconsulta/schema';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { ServiceTransport } from './clients/http.js';
import { type Clients, createClients } from './clients/index.js';
import type { GatewayConfig } from './config.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { RateLimiter } from './rate-limit.js';
import type { UpstreamFlow } from './subscriptions/upstream.js';

export type Viewer = { userId: string; username: string; name: string; roles: Role[]; companyId: string | null; platformAdmin: boolean };

/** Everything a resolver may use; built fresh for every HTTP request and every subscription (STYLE.md convention 5). */
export type GatewayContext = {
  viewer: Viewer | null;
  token: string | null;
  companyId: string | null;
  locale: Locale;
  requestId: string;
  clients: Clients;
  loaders: Loaders;
  flow: UpstreamFlow;
  /** The caller's address (the socket's; proxies' headers are not trusted). */
  clientIp: string;
  authLimiter: RateLimiter;
  /** Calls that present a public access code (short links), per client address: guesses are bounded. */
  accessLimiter: RateLimiter;
  /** SPEC §5 upload rules of the configuration (UPLOAD_MAX_MB), checked before an upload is sent upstream. */
  upload: UploadRules;
  /** Signed links to appointments' files (an <a href> sends no token): the shared secret and how long a link works. */
  fileLinks: { secret: string; ttlSeconds: number };
  /** An integrator's socket (connection_init with an API key): its key and company; it may only follow emergencyQueueEvents. */
  integrator?: Integrator;
};
export type Integrator = { apiKey: string; keyId: string; companyId: string };

/** Process-wide pieces: connections and key caches only, never data. */
export type GatewayDeps = {
  config: GatewayConfig;
  transport: ServiceTransport;
  jwks: JWTVerifyGetKey;
  flow: UpstreamFlow;
  /** Tokens already verified against the JWKS, until they expire (one signature check per token). */
  verified: VerifiedTokenCache<Viewer>;
  /** Sign-in and refresh attempts per client address. */
  authLimiter: RateLimiter;
  /** Access-code (short link) calls per client address. */
  accessLimiter: RateLimiter;
};

export function createJwks(config: GatewayConfig): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(`${config.servicesUrl}/.well-known/jwks.json`), {
    cooldownDuration: 30_000,
    timeoutDuration: config.upstream.timeoutMs,
  });
}

/** Verifies a bearer token against the services' JWKS: ES256 only, issuer, audience, expiry. Invalid → null. */
export async function verifyViewer(deps: GatewayDeps, token: string | null): Promise<Viewer | null> {
  if (!token) return null;
  const cached = deps.verified.get(token);
  if (cached) return cached;
  try {
    const { payload } = await jwtVerify(token, deps.jwks, {
      algorithms: ['ES256'],
      issuer: deps.config.auth.issuer,
      audience: deps.config.auth.audience,
      currentDate: now(),
    });
    const roles = payload[ROLES_CLAIM];
    if (!payload.sub || !Array.isArray(roles)) return null;
    const viewer: Viewer = {
      userId: payload.sub,
      username: String(payload.username ?? payload.sub),
      name: String(payload.name ?? ''),
      roles: roles as Role[],
      companyId: typeof payload[COMPANY_CLAIM] === 'string' ? (payload[COMPANY_CLAIM] as string) : null,
      platformAdmin: payload['custom:platform_admin'] === true,
    };
    deps.verified.set(token, viewer, payload.exp);
    return viewer;
  } catch {
    return null;
  }
}

export function bearer(value: string | undefined | null): string | null {
  if (!value) return null;
  const [scheme, token] = value.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export async function buildContext(
  deps: GatewayDeps,
  input: {
    authorization?: string | null;
    companyHeader?: string | null;
    acceptLanguage?: string | null;
    requestId?: string | null;
    clientIp?: string | null;
  },
): Promise<GatewayContext> {
  const rawToken = bearer(input.authorization);
  const viewer = await verifyViewer(deps, rawToken);
  // A token that fails verification is not forwarded: the call proceeds anonymously and protected fields say UNAUTHENTICATED.
  const token = viewer ? rawToken : null;
  const companyId = input.companyHeader?.trim() || viewer?.companyId || null;
  const locale = pickLocale(input.acceptLanguage ?? undefined);
  const requestId = input.requestId && /^[\w-]{1,64}$/.test(input.requestId) ? input.requestId : randomUUID();
  const clients = createClients(deps.transport, { token, companyId, locale, requestId });
  return {
    viewer,
    token,
    companyId,
    locale,
    requestId,
    clients,
    loaders: createLoaders(clients),
    flow: deps.flow,
    clientIp: input.clientIp ?? 'unknown',
    authLimiter: deps.authLimiter,
    accessLimiter: deps.accessLimiter,
    upload: { maxMb: deps.config.upload.maxMb },
    fileLinks: { secret: deps.config.mediaSigningKey, ttlSeconds: deps.config.upload.linkTtlSeconds },
  };
}
