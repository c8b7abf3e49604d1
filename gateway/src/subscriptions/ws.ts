import type { Server } from 'node:http';
import { COMPANY_HEADER, nowMs, pickLocale, SOCKET_CLOSE } from '@teleconsulta/schema';
import { execute, GraphQLError, type GraphQLSchema, specifiedRules } from 'graphql';
import type { Context } from 'graphql-ws';
import { type Extra, useServer } from 'graphql-ws/use/ws';
import { decodeJwt } from 'jose';
import { type WebSocket, WebSocketServer } from 'ws';
import { clientAddress } from '../client-address.js';
import { bearer, buildContext, type GatewayDeps, verifyViewer } from '../context.js';
import { exceedsLimits, limitsRule, measureOperation, tooComplex } from '../limits.js';
import { DocumentCache, type PreparedDocument } from './documents.js';
import { FanOut } from './fan-out.js';
import { IntegratorSockets } from './integrators.js';
import { type SubscriberRequest, SubscriptionTenants } from './tenants.js';

type Params = { authorization?: string; apiKey?: string; companyId?: string; acceptLanguage?: string } | undefined;

/** The client's address of a socket, from its upgrade request (through the trusted proxies, client-address.ts). */
const clientAddressOf = (ctx: Context<Record<string, unknown> | undefined, Extra>, deps: GatewayDeps) =>
  clientAddress(ctx.extra.request.headers['x-forwarded-for'], ctx.extra.request.socket.remoteAddress, deps.config.trustedProxyHops);

/** What a subscription's context is built from: the socket's connection parameters and upgrade request. */
function requestOf(ctx: Context<Record<string, unknown> | undefined, Extra>, deps: GatewayDeps): SubscriberRequest {
  const params = ctx.connectionParams as Params;
  return {
    authorization: params?.authorization,
    companyHeader: params?.companyId ?? (ctx.extra.request.headers[COMPANY_HEADER] as string | undefined),
    acceptLanguage: params?.acceptLanguage ?? ctx.extra.request.headers['accept-language'],
    clientIp: clientAddressOf(ctx, deps),
  };
}

/**
 * graphql-ws on the gateway's HTTP server, same schema as HTTP. A socket with a token that is not valid is refused at
 * connect (close 4403); a socket without one is anonymous: only the public short-link subscriptions (paymentChanged,
 * by access code) answer it, every other one is refused by its resolver. Every subscription gets its own context.
 * The server pings every socket each GATEWAY_WS_PING_MS and ends one that has not answered by the next ping (a half-open
 * connection is gone within two intervals); a socket whose token expires is closed with 4403 then (SECURITY.md T17).
 * A socket may present an integrator's { apiKey } instead of a token (issue 7): unknown or revoked → 4403; it may only
 * subscribe to emergencyQueueEvents, and is closed with 4403 when its key is revoked.
 * Documents are parsed and validated once per text (documents.ts); a subscription whose events are the same for many
 * subscribers is executed and serialised once per event for all of them (fan-out.ts).
 */
export function attachSubscriptions(httpServer: Server, schema: GraphQLSchema, deps: GatewayDeps) {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const documents = new DocumentCache(schema, [...specifiedRules, limitsRule(deps.config.graphql)], deps.config.graphql.maxTokens);
  // A schema Apollo Server never serves (createGateway builds one for each), so its resolvers stay as written.
  const fanOut = new FanOut(schema);
  const integrators = new IntegratorSockets(deps);
  const tenants = new SubscriptionTenants(deps);
  const handle = useServer(
    {
      schema,
      // The gateway's own graphql functions, so schema and execution always share one graphql module.
      execute,
      subscribe: (args) => fanOut.subscribe(args),
      onSubscribe: async (ctx, id, payload) => {
        let prepared: PreparedDocument;
        try {
          prepared = documents.get(payload.query);
        } catch {
          return undefined; // graphql-ws answers the syntax error itself
        }
        const { document } = prepared;
        if (integrators.of(ctx.extra.socket)) {
          const refused = integrators.refuseOtherOperations(
            document,
            payload.operationName,
            localeOf(ctx.connectionParams as Params, ctx.extra.request.headers['accept-language']),
          );
          if (refused) return refused;
        }
        const m = measureOperation(document, payload.operationName, payload.variables);
        if (m && exceedsLimits(m, deps.config.graphql)) {
          return [tooComplex(localeOf(ctx.connectionParams as Params, ctx.extra.request.headers['accept-language']))];
        }
        const invalid = documents.validate(prepared);
        if (invalid.length > 0) return [...invalid];
        if (!integrators.of(ctx.extra.socket)) {
          const tenant = await tenants.resolve(ctx.extra.socket, id, requestOf(ctx, deps));
          if (tenant instanceof GraphQLError) return [tenant];
        }
        // graphql-ws runs these as they are (it neither parses nor validates again)
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      onOperation: (ctx, id, _payload, args, result) => {
        fanOut.attach(result, ctx.extra.socket, id, args);
        return undefined;
      },
      onConnect: async (ctx) => {
        const params = ctx.connectionParams as Params;
        if (typeof params?.apiKey === 'string' && !params.authorization) {
          const integrator = await integrators.resolve(params.apiKey, localeOf(params, ctx.extra.request.headers['accept-language']));
          if (!integrator) return false;
          integrators.register(ctx.extra.socket, integrator);
          return true;
        }
        if (!params?.authorization) return true;
        const token = bearer(params.authorization);
        if ((await verifyViewer(deps, token)) === null) return false;
        closeWhenExpired(ctx.extra.socket, token!);
        return true;
      },
      context: async (ctx, id) => {
        const params = ctx.connectionParams as Params;
        const integrator = integrators.of(ctx.extra.socket);
        if (integrator) {
          // no token: the key's company, and every other resolver sees an anonymous caller
          const base = await buildContext(deps, {
            companyHeader: integrator.companyId,
            acceptLanguage: localeOf(params, ctx.extra.request.headers['accept-language']),
            clientIp: clientAddressOf(ctx, deps),
          });
          return { ...base, integrator };
        }
        return tenants.context(ctx.extra.socket, id, requestOf(ctx, deps));
      },
    },
    wsServer,
    deps.config.ws.pingMs,
  );
  return {
    dispose: async () => {
      integrators.stop();
      await handle.dispose();
      for (const client of wsServer.clients) client.terminate();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
    clientCount: () => wsServer.clients.size,
  };
}

/** A token's socket lives no longer than the token: at its expiry the socket is closed with 4403 (the client signs in again). */
function closeWhenExpired(socket: WebSocket, token: string) {
  const exp = decodeJwt(token).exp; // already verified by verifyViewer
  if (exp === undefined) return;
  const timer = setTimeout(() => socket.close(SOCKET_CLOSE.FORBIDDEN, 'Forbidden'), Math.max(0, exp * 1000 - nowMs()));
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

const localeOf = (params: Params, header: string | string[] | undefined) =>
  pickLocale(params?.acceptLanguage ?? (Array.isArray(header) ? header[0] : header));
