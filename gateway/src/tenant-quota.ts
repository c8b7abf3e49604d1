import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERRORS, errorText, pickLocale } from '@teleconsulta/schema';
import type { Viewer } from './context.js';
import type { RateLimiter } from './rate-limit.js';

/**
 * SECURITY.md T24 "noisy tenant" (ADR 0039): every HTTP request of a signed-in caller to the gateway — a GraphQL
 * operation (one per request: batching is off), or a media read, which also costs the services a call — spends its
 * tenant's budget a minute (TENANT_REQUESTS_PER_MINUTE), so one clinic flooding the gateway is refused before it costs
 * the others anything. Websocket subscriptions are not counted (the upgrade is not a request); anonymous calls are left
 * to the per-address limits (sign-in, access codes).
 */

/**
 * Whose budget a caller spends, from the VERIFIED token only — never the x-company-id header, or a member of A could
 * spend B's budget by naming B: the token's company; a platform administrator or a user without a company claim spends
 * a budget of their own. Anonymous (no verified token): null, not counted here.
 */
export function tenantQuotaKey(viewer: Pick<Viewer, 'userId' | 'companyId' | 'platformAdmin'> | null): string | null {
  if (!viewer) return null;
  if (viewer.companyId && !viewer.platformAdmin) return `company:${viewer.companyId}`;
  return `user:${viewer.userId}`;
}

type TenantQuotaOptions = {
  /**
   * The caller's verified viewer from the Authorization header, or null: synchronously when the token is already in the
   * verified-token cache (the refusal of a known flood then takes no promise at all), else a promise.
   */
  viewerOf: (authorization: string) => Viewer | null | Promise<Viewer | null>;
  limiter: RateLimiter;
  /** CORS_ORIGINS: a refusal tells a listed origin it may read it, as an answer of /graphql does (http-routes.ts). */
  corsOrigins: readonly string[];
};

/** A tenant over its budget on this replica, until its window ends: refused from memory, without asking the store. */
class OverBudget {
  private readonly until = new Map<string, number>();

  msLeft(key: string, at = Date.now()): number {
    const until = this.until.get(key);
    if (until === undefined) return 0;
    if (until > at) return until - at;
    this.until.delete(key);
    return 0;
  }

  add(key: string, ms: number, at = Date.now()): void {
    if (this.until.size >= 10_000) for (const [k, until] of this.until) if (until <= at) this.until.delete(k);
    this.until.set(key, at + ms);
  }
}

export type RequestGate = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The quota as the gateway's first request handler (server.ts), before Express, CORS, the body parser and Apollo: an
 * over-budget request is answered 429 TOO_MANY_ATTEMPTS — Retry-After, GraphQL's error format, the catalogue's text in
 * the caller's language — without its body being read, its document parsed or any upstream call. Once a tenant is
 * refused, the rest of its window is refused from memory. A failure of the counting itself lets the request through:
 * the budget protects the others, it must not take the gateway down.
 */
export function tenantQuota(options: TenantQuotaOptions): RequestGate {
  const overBudget = new OverBudget();
  const origins = new Set(options.corsOrigins);
  const spend = async (key: string): Promise<number> => {
    try {
      const ms = await options.limiter.hitMs(key);
      if (ms > 0) overBudget.add(key, ms);
      return ms;
    } catch {
      return 0;
    }
  };
  const refuse = (req: IncomingMessage, res: ServerResponse, ms: number) => {
    const code = 'TOO_MANY_ATTEMPTS';
    const status = ERRORS[code].status;
    const retryAfter = Math.max(1, Math.ceil(ms / 1000));
    const body = JSON.stringify({
      errors: [{ message: errorText(code, pickLocale(req.headers['accept-language'])), extensions: { code, status, retryAfter } }],
    });
    const origin = req.headers.origin;
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'retry-after': String(retryAfter),
      ...(origin && origins.has(origin) ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
    });
    res.end(body);
  };
  return (req, res, next) => {
    const authorization = req.headers.authorization;
    // A CORS preflight carries no credentials; the browser's real request is counted.
    if (!authorization || req.method === 'OPTIONS') return next();
    const decide = (viewer: Viewer | null) => {
      const key = tenantQuotaKey(viewer);
      if (!key) return next();
      const left = overBudget.msLeft(key);
      if (left > 0) return refuse(req, res, left);
      void spend(key).then((ms) => (ms > 0 ? refuse(req, res, ms) : next()));
    };
    let viewer: Viewer | null | Promise<Viewer | null>;
    try {
      viewer = options.viewerOf(authorization);
    } catch {
      return next();
    }
    if (viewer instanceof Promise) void viewer.then(decide, () => next());
    else decide(viewer);
  };
}
