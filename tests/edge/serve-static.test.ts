import { randomBytes } from 'node:crypto';
import { readdirSync, readlinkSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, createServer as createNetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
// @ts-expect-error plain ESM scripts without type declarations
import * as serveStatic from '../../scripts/serve-static.mjs';
import { cspDirectives, httpGet, rawRequest } from './helpers.js';

/**
 * scripts/serve-static.mjs: the apps' server of `npm start`, the end-to-end tests and the docker images. It must answer
 * every malformed request with a 4xx and keep serving (one bad request used to kill the whole `npm start`), serve the
 * precompressed files the build writes, and send the security headers on every app response.
 */

type Served = { server: Server; url: string };
type ServeOptions = {
  dir: string;
  port: number;
  host?: string;
  gatewayUrl: string;
  frameAncestors?: string;
  connectSrcExtra?: string;
  scriptSrcExtra?: string;
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  proxyTimeoutMs?: number;
  log?: (message: string) => void;
};
const serveApp = serveStatic.serveApp as (options: ServeOptions) => Promise<Served>;

const INDEX = '<!doctype html><html><head><title>Teleconsulta</title></head><body><div id="root"></div></body></html>\n';
const APP_JS = `console.log(${JSON.stringify('teleconsulta '.repeat(400))});\n`;
const BIG = randomBytes(8 * 1024 * 1024);

let root: string;
let dist: string;
let gateway: Server;
let gatewayUrl: string;
let wss: WebSocketServer;
const opened: Served[] = [];
const logged: string[] = [];

async function serve(options: Partial<ServeOptions> = {}): Promise<Served & { port: number }> {
  const served = await serveApp({ dir: dist, port: 0, gatewayUrl, log: (m) => logged.push(m), ...options });
  opened.push(served);
  return { ...served, port: (served.server.address() as AddressInfo).port };
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/** The file descriptors of this process open on a file (Linux: /proc/self/fd). */
function openDescriptors(file: string): number {
  let count = 0;
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`) === file) count++;
    } catch {}
  }
  return count;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-static-'));
  dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  // A sibling whose name starts like the app's folder: a prefix check alone would let it through.
  await mkdir(join(root, 'dist-secret'), { recursive: true });
  await writeFile(join(root, 'dist-secret', 'secret.txt'), 'TOP SECRET');
  await writeFile(join(root, 'secret.txt'), 'TOP SECRET');
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  await writeFile(join(dist, 'index.html.gz'), gzipSync(INDEX));
  await writeFile(join(dist, 'assets', 'app-1a2b3c.js'), APP_JS);
  await writeFile(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(APP_JS));
  await writeFile(join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(APP_JS));
  await writeFile(join(dist, 'assets', 'only-gzip-9f8e.css'), 'body{margin:0}'.repeat(100));
  await writeFile(join(dist, 'assets', 'only-gzip-9f8e.css.gz'), gzipSync('body{margin:0}'.repeat(100)));
  await writeFile(join(dist, 'assets', 'logo-77aa.png'), randomBytes(512));
  await writeFile(join(dist, 'assets', 'big-0000.js'), BIG);
  await writeFile(join(dist, '.env'), 'SECRET=1');

  // The fake gateway: echoes what it received; /graphql/hang never answers, /graphql/reset dies mid-answer.
  gateway = createServer((req, res) => {
    if (req.url?.startsWith('/graphql/hang')) return;
    if (req.url?.startsWith('/graphql/reset')) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"partial":');
      setTimeout(() => req.socket.destroy(), 20);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          host: req.headers.host,
          xff: req.headers['x-forwarded-for'] ?? null,
          proto: req.headers['x-forwarded-proto'] ?? null,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
  });
  wss = new WebSocketServer({ server: gateway, path: '/graphql' });
  wss.on('connection', (socket, req) => {
    socket.send(JSON.stringify({ hello: true, xff: req.headers['x-forwarded-for'] ?? null, protocol: socket.protocol }));
    socket.on('message', (data) => socket.send(String(data)));
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(opened.map((s) => closeServer(s.server)));
  for (const client of wss.clients) client.terminate();
  wss.close();
  await closeServer(gateway);
  await rm(root, { recursive: true, force: true });
});

describe('serve-static under malformed requests', () => {
  let port: number;
  let url: string;
  beforeAll(async () => {
    ({ port, url } = await serve());
  });

  const line = (target: string, method = 'GET', extra = '') =>
    `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`;

  /** [what, the exact bytes, the statuses accepted] */
  const CORPUS: Array<[string, string, number[]]> = [
    ['truncated percent-encoding (the crash of issue 16)', line('/%E0%A4%A'), [400]],
    ['an invalid UTF-8 sequence', line('/%C0%AF'), [400]],
    ['a percent sign without hex digits', line('/%ZZ/index.html'), [400]],
    ['a lone percent sign', line('/100%'), [400]],
    ['an encoded NUL byte', line('/%00'), [400]],
    ['a NUL byte before an extension', line('/index.html%00.js'), [400]],
    ['an encoded control character', line('/a%0Db'), [400]],
    ['traversal with encoded slashes', line('/..%2f..%2fetc/passwd'), [400]],
    ['traversal with encoded dots', line('/%2e%2e/%2e%2e/etc/passwd'), [400]],
    ['traversal with mixed-case encoded dots', line('/%2E%2e/secret.txt'), [400]],
    ['traversal with raw dot segments', line('/../../etc/passwd'), [400]],
    ['traversal inside /assets', line('/assets/../../secret.txt'), [400]],
    ['traversal to a sibling folder', line('/..%2fdist-secret%2fsecret.txt'), [400]],
    ['traversal with encoded backslashes', line('/..%5c..%5cetc%5cpasswd'), [400]],
    ['traversal with raw backslashes', line('/..\\..\\etc\\passwd'), [400]],
    ['a single dot segment', line('/./index.html'), [400]],
    ['an encoded slash', line('/assets%2fapp-1a2b3c.js'), [400]],
    ['a traversal towards the gateway', line('/graphql/..%2f..%2fadmin'), [400]],
    ['bad percent-encoding on the proxied path', line('/graphql/%E0%A4%A'), [400]],
    ['bad percent-encoding on /media', line('/media/%E0%A4%A'), [400]],
    ['an absolute-form target', line('http://evil.example.com/'), [400]],
    ['an authority-form target', line('evil.example.com:443'), [400]],
    ['an asterisk target', line('*', 'OPTIONS'), [400]],
    ['a path over 2 KB', line(`/${'a'.repeat(3000)}`), [414]],
    ['a URL over 8 KB', line(`/?q=${'a'.repeat(9000)}`), [414]],
    ['a header over 16 KB', line('/', 'GET', `X-Big: ${'a'.repeat(20_000)}\r\n`), [431]],
    ['many headers over 16 KB together', line('/', 'GET', 'X-Header-Number: 0123456789\r\n'.repeat(1000)), [431]],
    ['a NUL byte in a header', line('/', 'GET', 'X-Bad: a\u0000b\r\n'), [400]],
    ['a header without a colon', line('/', 'GET', 'NoColonHere\r\n'), [400]],
    ['an unknown method', line('/', 'BREW'), [400, 405, 501]],
    ['a lowercase method', line('/', 'get'), [400, 405, 501]],
    ['Content-Length and Transfer-Encoding together', line('/', 'POST', 'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n'), [400]],
    ['two Content-Length values', line('/', 'POST', 'Content-Length: 1\r\nContent-Length: 2\r\n'), [400]],
    ['a request line that is not HTTP', 'HELLO\r\n\r\n', [400]],
    ['binary garbage', `${randomBytes(64).toString('latin1')}\r\n\r\n`, [400]],
    ['a POST to a static file', line('/index.html', 'POST', 'Content-Length: 5\r\n').replace(/\r\n\r\n$/, '\r\n\r\nhello'), [405]],
    ['a PUT', line('/assets/app-1a2b3c.js', 'PUT', 'Content-Length: 0\r\n'), [405]],
    ['a DELETE', line('/', 'DELETE'), [405]],
    ['a PATCH', line('/', 'PATCH', 'Content-Length: 0\r\n'), [405]],
    ['an OPTIONS on a static file', line('/', 'OPTIONS'), [405]],
    ['a TRACE', line('/', 'TRACE'), [405]],
    ['a dotfile', line('/.env'), [404]],
    ['a missing hashed asset (never the app’s HTML)', line('/assets/gone-1234.js'), [404]],
    [
      'a websocket upgrade off /graphql',
      line('/other', 'GET', 'Upgrade: websocket\r\nConnection: Upgrade\r\n').replace('Connection: close\r\n', ''),
      [404],
    ],
  ];

  for (const [what, bytes, statuses] of CORPUS) {
    it(`answers ${what} with ${statuses.join(' or ')}, and keeps serving`, async () => {
      const answer = await rawRequest(port, bytes);
      expect(statuses, `${what}: ${answer.head.split('\r\n')[0]}`).toContain(answer.status);
      expect(answer.body.toString()).not.toContain('TOP SECRET');
      expect(answer.body.toString()).not.toContain('root:');
      const ok = await fetch(`${url}/`);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toBe(INDEX);
    });
  }

  it('answers a malformed request that follows a good one on the same connection with a 400 too', async () => {
    const answer = await rawRequest(port, `GET / HTTP/1.1\r\nHost: x\r\n\r\nHELLO\r\n\r\n`);
    const text = answer.raw.toString('latin1');
    expect(text.startsWith('HTTP/1.1 200 OK')).toBe(true);
    expect(text).toContain(INDEX);
    expect(text).toMatch(/\r\n\r\n[\s\S]*HTTP\/1\.1 400 Bad Request/);
  });

  it('answers a 405 with Allow and closes rather than reading the body', async () => {
    const answer = await rawRequest(port, 'POST /index.html HTTP/1.1\r\nHost: x\r\nContent-Length: 100000000\r\n\r\nabc', 5_000);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers.connection).toBe('close');
  });

  it('reads a small refused body before its 405, and keeps the connection for the next request (a proxy is not cut off)', async () => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // No answer while the body is still coming.
    expect(received).toBe('');
    socket.write('}GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await new Promise((resolve) => socket.once('close', resolve));
    expect(received.startsWith('HTTP/1.1 405 Method Not Allowed')).toBe(true);
    expect(received).toMatch(/\r\n\r\n[\s\S]*HTTP\/1\.1 200 OK[\s\S]*<title>/);
  });

  it('still answers a normal GET / with the app after the whole corpus, sent at once', async () => {
    await Promise.all(CORPUS.map(([, bytes]) => rawRequest(port, bytes)));
    const res = await fetch(`${url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    const deep = await fetch(`${url}/agendar/2026-12-01`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toBe(INDEX);
  });
});

describe('serve-static with slow and vanishing clients', () => {
  it('times out a request whose headers never end (408) and keeps serving', async () => {
    const { port, url } = await serve({ headersTimeoutMs: 500, requestTimeoutMs: 1_000 });
    const started = Date.now();
    const answer = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n', 10_000);
    expect(answer.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it('times out a slow body on the proxied /graphql (408) and keeps serving', async () => {
    const { port, url } = await serve({ headersTimeoutMs: 500, requestTimeoutMs: 1_000 });
    const answer = await rawRequest(
      port,
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"query":',
      10_000,
    );
    expect(answer.status).toBe(408);
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it('closes the file of a client that disconnects mid-response, and keeps serving', async () => {
    const { port, url } = await serve();
    const file = join(dist, 'assets', 'big-0000.js');
    for (let i = 0; i < 3; i++) {
      await new Promise<void>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GET /assets/big-0000.js HTTP/1.1\r\nHost: x\r\n\r\n'));
        socket.once('data', () => {
          socket.destroy();
          resolve();
        });
        socket.on('error', reject);
      });
    }
    await expect.poll(() => openDescriptors(file), { timeout: 5_000 }).toBe(0);
    const res = await fetch(`${url}/assets/big-0000.js`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(BIG)).toBe(true);
    await expect.poll(() => openDescriptors(file), { timeout: 5_000 }).toBe(0);
  });
});

describe('serve-static in front of a failing gateway', () => {
  it('answers 502 (the SERVER_UNREACHABLE error) when the gateway is down, and keeps serving', async () => {
    const down = createServer();
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const downUrl = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
    await closeServer(down);
    const { url } = await serve({ gatewayUrl: downUrl });
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{a}"}' });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ errors: [{ extensions: { code: 'SERVER_UNREACHABLE' } }] });
    const ws = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const status = await new Promise<number>((resolve) => {
      ws.on('unexpected-response', (_req, response) => resolve(response.statusCode ?? 0));
      ws.on('error', () => resolve(-1));
    });
    expect(status).toBe(502);
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it('answers 504 when the gateway does not answer in time', async () => {
    const { url } = await serve({ proxyTimeoutMs: 500 });
    const res = await fetch(`${url}/graphql/hang`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ errors: [{ extensions: { code: 'SERVER_UNREACHABLE' } }] });
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it('answers 504 to a websocket upgrade the gateway accepts but never answers', async () => {
    const accepted = new Set<Socket>();
    const silent = createNetServer((socket) => {
      accepted.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { url } = await serve({ gatewayUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, proxyTimeoutMs: 500 });
      const ws = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      const status = await new Promise<number>((resolve) => {
        ws.on('unexpected-response', (_req, response) => resolve(response.statusCode ?? 0));
        ws.on('error', () => resolve(-1));
      });
      expect(status).toBe(504);
      expect((await fetch(`${url}/`)).status).toBe(200);
    } finally {
      for (const socket of accepted) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('survives a gateway that dies mid-answer', async () => {
    const { url } = await serve();
    await expect(fetch(`${url}/graphql/reset`).then((r) => r.text())).rejects.toThrow();
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it('proxies /graphql and /media with the client in X-Forwarded-For, and the websocket on /graphql', async () => {
    const { url } = await serve();
    const res = await fetch(`${url}/graphql?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: '{"query":"{ me { id } }"}',
    });
    expect(res.status).toBe(200);
    const seen = (await res.json()) as Record<string, string>;
    expect(seen).toMatchObject({ method: 'POST', url: '/graphql?x=1', body: '{"query":"{ me { id } }"}', proto: 'http' });
    // appended: the proxy's own view of the client is the last entry, the one a gateway trusting one hop reads
    expect(seen.xff).toBe('203.0.113.9, 127.0.0.1');
    const media = (await (await fetch(`${url}/media/professionals/a/b/photo`)).json()) as Record<string, string>;
    expect(media).toMatchObject({ method: 'GET', url: '/media/professionals/a/b/photo', xff: '127.0.0.1' });

    const ws = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const messages: string[] = [];
    ws.on('message', (data) => messages.push(String(data)));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    ws.send('ping-through-proxy');
    await expect.poll(() => messages.length).toBe(2);
    expect(JSON.parse(messages[0]!)).toEqual({ hello: true, xff: '127.0.0.1', protocol: 'graphql-transport-ws' });
    expect(messages[1]).toBe('ping-through-proxy');
    ws.close();
  });
});

describe('serve-static’s precompressed files', () => {
  let url: string;
  beforeAll(async () => {
    ({ url } = await serve());
  });

  it('picks brotli, then gzip, then the file itself from Accept-Encoding', async () => {
    const br = await httpGet(`${url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(APP_JS.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(APP_JS);

    const gz = await httpGet(`${url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(APP_JS);

    const refusedBr = await httpGet(`${url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'br;q=0, gzip;q=0.5' } });
    expect(refusedBr.headers['content-encoding']).toBe('gzip');

    const star = await httpGet(`${url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': '*' } });
    expect(star.headers['content-encoding']).toBe('br');

    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0', 'compress']) {
      const plain = await httpGet(`${url}/assets/app-1a2b3c.js`, { headers: accept ? { 'accept-encoding': accept } : {} });
      expect(plain.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body.toString()).toBe(APP_JS);
    }
  });

  it('uses gzip when it is the only precompressed file, and serves index.html compressed on app routes', async () => {
    const css = await httpGet(`${url}/assets/only-gzip-9f8e.css`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(css.headers['content-encoding']).toBe('gzip');
    const page = await httpGet(`${url}/person/appointment`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString()).toBe(INDEX);
  });

  it('never serves a compressed copy older than its file', async () => {
    const file = join(dist, 'assets', 'stale-5555.js');
    await writeFile(`${file}.br`, brotliCompressSync('old content'));
    await writeFile(file, 'new content '.repeat(50));
    const past = new Date(Date.now() - 60_000);
    await utimes(`${file}.br`, past, past);
    const res = await httpGet(`${url}/assets/stale-5555.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('new content '.repeat(50));
  });

  it('leaves files that are not compressible alone, and answers HEAD without a body', async () => {
    const png = await httpGet(`${url}/assets/logo-77aa.png`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await httpGet(`${url}/assets/app-1a2b3c.js`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const first = await httpGet(`${url}/`, { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag!;
    expect(etag).toBeTruthy();
    const again = await httpGet(`${url}/`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherEncoding = await httpGet(`${url}/`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(otherEncoding.status).toBe(200);
  });
});

describe('serve-static’s security headers', () => {
  it('sends the Content-Security-Policy, nosniff, a referrer policy and a permissions policy on app responses', async () => {
    const { url, port } = await serve();
    for (const path of ['/', '/agendar', '/assets/app-1a2b3c.js']) {
      const res = await fetch(`${url}${path}`);
      const csp = cspDirectives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')?.[0]).toBe("'self'");
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", `ws://127.0.0.1:${port}`, 'http://127.0.0.1:*']));
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const permissions = res.headers.get('permissions-policy') ?? '';
      expect(permissions).toContain('camera=(self)');
      expect(permissions).toContain('microphone=(self)');
      expect(permissions).toContain('geolocation=()');
      expect(permissions).toContain('payment=()');
      expect(res.headers.get('x-frame-options')).toBeNull();
    }
  });

  it('sends no referrer from the short-link pages, and lets no cache keep them', async () => {
    const { url } = await serve();
    for (const path of ['/cn/Abc_123', '/a/Abc_123', '/accessroom/Abc_123/', '/p/Abc_123', '/payment/x', '/cancel/x', '/invite/Tok_456']) {
      const res = await fetch(`${url}${path}`);
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const other = await fetch(`${url}/a/Abc_123/extra`);
    expect(other.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(other.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the security headers on its refusals too', async () => {
    const { url } = await serve();
    const res = await fetch(`${url}/assets/gone-1234.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('takes frame-ancestors and extra connect and script sources from its options, and refuses what would break the header', async () => {
    const { url } = await serve({
      frameAncestors: "'self' https://portal.example.com",
      connectSrcExtra: 'https://*.daily.co wss://*.daily.co',
      scriptSrcExtra: 'https://*.daily.co',
    });
    const csp = cspDirectives((await fetch(`${url}/`)).headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://portal.example.com']);
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://*.daily.co', 'wss://*.daily.co']));
    expect(csp.get('script-src')).toEqual(["'self'", 'blob:', 'https://*.daily.co']);
    await expect(serve({ scriptSrcExtra: "'unsafe-inline'; object-src *" })).rejects.toThrow(/script/i);
    await expect(serve({ frameAncestors: "'self'; script-src *" })).rejects.toThrow(/frame/i);
    await expect(serve({ connectSrcExtra: 'https://a.example.com,\r\nx: y' })).rejects.toThrow(/connect/i);
  });

  it('never copies a strange Host header into the policy', async () => {
    const { port } = await serve();
    const answer = await rawRequest(
      port,
      "GET / HTTP/1.1\r\nHost: evil.example.com; script-src * 'unsafe-inline'\r\nConnection: close\r\n\r\n",
    );
    expect(answer.status).toBe(200);
    const csp = cspDirectives(answer.headers['content-security-policy']);
    expect(csp.get('script-src')?.[0]).toBe("'self'");
    expect(csp.get('script-src')).not.toContain('*');
    expect(answer.headers['content-security-policy']).not.toContain('evil.example.com');
  });
});
