import { createServer, type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { PrintHelperConfig } from './config.js';
import { checkContentType, checkLength, checkPdf, type PrintRefusal } from './print-request.js';
import { createPrinter, type Printer } from './printer.js';

export type PrintHelper = { server: Server; printer: Printer; start: () => Promise<string>; stop: () => Promise<void> };
type Log = Pick<Console, 'info' | 'warn'>;

/** A request target longer than this is refused (414); all headers together longer than MAX_HEADER_BYTES: 431. */
const MAX_TARGET_BYTES = 2048;
const MAX_HEADER_BYTES = 16 * 1024;

/** The helper's two paths and the method each answers (OPTIONS aside: the CORS preflight). */
const ROUTES: Readonly<Record<string, string>> = { '/healthcheck': 'GET', '/print': 'POST' };

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { ...JSON_HEADERS, ...headers });
  res.end(JSON.stringify(body));
}

/**
 * The path of a request target, or why it is refused: a target that is not a path (`//host`, `http://…`, `*`) is a
 * 400, one over 2 KB a 414. The query is ignored; trailing slashes are not significant.
 */
export function targetPath(target: string | undefined): { path: string } | { status: 400 | 414 } {
  if (!target?.startsWith('/') || target.startsWith('//')) return { status: 400 };
  if (Buffer.byteLength(target) > MAX_TARGET_BYTES) return { status: 414 };
  return { path: target.split('?')[0]!.replace(/\/+$/, '') || '/' };
}

/** A refusal on a bare socket (what Node's parser refused has no ServerResponse), then the connection closes. */
function refuseSocket(socket: Socket, status: number, code: string) {
  if (!socket.writable || socket.bytesWritten > 0) return void socket.destroy();
  const body = JSON.stringify({ error: code, message: STATUS_CODES[status] ?? 'Bad request' });
  const headers = Object.entries({ ...JSON_HEADERS, 'content-length': String(Buffer.byteLength(body)), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n\r\n${body}`);
  setTimeout(() => socket.destroy(), 2_000).unref();
}

const refuse = (res: ServerResponse, refusal: PrintRefusal) => send(res, refusal.status, { error: refusal.code, message: refusal.message });

/** The client went away (or timed out) before its whole request arrived: nobody is left to answer. */
class ClientGone extends Error {}

/**
 * Reads the body up to maxBytes; past it, stops reading and answers null (the caller refuses with 413). A client that
 * disconnects (or is timed out) mid-body rejects with ClientGone.
 */
function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        chunks.length = 0;
        req.pause();
        settle(() => resolve(null));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => settle(() => resolve(Buffer.concat(chunks))));
    req.on('error', () => settle(() => reject(new ClientGone())));
    req.on('close', () => settle(() => reject(new ClientGone())));
  });
}

/**
 * CORS for the apps' origins only. A request from another origin is refused outright (a browser would not let the page
 * read the answer, but the PDF would still print). Requests without an Origin (curl, a kiosk's own script) pass.
 */
function cors(config: PrintHelperConfig, req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (!config.allowedOrigins.includes(origin)) return false;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('vary', 'Origin');
  return true;
}

function preflight(req: IncomingMessage, res: ServerResponse) {
  const headers: Record<string, string> = {
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '600',
  };
  // Chrome's Private Network Access: a page on a public address asks before calling 127.0.0.1.
  if (req.headers['access-control-request-private-network'] === 'true') headers['access-control-allow-private-network'] = 'true';
  res.writeHead(204, headers);
  res.end();
}

async function print(config: PrintHelperConfig, printer: Printer, log: Log, req: IncomingMessage, res: ServerResponse) {
  const badType = checkContentType(req.headers['content-type']);
  if (badType) {
    req.resume();
    return refuse(res, badType);
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  const tooLarge = checkLength(declared, config.maxBytes);
  if (tooLarge) {
    res.setHeader('connection', 'close');
    return refuse(res, tooLarge);
  }
  const body = await readBody(req, config.maxBytes);
  if (!body) {
    res.setHeader('connection', 'close');
    return refuse(res, checkLength(config.maxBytes + 1, config.maxBytes)!);
  }
  const notPdf = checkPdf(body);
  if (notPdf) return refuse(res, notPdf);
  try {
    const { file } = await printer.print(body);
    log.info(`printed ${body.length} bytes${file ? ` to ${file}` : ` with ${printer.name}`}`);
    return send(res, 200, { printed: true, file });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn(`print failed: ${message}`);
    return send(res, 502, { printed: false, error: 'PRINT_FAILED', message });
  }
}

/**
 * The local print helper (SPEC §7: GET healthcheck, then POST print as application/pdf): a plain node:http server on
 * the reception's machine that the apps call from the browser.
 */
export function createPrintHelper(config: PrintHelperConfig, log: Log = console): PrintHelper {
  const printer = createPrinter(config);
  const failed = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    if (error instanceof ClientGone) return;
    log.warn(`print helper: ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
    send(res, 500, { printed: false, error: 'INTERNAL', message: 'The print helper failed' });
  };

  function handle(req: IncomingMessage, res: ServerResponse) {
    const target = targetPath(req.url);
    // Refusals close the connection instead of reading a body nobody wants.
    if ('status' in target) {
      const code = target.status === 414 ? 'URI_TOO_LONG' : 'BAD_REQUEST';
      return send(res, target.status, { error: code, message: STATUS_CODES[target.status] }, { connection: 'close' });
    }
    const { path } = target;
    if (!cors(config, req, res)) {
      return send(res, 403, { error: 'ORIGIN_NOT_ALLOWED', message: 'This origin may not use the print helper' }, { connection: 'close' });
    }
    const method = ROUTES[path];
    if (!method) return send(res, 404, { error: 'NOT_FOUND', message: 'GET /healthcheck or POST /print' }, { connection: 'close' });
    if (req.method === 'OPTIONS') return preflight(req, res);
    if (req.method !== method) {
      return send(
        res,
        405,
        { error: 'METHOD_NOT_ALLOWED', message: `${method} ${path}` },
        { allow: `${method}, OPTIONS`, connection: 'close' },
      );
    }
    if (method === 'GET') return send(res, 200, { ok: true, printer: printer.name });
    print(config, printer, log, req, res).catch((error: unknown) => failed(req, res, error));
  }

  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // How often those two time-outs are checked (Node's 30 s default would let a slow client stay that long).
      connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs),
    },
    (req, res) => {
      try {
        handle(req, res);
      } catch (error) {
        failed(req, res, error);
      }
    },
  );
  // What Node's parser refuses (a bad request line or header, headers too large, a time-out): a 4xx, then it closes.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return void socket.destroy();
    if (error.code === 'HPE_HEADER_OVERFLOW') return refuseSocket(socket, 431, 'HEADERS_TOO_LARGE');
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return refuseSocket(socket, 408, 'REQUEST_TIMEOUT');
    refuseSocket(socket, 400, 'BAD_REQUEST');
  });
  return {
    server,
    printer,
    start: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => {
          const { port } = server.address() as AddressInfo;
          resolve(`http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`);
        });
      }),
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
