// A small production server for a built single-page app: static files with long caching for hashed assets, the
// precompressed copies the build writes (brotli, then gzip, picked from Accept-Encoding), index.html for every other
// app route, the security headers on every answer, and /graphql (HTTP and websocket) and /media (the gateway's images,
// such as professionals' photos) proxied to the gateway, so the app talks to its own origin. Used by `npm start`, the
// end-to-end tests and the docker images (behind Caddy there: deploy/Caddyfile, docs/edge.md).
//
// Whatever a client sends, the answer is a 4xx and the server keeps serving: bad percent-encoding, NUL and control
// bytes, dot segments and encoded slashes or backslashes (never a path outside the app's folder), targets that are not
// a path, overlong paths (414) and headers (431), methods other than GET and HEAD on files (405), slow headers and
// bodies (408), clients that vanish mid-answer (their file is closed) and a gateway that is down (502), slow (504) or
// dies mid-answer.
import { open, stat } from 'node:fs/promises';
import { createServer, request, STATUS_CODES } from 'node:http';
import { connect } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

/** The files scripts/build.mjs writes .br and .gz copies of (the others are compressed already, or tiny). */
export const COMPRESSIBLE_EXTENSIONS = ['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt'];
const COMPRESSIBLE = new Set(COMPRESSIBLE_EXTENSIONS);
/** Precompressed copies by preference: brotli is smaller than gzip; zstd has no encoder in Node 20's zlib. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** A path longer than this (2 KB) is refused (414); the whole target (path and query) may be 8 KB. */
export const MAX_PATH_BYTES = 2048;
export const MAX_URL_BYTES = 8192;
/** All request headers together (Node's parser answers 431 beyond). */
export const MAX_HEADER_BYTES = 16 * 1024;

// Short links carry an appointment's access code (or a staff invitation's token) in the path: those pages send no
// Referer anywhere, and no cache keeps them (SECURITY.md T24).
const SHORT_LINK = /^\/(cancel|cn|accessroom|a|payment|p|invite)\/[^/]+\/?$/;

