import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

/** What came back on a raw connection: the status of the first response line (0: none), the head and the body. */
export type RawAnswer = { status: number; head: string; headers: Record<string, string>; body: Buffer; raw: Buffer };

function parse(raw: Buffer): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  const head = (end < 0 ? raw : raw.subarray(0, end)).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, head, headers, body: end < 0 ? Buffer.alloc(0) : raw.subarray(end + 4), raw };
}

/**
 * Writes exactly these bytes to host:port (no client library between: malformed requests stay malformed) and collects
 * what comes back until the server closes the connection or timeoutMs passes.
 */
export function rawRequest(port: number, bytes: string | Buffer, timeoutMs = 5_000, host = '127.0.0.1'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, host);
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset a connection it refused while the request was still being written: what it sent counts.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks)));
    });
  });
}

/** A GET (or another method) through node:http without decompression: the bytes as sent, and every header. */
export function httpGet(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: { connection: 'close', ...options.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Parses a Content-Security-Policy value into its directives (name → sources). */
export function cspDirectives(value: string | undefined | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (value ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
