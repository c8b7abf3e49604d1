import type { Server } from 'node:http';
import { COMPANY_HEADER } from '@teleconsulta/schema';
import { type DocumentNode, execute, type GraphQLSchema, parse, specifiedRules, subscribe, validate } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { bearer, buildContext, type GatewayDeps, verifyViewer } from '../context.js';
import { exceedsLimits, limitsRule, measureOperation, tooComplex } from '../limits.js';

type Params = { authorization?: string; companyId?: string; acceptLanguage?: string } | undefined;

/**
 * graphql-ws on the gateway's HTTP server, same schema as HTTP. A socket with a token that is not valid is refused at
 * connect (close 4403); a socket without one is anonymous: only the public short-link subscriptions (paymentChanged,
 * by access code) answer it, every other one is refused by its resolver. Every subscription gets its own context.
 */
export function attachSubscriptions(httpServer: Server, schema: GraphQLSchema, deps: GatewayDeps) {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const rules = [...specifiedRules, limitsRule(deps.config.graphql)];
  const handle = useServer(
    {
      schema,
      // The gateway's own graphql functions, so schema and execution always share one graphql module.
      execute,
      subscribe,
      validate: (s, doc) => validate(s, doc, rules),
      onSubscribe: (_ctx, _id, payload) => {
        let document: DocumentNode;
        try {
          document = parse(payload.query);
        } catch {
          return undefined; // graphql-ws answers the syntax error itself
        }
        const m = measureOperation(document, payload.operationName, payload.variables);
        return m && exceedsLimits(m, deps.config.graphql) ? [tooComplex()] : undefined;
      },
      onConnect: async (ctx) => {
        const params = ctx.connectionParams as Params;
        if (!params?.authorization) return true;
        return (await verifyViewer(deps, bearer(params.authorization))) !== null;
      },
      context: (ctx) => {
        const params = ctx.connectionParams as Params;
        return buildContext(deps, {
          authorization: params?.authorization,
          companyHeader: params?.companyId ?? (ctx.extra.request.headers[COMPANY_HEADER] as string | undefined),
          acceptLanguage: params?.acceptLanguage ?? ctx.extra.request.headers['accept-language'],
          clientIp: ctx.extra.request.socket.remoteAddress,
        });
      },
    },
    wsServer,
  );
  return {
    dispose: async () => {
      await handle.dispose();
      for (const client of wsServer.clients) client.terminate();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
    clientCount: () => wsServer.clients.size,
  };
}
