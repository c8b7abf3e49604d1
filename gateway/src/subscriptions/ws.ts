import type { Server } from 'node:http';
import { type ExecutionArgs, execute, GraphQLError, type GraphQLSchema, specifiedRules } from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { buildContext, type GatewayContext, type GatewayDeps } from '../context.js';
import { exceedsLimits, limitsRule, measureOperation, tooComplex } from '../limits.js';
import { admitSocket, clientAddressOf, requestOf, type SocketContext, socketLocale } from './connection.js';
import { DocumentCache, type PreparedDocument } from './documents.js';
import { FanOut } from './fan-out.js';
import { IntegratorSockets } from './integrators.js';
import { SubscriptionTenants } from './tenants.js';

/** What the graphql-ws callbacks of one server share. */
type SocketServer = {
  schema: GraphQLSchema;
  deps: GatewayDeps;
  documents: DocumentCache;
  integrators: IntegratorSockets;
  tenants: SubscriptionTenants;
};

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
  const server: SocketServer = { schema, deps, documents, integrators, tenants };
  const handle = useServer(
    {
      schema,
      // The gateway's own graphql functions, so schema and execution always share one graphql module.
      execute,
      subscribe: (args) => fanOut.subscribe(args),
      onSubscribe: (ctx, id, payload) => prepareOperation(server, ctx, id, payload),
      onOperation: (ctx, id, _payload, args, result) => {
        fanOut.attach(result, ctx.extra.socket, id, args);
        return undefined;
      },
      onConnect: (ctx) => admitSocket(ctx, deps, integrators),
      context: (ctx, id) => subscriptionContext(server, ctx, id),
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

/**
 * A subscribe message: the document (parsed once per text), an integrator's one operation, the limits, validation and
 * (for any socket but an integrator's) the subscription's company; errors refuse it.
 */
async function prepareOperation(
  server: SocketServer,
  ctx: SocketContext,
  id: string,
  payload: SubscribePayload,
): Promise<ExecutionArgs | readonly GraphQLError[] | undefined> {
  const { schema, deps, documents, integrators, tenants } = server;
  let prepared: PreparedDocument;
  try {
    prepared = documents.get(payload.query);
  } catch {
    return undefined; // graphql-ws answers the syntax error itself
  }
  const { document } = prepared;
  if (integrators.of(ctx.extra.socket)) {
    const refused = integrators.refuseOtherOperations(document, payload.operationName, socketLocale(ctx));
    if (refused) return refused;
  }
  const m = measureOperation(document, payload.operationName, payload.variables);
  if (m && exceedsLimits(m, deps.config.graphql)) {
    return [tooComplex(socketLocale(ctx))];
  }
  const invalid = documents.validate(prepared);
  if (invalid.length > 0) return [...invalid];
  if (!integrators.of(ctx.extra.socket)) {
    const tenant = await tenants.resolve(ctx.extra.socket, id, requestOf(ctx, deps));
    if (tenant instanceof GraphQLError) return [tenant];
  }
  // graphql-ws runs these as they are (it neither parses nor validates again)
  return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
}

/** A subscription's own context: an integrator's (its key's company, no token), else the one its company check kept. */
async function subscriptionContext(server: SocketServer, ctx: SocketContext, id: string): Promise<GatewayContext> {
  const { deps, integrators, tenants } = server;
  const integrator = integrators.of(ctx.extra.socket);
  if (integrator) {
    // no token: the key's company, and every other resolver sees an anonymous caller
    const base = await buildContext(deps, {
      companyHeader: integrator.companyId,
      acceptLanguage: socketLocale(ctx),
      clientIp: clientAddressOf(ctx, deps),
    });
    return { ...base, integrator };
  }
  return tenants.context(ctx.extra.socket, id, requestOf(ctx, deps));
}
