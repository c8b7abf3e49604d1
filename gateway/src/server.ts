import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { VerifiedTokenCache } from '@teleconsulta/schema';
import express from 'express';
import { createApollo } from './apollo.js';
import { ServiceTransport } from './clients/http.js';
import type { GatewayConfig } from './config.js';
import { bearer, createJwks, type GatewayDeps, verifyViewer } from './context.js';
import { rejectBadEncoding } from './http-hygiene.js';
import { mountRoutes } from './http-routes.js';
import { createRateLimiters } from './rate-limit.js';
import { buildSchema } from './schema.js';
import { UpstreamFlow } from './subscriptions/upstream.js';
import { attachSubscriptions } from './subscriptions/ws.js';
import { tenantQuota } from './tenant-quota.js';

export type Gateway = {
  httpServer: Server;
  deps: GatewayDeps;
  start: () => Promise<string>;
  stop: () => Promise<void>;
  wsClients: () => number;
};

/** Apollo Server 5 over HTTP and graphql-ws on one port, with one shared drain (STYLE.md convention 6). */
export function createGateway(config: GatewayConfig): Gateway {
  const app = express();
  // No library's name in any answer; a URL that is not valid percent-encoding is refused before any route decodes it.
  app.disable('x-powered-by');
  app.use(rejectBadEncoding);
  // Its request handler is set below, once the tenant quota that goes before Express has its limiter.
  const httpServer = createServer();
  const transport = new ServiceTransport(config.servicesUrl, { ...config.upstream, uploadTimeoutMs: config.upload.timeoutMs });
  const flow = new UpstreamFlow({ servicesUrl: config.servicesUrl, internalToken: config.internalToken });
  const limiters = createRateLimiters(config.rateLimitStore, {
    authPerMinute: config.auth.rateLimitPerMinute,
    accessPerMinute: config.accessCodeRateLimitPerMinute,
    tenantPerMinute: config.tenantRequestsPerMinute,
  });
  const deps: GatewayDeps = {
    config,
    transport,
    jwks: createJwks(config),
    flow,
    verified: new VerifiedTokenCache(),
    authLimiter: limiters.auth,
    accessLimiter: limiters.access,
  };
  // SECURITY.md T24: each tenant's budget of requests a minute, spent (and refused over it) before Express and the body;
  // a token already verified is looked up without a promise. The websocket's upgrade is not a request: not counted.
  const quota = tenantQuota({
    viewerOf: (authorization) => {
      const token = bearer(authorization);
      return (token && deps.verified.get(token)) || verifyViewer(deps, token);
    },
    limiter: limiters.tenant,
    corsOrigins: config.corsOrigins,
  });
  httpServer.on('request', (req, res) => quota(req, res, () => app(req, res)));
  const schema = buildSchema();
  // graphql-ws gets a schema of its own: Apollo Server wraps every resolver of the schema it serves for its plugins'
  // per-field hooks, which never run for a socket's execution. Measured on M4 (PGlite, same machine, back to back):
  // 17.4 → 16.8 µs of server CPU per delivery, gateway ÷ raw 0.56 → 0.60.
  const subscriptions = attachSubscriptions(httpServer, buildSchema(), deps);

  const apollo = createApollo(config, schema, httpServer, subscriptions);

  const start = async () => {
    await apollo.start();
    // The shared rate limits' store: waited for a moment, so the first sign-ins already count where every replica does.
    await limiters.ready();
    mountRoutes(app, apollo, deps);
    flow.start();
    await new Promise<void>((resolve) => httpServer.listen(config.port, config.host, resolve));
    const { port } = httpServer.address() as AddressInfo;
    return `http://${config.host}:${port}/graphql`;
  };

  const stop = async () => {
    await apollo.stop();
    await flow.stop();
    await transport.close();
    await limiters.close();
  };

  return { httpServer, deps, start, stop, wsClients: subscriptions.clientCount };
}
