// The server of one built app: the request guards, then the gateway proxy or the app's files; parser errors and
// time-outs refused without disturbing an answer under way. scripts/serve-static.mjs is its entry point.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createClientErrorHandler } from './client-errors.mjs';
import { createGatewayProxy } from './gateway-proxy.mjs';
import { MAX_HEADER_BYTES } from './request-guards.mjs';
import { createRequestHandler, createUpgradeHandler } from './request-handlers.mjs';
import { checkCspOptions, securityHeaders } from './security-headers.mjs';
import { createFileServer } from './static-files.mjs';

/** Resolves with the server once it listens on `host:port`, and its URL; rejects when it cannot. */
function listen(server, port, host) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise({ server, url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}` });
    });
  });
}

/**
 * Serves the app built in `dir` on `host:port`; resolves with the listening server and its URL. A CSP option left out
 * is the policy's default (scripts/serve-static.mjs's serveApp fills them from the environment first).
 */
export function startServer({
  dir,
  port,
  host = '127.0.0.1',
  gatewayUrl,
  frameAncestors,
  connectSrcExtra,
  scriptSrcExtra,
  headersTimeoutMs = 20_000,
  requestTimeoutMs = 120_000,
  proxyTimeoutMs = 120_000,
  log = (message) => console.warn(`[serve-static] ${message}`),
}) {
  const root = resolve(dir);
  const { proxy, upgrade } = createGatewayProxy({ gatewayUrl, proxyTimeoutMs, log });
  const csp = checkCspOptions({ frameAncestors, connectSrcExtra, scriptSrcExtra });
  const serveFile = createFileServer({ root, securityHeaders: (req, path) => securityHeaders(req, path, csp) });

  // The answer being written on each connection: the request handler keeps it, the clientError handler reads it.
  const responding = new WeakMap();
  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      // How often the two time-outs above are checked (Node's default, 30 s, would let a slow client stay that long).
      connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs),
      keepAliveTimeout: 5_000,
    },
    createRequestHandler({ proxy, serveFile, log, responding }),
  );
  // A socket idle this long (a client that stopped reading, or writing) is closed.
  server.timeout = Math.max(requestTimeoutMs, 30_000);

  // Requests Node's parser refuses: a 4xx, then the socket closes, without disturbing an answer under way.
  server.on('clientError', createClientErrorHandler(responding));
  // Websocket upgrades on /graphql are piped to the gateway.
  server.on('upgrade', createUpgradeHandler({ upgrade, log }));
  return listen(server, port, host);
}
