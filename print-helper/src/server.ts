import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PrintHelperConfig } from './config.js';
import { checkContentType, checkLength, checkPdf, type PrintRefusal } from './print-request.js';
import { createPrinter, type Printer } from './printer.js';

export type PrintHelper = { server: Server; printer: Printer; start: () => Promise<string>; stop: () => Promise<void> };
type Log = Pick<Console, 'info' | 'warn'>;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

const refuse = (res: ServerResponse, refusal: PrintRefusal) => send(res, refusal.status, { error: refusal.code, message: refusal.message });

/** Reads the body up to maxBytes; past it, stops reading and answers null (the caller refuses with 413). */
function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        over = true;
        chunks.length = 0;
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
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
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://helper').pathname.replace(/\/+$/, '') || '/';
    if (!cors(config, req, res)) {
      req.resume();
      return send(res, 403, { error: 'ORIGIN_NOT_ALLOWED', message: 'This origin may not use the print helper' });
    }
    if (req.method === 'OPTIONS') return preflight(req, res);
    if (req.method === 'GET' && path === '/healthcheck') return send(res, 200, { ok: true, printer: printer.name });
    if (req.method === 'POST' && path === '/print') {
      print(config, printer, log, req, res).catch((error: unknown) => {
        log.warn(`print request failed: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) send(res, 500, { printed: false, error: 'INTERNAL', message: 'The print helper failed' });
      });
      return;
    }
    req.resume();
    send(res, 404, { error: 'NOT_FOUND', message: 'GET /healthcheck or POST /print' });
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
