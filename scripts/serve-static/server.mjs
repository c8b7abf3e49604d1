// The server of one built app: the request guards, then the gateway proxy or the app's files; parser errors and
// time-outs refused without disturbing an answer under way. scripts/serve-static.mjs is its entry point.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createGatewayProxy } from './gateway-proxy.mjs';
import { refuse, refuseAfterBody, refuseSocket } from './refusals.mjs';
import { MAX_HEADER_BYTES, parseTarget } from './request-guards.mjs';
import { checkCspOptions, securityHeaders } from './security-headers.mjs';
import { createFileServer } from './static-files.mjs';

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

  // The answer being written on each connection (see clientError below).
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
    (req, res) => {
      responding.set(req.socket, res);
      res.on('close', () => {
        if (responding.get(req.socket) === res) responding.delete(req.socket);
      });
      const failed = (error) => {
        log(`${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
        refuse(res, 500, { connection: 'close' });
      };
      try {
        const parsed = parseTarget(req.url);
        if (parsed.status) return refuse(res, parsed.status, { connection: 'close' });
        const { path } = parsed;
        if (path === '/graphql' || path.startsWith('/graphql/') || path.startsWith('/media/')) return proxy(req, res, parsed.target);
        if (req.method !== 'GET' && req.method !== 'HEAD') return refuseAfterBody(req, res, 405, { allow: 'GET, HEAD' });
        serveFile(req, res, parsed).catch(failed);
      } catch (error) {
        // Nothing a request carries may take the server down: whatever was missed above is a 500 for this one only.
        failed(error);
      }
    },
  );
  // A socket idle this long (a client that stopped reading, or writing) is closed.
  server.timeout = Math.max(requestTimeoutMs, 30_000);

  // Requests Node's parser refuses (bad request line, headers too large, a time-out): a 4xx, then the socket closes.
  // On a connection with an answer under way, the refusal must not be taken for that answer: a request still
  // arriving (a slow body) gets its 408 through its own response; a good request's answer (pipelining) is finished
  // first, then the refusal of the bad one follows.
  server.on('clientError', (error, socket) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
            ? 413
            : 400;
    const res = responding.get(socket);
    if (!res) return refuseSocket(socket, status);
    if (!res.req.complete) return res.headersSent ? socket.destroy() : refuse(res, status, { connection: 'close' });
    res.once('close', () => refuseSocket(socket, status));
  });

  // Websocket upgrades on /graphql are piped to the gateway as raw TCP, the request's own header lines forwarded.
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    try {
      upgrade(req, socket, head);
    } catch (error) {
      log(`upgrade ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      refuseSocket(socket, 500);
    }
  });

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise({ server, url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}` });
    });
  });
}