/**
 * Browser features the apps use: camera and microphone (the video room, the connectivity test, spoken symptoms),
 * fullscreen and autoplay (the room's videos) for the app itself; everything else nobody on these pages needs.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'fullscreen=(self)',
  'autoplay=(self)',
  'display-capture=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'xr-spatial-tracking=()',
  'idle-detection=()',
  'browsing-topics=()',
].join(', ');

/** A host (and port) as a browser sends it: names, IPv4 and bracketed IPv6; anything else never reaches a header. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
/** A list of CSP sources ('self', https://*.example.com, wss://host:443, data:): no ';' or ',' that would add directives. */
const SOURCES = /^[A-Za-z0-9'*:/.\-_+[\] ]*$/;

function checkSources(name, value) {
  if (!SOURCES.test(value)) throw new Error(`serve-static: ${name} must be CSP sources separated by spaces, got ${JSON.stringify(value)}`);
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * The Content-Security-Policy of the apps (deploy/Caddyfile sends the same one; docs/edge.md explains each part).
 * - scripts: the app's own bundles only, and blob: for the audio worklet the patient app builds in memory to record
 *   spoken symptoms (a blob: URL can only be made by a script already running here); no inline script, no eval;
 * - styles: the app's CSS and the <style> elements MUI's emotion inserts at run time ('unsafe-inline');
 * - connect: the same origin (HTTP and its websocket) and the print helper on the reception's own machine (loopback
 *   only, any port: VITE_PRINT_HELPER_URL and the kiosk's ?printer=), plus connectSrcExtra (e.g. a video provider,
 *   whose scripts go in scriptSrcExtra);
 * - images: the app's, data: (the PIX QR code) and blob:; media: the app's sounds and the call's blob:/MediaStream;
 * - frames: none loaded from anywhere but here; this page framed only by frameAncestors ('self' by default);
 * - object-src 'none', base-uri 'self', form-action 'self'.
 */
export function contentSecurityPolicy({ host, frameAncestors = "'self'", connectSrcExtra = '', scriptSrcExtra = '' } = {}) {
  const sockets = host && HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  const extra = connectSrcExtra ? ` ${connectSrcExtra}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' blob:${scriptSrcExtra ? ` ${scriptSrcExtra}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self'${sockets} http://127.0.0.1:* http://localhost:*${extra}`,
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** serveApp's CSP options from the environment: CSP_FRAME_ANCESTORS, CSP_CONNECT_SRC_EXTRA and CSP_SCRIPT_SRC_EXTRA. */
export function cspOptionsFromEnv(env = process.env) {
  return {
    frameAncestors: env.CSP_FRAME_ANCESTORS?.trim() || undefined,
    connectSrcExtra: env.CSP_CONNECT_SRC_EXTRA?.trim() || undefined,
    scriptSrcExtra: env.CSP_SCRIPT_SRC_EXTRA?.trim() || undefined,
  };
}

/** What refusals carry: nothing may load from them, nobody may frame them, nothing is cached. */
const REFUSAL_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

function refuse(res, status, extra = {}) {
  if (res.headersSent) return res.destroy();
  const body = `${status} ${STATUS_CODES[status] ?? 'Error'}\n`;
  res.writeHead(status, { ...REFUSAL_HEADERS, 'content-length': Buffer.byteLength(body), ...extra });
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}

/** How much of a refused request's body is read and dropped before the answer; a larger one closes the connection. */
const DRAIN_LIMIT = 64 * 1024;

/**
 * A refusal that waits for a small body to arrive first: answering and closing while a proxy is still sending it cuts
 * the proxy off mid-request, and it answers 502 instead of our refusal (Caddy does, on a loaded machine). A body over
 * DRAIN_LIMIT is not read: the answer closes the connection. The server's request timeout still ends a slow body.
 */
function refuseAfterBody(req, res, status, extra) {
  const length = Number(req.headers['content-length'] ?? 0);
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (req.readableEnded || (!chunked && !(length > 0))) return refuse(res, status, extra);
  if (length > DRAIN_LIMIT) return refuse(res, status, { ...extra, connection: 'close' });
  let read = 0;
  const onData = (chunk) => {
    read += chunk.length;
    if (read <= DRAIN_LIMIT) return;
    req.off('data', onData);
    req.pause();
    refuse(res, status, { ...extra, connection: 'close' });
  };
  req.on('data', onData);
  req.once('end', () => {
    if (!res.headersSent) refuse(res, status, extra);
  });
}

/** The same refusal written on a bare socket (parser errors and websocket upgrades have no ServerResponse). */
function refuseSocket(socket, status) {
  if (!socket.writable) return socket.destroy();
  const body = `${status} ${STATUS_CODES[status] ?? 'Error'}\n`;
  const headers = Object.entries({ ...REFUSAL_HEADERS, 'content-length': Buffer.byteLength(body), connection: 'close' })
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${headers}\r\n\r\n${body}`);
  // A client that never closes its side is cut off shortly after.
  setTimeout(() => socket.destroy(), 2_000).unref();
}

/**
 * Checks a request target and decodes its path, segment by segment. Refuses (400) what no browser sends for a page
 * of this app: a target that is not a path, bad percent-encoding, NUL and control bytes, backslashes, encoded
 * slashes, dot segments; 414 beyond the length limits.
 */
export function parseTarget(target) {
  if (typeof target !== 'string' || !target.startsWith('/')) return { status: 400 };
  if (Buffer.byteLength(target) > MAX_URL_BYTES) return { status: 414 };
  const queryAt = target.indexOf('?');
  const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
  if (Buffer.byteLength(rawPath) > MAX_PATH_BYTES) return { status: 414 };
  if (rawPath.includes('\\') || rawPath.includes('#')) return { status: 400 };
  const segments = [];
  for (const raw of rawPath.slice(1).split('/')) {
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { status: 400 };
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    if (/[\u0000-\u001f\u007f/\\]/.test(segment) || segment === '.' || segment === '..') return { status: 400 };
    segments.push(segment);
  }
  return { status: 0, path: `/${segments.join('/')}`, rawPath, segments, target };
}

/** The encodings a client accepts, with their weights (RFC 9110 §12.5.3); absent ones are not acceptable, `*` aside. */
function acceptedEncodings(header) {
  const weights = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  return (name) => weights.get(name) ?? weights.get('*') ?? 0;
}

/** Opens a regular file (null when there is none); the open handle is what is streamed, so it cannot change between. */
async function openFile(path) {
  let handle;
  try {
    handle = await open(path, 'r');
    const info = await handle.stat();
    if (info.isFile()) return { handle, info };
  } catch {}
  await handle?.close().catch(() => undefined);
  return null;
}

/** The best precompressed copy the client accepts that is at least as new as the file itself; null: the file. */
async function pickEncoding(file, info, acceptEncoding) {
  if (!COMPRESSIBLE.has(extname(file))) return null;
  const weight = acceptedEncodings(acceptEncoding);
  const candidates = ENCODINGS.filter((e) => weight(e.name) > 0).sort((a, b) => weight(b.name) - weight(a.name));
  for (const encoding of candidates) {
    const copy = await stat(`${file}${encoding.suffix}`).catch(() => null);
    if (copy?.isFile() && copy.mtimeMs >= info.mtimeMs) return encoding;
  }
  return null;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** A message's headers without the hop-by-hop ones (RFC 9110 §7.6.1), including those its Connection names. */
function endToEnd(headers) {
  const named = new Set(
    String(headers.connection ?? '')
      .toLowerCase()
      .split(',')
      .map((s) => s.trim()),
  );
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !HOP_BY_HOP.has(k) && !named.has(k)));
}

/** X-Forwarded-For with this hop appended: the client as this server saw it is the last entry. */
function forwardedFor(req) {
  const client = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const previous = [req.headers['x-forwarded-for']].flat().filter(Boolean).join(', ');
  return previous ? `${previous}, ${client}` : client;
}

const unreachable = JSON.stringify({
  errors: [{ message: 'Impossível acessar o servidor. Tente novamente', extensions: { code: 'SERVER_UNREACHABLE', status: 400 } }],
});

export function serveApp({
  dir,
  port,
  host = '127.0.0.1',
  gatewayUrl,
  frameAncestors = cspOptionsFromEnv().frameAncestors,
  connectSrcExtra = cspOptionsFromEnv().connectSrcExtra,
  scriptSrcExtra = cspOptionsFromEnv().scriptSrcExtra,
  headersTimeoutMs = 20_000,
  requestTimeoutMs = 120_000,
  proxyTimeoutMs = 120_000,
  log = (message) => console.warn(`[serve-static] ${message}`),
}) {
  const root = resolve(dir);
  const gateway = new URL(gatewayUrl);
  const gatewayPort = Number(gateway.port || 80);
  const csp = {
    frameAncestors: checkSources('CSP_FRAME_ANCESTORS (frameAncestors)', frameAncestors ?? "'self'"),
    connectSrcExtra: checkSources('CSP_CONNECT_SRC_EXTRA (connectSrcExtra)', connectSrcExtra ?? ''),
    scriptSrcExtra: checkSources('CSP_SCRIPT_SRC_EXTRA (scriptSrcExtra)', scriptSrcExtra ?? ''),
  };
  if (!csp.frameAncestors) throw new Error('serve-static: frameAncestors (CSP_FRAME_ANCESTORS) may not be empty');

  const securityHeaders = (req, path) => ({
    'content-security-policy': contentSecurityPolicy({ host: req.headers.host, ...csp }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': SHORT_LINK.test(path) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  });

  function proxy(req, res, target) {
    const headers = {
      ...endToEnd(req.headers),
      host: gateway.host,
      'x-forwarded-for': forwardedFor(req),
      'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
      ...(req.headers.host ? { 'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host } : {}),
    };
    const upstream = request({ host: gateway.hostname, port: gatewayPort, method: req.method, path: target, headers });
    let timedOut = false;
    upstream.setTimeout(proxyTimeoutMs, () => {
      timedOut = true;
      upstream.destroy(new Error(`the gateway did not answer within ${proxyTimeoutMs} ms`));
    });
    upstream.on('response', (up) => {
      res.writeHead(up.statusCode ?? 502, endToEnd(up.headers));
      pipeline(up, res, () => undefined);
    });
    upstream.on('error', (error) => {
      if (res.headersSent) return res.destroy();
      log(`${req.method} ${target}: ${error.message}`);
      const body = req.method === 'HEAD' ? undefined : unreachable;
      res.writeHead(timedOut ? 504 : 502, { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' });
      res.end(body);
    });
    // The client going away (or the request timing out) aborts the gateway's call too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    pipeline(req, upstream, () => undefined);
  }

  async function serveFile(req, res, parsed) {
    const { path, segments } = parsed;
    if (segments.some((s) => s.startsWith('.'))) return refuse(res, 404);
    let file = join(root, ...segments);
    if (file !== root && !file.startsWith(root + sep)) return refuse(res, 400);
    let opened = await openFile(file);
    if (!opened) {
      // A missing asset or file is a 404 (never the app's HTML under a script's URL, cached for a year); any other
      // path is a route of the app: index.html.
      if (path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(segments.at(-1) ?? '')) return refuse(res, 404);
      file = join(root, 'index.html');
      opened = await openFile(file);
      if (!opened) return refuse(res, 404);
    }
    const { handle, info } = opened;
    try {
      const encoding = await pickEncoding(file, info, req.headers['accept-encoding']);
      let body = { handle, size: info.size };
      if (encoding) {
        const copy = await openFile(`${file}${encoding.suffix}`);
        if (copy) {
          await handle.close();
          body = { handle: copy.handle, size: copy.info.size };
        }
      }
      const coded = encoding && body.handle !== handle ? encoding.name : null;
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${coded ? `-${coded}` : ''}"`;
      const headers = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': path.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : SHORT_LINK.test(path)
            ? 'no-store'
            : 'no-cache',
        etag,
        'last-modified': info.mtime.toUTCString(),
        ...(COMPRESSIBLE.has(extname(file)) ? { vary: 'Accept-Encoding' } : {}),
        ...(coded ? { 'content-encoding': coded } : {}),
        ...securityHeaders(req, path),
      };
      const matches = (req.headers['if-none-match'] ?? '')
        .split(',')
        .map((t) => t.trim().replace(/^W\//, ''))
        .some((t) => t === etag || t === '*');
      if (matches || req.method === 'HEAD') {
        await body.handle.close();
        res.writeHead(matches ? 304 : 200, matches ? headers : { ...headers, 'content-length': body.size });
        return res.end();
      }
      res.writeHead(200, { ...headers, 'content-length': body.size });
      // pipeline closes the file when the client goes away mid-answer.
      pipeline(body.handle.createReadStream({ autoClose: true }), res, () => undefined);
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }

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

  function upgrade(req, socket, head) {
    const parsed = parseTarget(req.url);
    if (parsed.status) return refuseSocket(socket, parsed.status);
    if (parsed.path !== '/graphql') return refuseSocket(socket, 404);
    socket.setTimeout(0);
    socket.setNoDelay(true);
    const upstream = connect(gatewayPort, gateway.hostname);
    let answered = false;
    let timedOut = false;
    upstream.setTimeout(proxyTimeoutMs, () => {
      timedOut = true;
      upstream.destroy(new Error('the gateway did not answer the upgrade in time'));
    });
    upstream.on('connect', () => {
      const lines = [`${req.method} ${parsed.target} HTTP/1.1`, `host: ${gateway.host}`, `x-forwarded-for: ${forwardedFor(req)}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i];
        if (!/^(host|x-forwarded-for)$/i.test(name)) lines.push(`${name}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.once('data', () => {
      answered = true;
      upstream.setTimeout(0);
    });
    upstream.on('error', (error) => {
      log(`upgrade ${parsed.target}: ${error.message}`);
      if (answered) socket.destroy();
      else refuseSocket(socket, timedOut ? 504 : 502);
    });
    upstream.on('close', () => socket.end());
    socket.on('close', () => upstream.destroy());
  }

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise({ server, url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}` });
    });
  });
}

// `node scripts/serve-static.mjs <dir> <port> <gatewayUrl>` (the docker images run it this way).
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port = '8080', gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000'] = process.argv.slice(2);
  const { server, url } = await serveApp({ dir, port: Number(port), host: process.env.HOST ?? '0.0.0.0', gatewayUrl });
  console.log(`serving ${dir} at ${url}`);
  // docker stop: finish what is in flight, then leave (PID 1 in a container has no default signal handling).
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
