import { timingSafeEqual } from 'node:crypto';
import { SOCKET_CLOSE } from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { ServiceContext } from '../kit/context.js';
import { AppError } from '../kit/errors.js';
import { companyHeader, localeOf, parse, requireUser, rolesInCompany, withTenant } from '../kit/http.js';
import { inScope, type Scope } from '../kit/tenant.js';
import type { FlowHub } from './flow.hub.js';
import { flowRepository } from './flow.repository.js';
import { ZFlowQuery } from './flow.schemas.js';
import { openFlowStream } from './flow.service.js';

function isInternal(ctx: ServiceContext, req: FastifyRequest): boolean {
  const given = req.headers['x-internal-token'];
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(ctx.config.auth.internalToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Browsers cannot set headers on a websocket: accept the token and company as query parameters too. */
function liftQueryCredentials(req: FastifyRequest) {
  const q = req.query as Record<string, string | undefined>;
  if (q.token && !req.headers.authorization) req.headers.authorization = `Bearer ${q.token}`;
  if (q.companyId && !req.headers['x-company-id']) req.headers['x-company-id'] = q.companyId;
}

export const flowHandlers = (ctx: ServiceContext & { hub: FlowHub }) => ({
  /** Replay over HTTP: the tenant's events after a sequence (used by the gateway to serve `after` cursors). */
  events: async (req: FastifyRequest) => {
    const q = parse(ZFlowQuery, req.query, req);
    const events = await withTenant(ctx, req, (tx) => flowRepository.after(tx, q.after ?? '0', q.limit, q.topic));
    // The oldest event kept of any tenant: a cursor before it may have lost events to retention (resync).
    // Read in its own transaction: PGlite has one connection, so transactions must never nest.
    const kept = await inScope(ctx.db, { companyId: null, userId: null, internal: true }, (tx) => flowRepository.bounds(tx));
    return { events, oldest: kept.oldest };
  },

  /** SPEC §7 Realtime: a websocket with token, resume from a sequence (?after=) and heartbeat. */
  socket: async (socket: WebSocket, req: FastifyRequest) => {
    let scope: Scope;
    try {
      liftQueryCredentials(req);
      if (isInternal(ctx, req)) {
        scope = { companyId: null, userId: null, internal: true };
      } else {
        const principal = await requireUser(ctx, req);
        const companyId = companyHeader(req);
        await inScope(ctx.db, { companyId, userId: principal.userId, platformAdmin: principal.platformAdmin }, (tx) =>
          rolesInCompany(tx, principal, companyId),
        );
        scope = { companyId, userId: principal.userId, platformAdmin: principal.platformAdmin };
      }
    } catch (error) {
      const envelope =
        error instanceof AppError ? error.toEnvelope(localeOf(req)) : { code: 'UNAUTHENTICATED', message: 'unauthenticated' };
      socket.send(JSON.stringify({ type: 'error', error: envelope }));
      socket.close(SOCKET_CLOSE.FORBIDDEN, envelope.code);
      return;
    }
    const q = parse(ZFlowQuery, req.query, req);
    const close = openFlowStream(ctx, scope, q.after ?? null, (msg) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
    });
    socket.on('close', close);
    socket.on('error', close);
  },
});
