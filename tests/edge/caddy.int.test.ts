import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type ClientHttp2Session, connect as http2Connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
// @ts-expect-error plain ESM scripts without type declarations
import * as serveStatic from '../../scripts/serve-static.mjs';
import { cspDirectives, httpGet } from './helpers.js';

/**
 * The production edge: Debian's Caddy (/usr/bin/caddy, or CADDY_PATH) runs deploy/Caddyfile — the very file
 * docker-compose.yml mounts — with its internal CA and its upstreams pointed at local fakes of the gateway (two
 * replicas) and the services, and at the real scripts/serve-static.mjs serving two small apps. Without Caddy this file
 * fails in CI (CI=true) and is skipped, loudly, elsewhere (as scripts/test.mjs treats Chromium).
 */

const CADDY = process.env.CADDY_PATH || '/usr/bin/caddy';
const CADDYFILE = join(import.meta.dirname, '../../deploy/Caddyfile');
const PATIENT = 'patient.teleconsulta.test';
const CONSOLE = 'console.teleconsulta.test';
const PATIENT_INDEX = '<!doctype html><title>patient app</title>\n';
const CONSOLE_INDEX = '<!doctype html><title>console</title>\n';
const APP_JS = `export const words = ${JSON.stringify('consulta '.repeat(500))};\n`;

type Served = { server: Server; url: string };
const serveApp = serveStatic.serveApp as (options: { dir: string; port: number; gatewayUrl: string; log?: () => void }) => Promise<Served>;
const contentSecurityPolicy = serveStatic.contentSecurityPolicy as (options: { host?: string }) => string;
const PERMISSIONS_POLICY = serveStatic.PERMISSIONS_POLICY as string;

const caddyPresent = existsSync(CADDY);
if (!caddyPresent) {
  console.warn(`
############################################################################
#  CADDY NOT FOUND at ${CADDY}: the edge tests (tests/edge/caddy.int.test.ts)
#  ${process.env.CI ? 'FAIL, since CI is set' : 'did NOT run'}. Install it with:  sudo apt-get install -y caddy
#  (or point CADDY_PATH at a Caddy 2 binary), then run the tests again.
############################################################################`);
}

if (!caddyPresent && process.env.CI) {
  describe('the edge without Caddy in CI', () => {
    it('needs Caddy', () => {
      throw new Error(`Caddy was not found at ${CADDY}: apt-get install -y caddy (.ci/run installs it)`);
    });
  });
}

type Seen = { replica: string; method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** A fake gateway replica: answers what it saw (padded, so the edge compresses it) and echoes graphql-ws messages. */
function fakeGateway(replica: string, seen: Seen[]) {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ replica, method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(200, { 'content-type': 'application/json', server: 'fake-gateway', 'x-powered-by': 'Express' });
      res.end(JSON.stringify({ data: { replica, padding: 'teleconsulta '.repeat(200) } }));
    });
  });
  const wss = new WebSocketServer({ server, path: '/graphql' });
  wss.on('connection', (socket, req) => {
    seen.push({ replica, method: 'WEBSOCKET', url: req.url!, headers: req.headers, body: socket.protocol });
    socket.on('message', (data) => socket.send(`${replica}:${String(data)}`));
  });
  return { server, wss };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((r) => server.close(r));
  return port;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

describe.runIf(caddyPresent)('the edge: deploy/Caddyfile in Debian’s Caddy', () => {
  let dir: string;
  let caddy: ChildProcess;
  let caddyLog = '';
  let httpsPort: number;
  let httpPort: number;
  let ca: Buffer;
  const gatewaySeen: Seen[] = [];
  const servicesSeen: Seen[] = [];
  const replicas = [fakeGateway('gateway-1', gatewaySeen), fakeGateway('gateway-2', gatewaySeen)];
  const services = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      servicesSeen.push({
        replica: 'services',
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  const apps: Served[] = [];
  const sessions: ClientHttp2Session[] = [];

  /** An HTTP/2 session to the edge for one site, trusting only Caddy's local root. */
  function session(site: string): ClientHttp2Session {
    const s = http2Connect(`https://127.0.0.1:${httpsPort}`, { ca, servername: site });
    s.on('error', () => undefined);
    sessions.push(s);
    return s;
  }

  function h2(
    s: ClientHttp2Session,
    site: string,
    path: string,
    options: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = s.request({
        ':method': options.method ?? 'GET',
        ':path': path,
        ':authority': `${site}:${httpsPort}`,
        ...options.headers,
      });
      const chunks: Buffer[] = [];
      let headers: Record<string, string | string[] | undefined> = {};
      req.on('response', (h) => {
        headers = h as typeof headers;
      });
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) }));
      req.on('error', reject);
      req.end(options.body);
    });
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'edge-caddy-'));
    // Two small built apps, served by the real serve-static (with the build's precompressed copies).
    for (const [name, index] of [
      ['patient', PATIENT_INDEX],
      ['console', CONSOLE_INDEX],
    ] as const) {
      const dist = join(dir, name);
      await mkdir(join(dist, 'assets'), { recursive: true });
      await writeFile(join(dist, 'index.html'), index);
      await writeFile(join(dist, 'assets', 'app-1a2b.js'), APP_JS);
      await writeFile(join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(APP_JS));
      await writeFile(join(dist, 'assets', 'app-1a2b.js.gz'), gzipSync(APP_JS));
    }
    const gatewayPorts = [await listen(replicas[0]!.server), await listen(replicas[1]!.server)];
    const servicesPort = await listen(services);
    for (const name of ['patient', 'console'])
      apps.push(await serveApp({ dir: join(dir, name), port: 0, gatewayUrl: `http://127.0.0.1:${gatewayPorts[0]}`, log: () => undefined }));
    httpsPort = await freePort();
    httpPort = await freePort();

    caddy = spawn(CADDY, ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        HOME: dir,
        XDG_DATA_HOME: join(dir, 'data'),
        XDG_CONFIG_HOME: join(dir, 'config'),
        CADDY_ADMIN: 'off',
        CADDY_HTTP_PORT: String(httpPort),
        CADDY_HTTPS_PORT: String(httpsPort),
        TLS_MODE: 'internal',
        PATIENT_SITE: PATIENT,
        CONSOLE_SITE: CONSOLE,
        GATEWAY_UPSTREAMS: gatewayPorts.map((p) => `127.0.0.1:${p}`).join(' '),
        SERVICES_UPSTREAMS: `127.0.0.1:${servicesPort}`,
        PATIENT_APP_UPSTREAMS: apps[0]!.url.replace('http://', ''),
        CONSOLE_APP_UPSTREAMS: apps[1]!.url.replace('http://', ''),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout!.on('data', (c: Buffer) => {
      caddyLog += c.toString();
    });
    caddy.stderr!.on('data', (c: Buffer) => {
      caddyLog += c.toString();
    });
    const exited = new Promise<never>((_, reject) =>
      caddy.once('exit', (code) => reject(new Error(`caddy exited (${code}):\n${caddyLog}`))),
    );

    // Ready: the local CA's root exists and a TLS handshake for the patient site succeeds against it.
    const root = join(dir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    const ready = (async () => {
      for (let i = 0; i < 200; i++) {
        if (existsSync(root)) {
          ca = readFileSync(root);
          const ok = await new Promise<boolean>((resolve) => {
            const socket = tlsConnect({ host: '127.0.0.1', port: httpsPort, servername: PATIENT, ca }, () => {
              socket.end();
              resolve(true);
            });
            socket.on('error', () => resolve(false));
          });
          if (ok) return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`caddy did not become ready:\n${caddyLog}`);
    })();
    await Promise.race([ready, exited]);
  });

  afterAll(async () => {
    for (const s of sessions) s.destroy();
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((r) => caddy.once('exit', r));
      caddy.kill('SIGTERM');
      await exited;
    }
    for (const replica of replicas) {
      for (const client of replica.wss.clients) client.terminate();
      replica.wss.close();
      await close(replica.server);
    }
    await close(services);
    await Promise.all(apps.map((a) => close(a.server)));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('serves each site over TLS with a certificate for its name from Caddy’s local CA, and negotiates HTTP/2', async () => {
    for (const site of [PATIENT, CONSOLE]) {
      const s = session(site);
      const res = await h2(s, site, '/');
      expect(s.alpnProtocol).toBe('h2');
      const cert = (
        s.socket as unknown as { getPeerCertificate: () => { subjectaltname: string; issuer: { CN: string } } }
      ).getPeerCertificate();
      expect(cert.subjectaltname).toBe(`DNS:${site}`);
      expect(cert.issuer.CN).toMatch(/^Caddy Local Authority/);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(site === PATIENT ? PATIENT_INDEX : CONSOLE_INDEX);
    }
    // The client checks the name: the patient site's certificate is not the console's.
    const wrong = await new Promise<string>((resolve) => {
      const socket = tlsConnect(
        {
          host: '127.0.0.1',
          port: httpsPort,
          servername: PATIENT,
          ca,
          checkServerIdentity: (_h, c) => (c.subjectaltname === `DNS:${CONSOLE}` ? undefined : new Error('name mismatch')),
        },
        () => {
          socket.end();
          resolve('accepted');
        },
      );
      socket.on('error', (e) => resolve(e.message));
    });
    expect(wrong).toBe('name mismatch');
  });

  it('redirects plain HTTP to HTTPS', async () => {
    const res = await httpGet(`http://127.0.0.1:${httpPort}/agendar?x=1`, { headers: { host: PATIENT } });
    expect(res.status).toBe(308);
    // (Caddy names the HTTPS port in the address only when it is not 443; this Caddy leaves it out altogether.)
    expect(res.headers.location).toMatch(new RegExp(`^https://${PATIENT.replaceAll('.', '\\.')}(:${httpsPort})?/agendar\\?x=1$`));
  });

  it('sends HSTS, the apps’ Content-Security-Policy and Permissions-Policy, nosniff and the referrer policy, once each', async () => {
    const s = session(PATIENT);
    const res = await h2(s, PATIENT, '/agendar');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers.server).toBeUndefined();
    const csp = res.headers['content-security-policy'];
    expect(typeof csp).toBe('string'); // one header: the edge's replaced the app's own
    const edge = cspDirectives(csp as string);
    expect(edge.get('connect-src')).toContain(`wss://${PATIENT}:${httpsPort}`);
    // The same policy as serve-static's (npm start), its plain ws:// source aside.
    const app = cspDirectives(contentSecurityPolicy({ host: `${PATIENT}:${httpsPort}` }));
    for (const [name, sources] of app)
      app.set(
        name,
        sources.filter((src) => !src.startsWith('ws://')),
      );
    expect(edge).toEqual(app);
    expect(edge.get('script-src')).not.toContain("'unsafe-inline'");
    expect(edge.get('object-src')).toEqual(["'none'"]);
    expect(edge.get('frame-ancestors')).toEqual(["'self'"]);

    const short = await h2(s, PATIENT, '/a/Abc_123-x');
    expect(short.headers['referrer-policy']).toBe('no-referrer');
    const gateway = await h2(s, PATIENT, '/graphql', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(gateway.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(gateway.headers['x-content-type-options']).toBe('nosniff');
    expect(gateway.headers['x-powered-by']).toBeUndefined();
    expect(gateway.headers.server).toBeUndefined();
  });

  it('compresses with zstd or gzip when asked, and passes the apps’ brotli copies through', async () => {
    const s = session(PATIENT);
    const zstd = await h2(s, PATIENT, '/graphql', { method: 'POST', body: '{}', headers: { 'accept-encoding': 'zstd' } });
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(zstd.body.subarray(0, 4).toString('hex')).toBe('28b52ffd'); // zstd's frame magic number
    const gzip = await h2(s, PATIENT, '/graphql', { method: 'POST', body: '{}', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toMatchObject({ data: { padding: expect.any(String) } });
    const plain = await h2(s, PATIENT, '/graphql', { method: 'POST', body: '{}' });
    expect(plain.headers['content-encoding']).toBeUndefined();

    const appZstd = await h2(s, PATIENT, '/assets/app-1a2b.js', { headers: { 'accept-encoding': 'zstd' } });
    expect(appZstd.headers['content-encoding']).toBe('zstd');
    expect(appZstd.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const appGzip = await h2(s, PATIENT, '/assets/app-1a2b.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(appGzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(appGzip.body).toString()).toBe(APP_JS);
    const appBr = await h2(s, PATIENT, '/assets/app-1a2b.js', { headers: { 'accept-encoding': 'br, gzip, zstd' } });
    expect(appBr.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(appBr.body).toString()).toBe(APP_JS);
  });

  it('sends /graphql and /media to the gateway replicas in turn, with the client alone in X-Forwarded-For', async () => {
    const s = session(CONSOLE);
    gatewaySeen.length = 0;
    for (let i = 0; i < 6; i++) {
      const res = await h2(s, CONSOLE, i % 2 ? '/graphql' : '/media/professionals/c/p/photo', {
        method: i % 2 ? 'POST' : 'GET',
        body: i % 2 ? '{"query":"{ me { id } }"}' : undefined,
        headers: { 'x-forwarded-for': '203.0.113.66', 'content-type': 'application/json' },
      });
      expect(res.status).toBe(200);
    }
    expect(gatewaySeen).toHaveLength(6);
    expect(new Set(gatewaySeen.map((r) => r.replica))).toEqual(new Set(['gateway-1', 'gateway-2']));
    for (const seen of gatewaySeen) {
      // What the client claimed is dropped: one hop, Caddy's, and the address it saw.
      expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen.headers['x-forwarded-proto']).toBe('https');
      expect(seen.headers.host).toBe(`${CONSOLE}:${httpsPort}`);
    }
    expect(gatewaySeen.find((r) => r.method === 'POST')?.body).toBe('{"query":"{ me { id } }"}');
  });

  it('keeps answering when a gateway replica is down', async () => {
    // One replica goes away for a moment: every request still reaches the other one.
    const replica = replicas[1]!;
    const address = replica.server.address() as AddressInfo;
    await close(replica.server);
    gatewaySeen.length = 0;
    try {
      const s = session(PATIENT);
      for (let i = 0; i < 4; i++) expect((await h2(s, PATIENT, '/graphql?query=%7Bme%7D')).status).toBe(200);
      expect(gatewaySeen.every((r) => r.replica === 'gateway-1')).toBe(true);
    } finally {
      await new Promise<void>((resolve) => replica.server.listen(address.port, '127.0.0.1', resolve));
    }
  });

  it('carries a websocket upgrade on /graphql to the gateway', async () => {
    gatewaySeen.length = 0;
    const ws = new WebSocket(`wss://${PATIENT}:${httpsPort}/graphql`, 'graphql-transport-ws', {
      ca,
      headers: { 'x-forwarded-for': '198.51.100.7' },
      lookup: ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
        options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4)) as never,
    });
    const messages: string[] = [];
    ws.on('message', (data) => messages.push(String(data)));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    expect(ws.protocol).toBe('graphql-transport-ws');
    ws.send('{"type":"connection_init"}');
    await expect.poll(() => messages.length).toBe(1);
    expect(messages[0]).toMatch(/^gateway-[12]:\{"type":"connection_init"\}$/);
    const upgrade = gatewaySeen.find((r) => r.method === 'WEBSOCKET');
    expect(upgrade?.headers['x-forwarded-for']).toBe('127.0.0.1');
    ws.close();
  });

  it('sends the payment providers’ notifications, and nothing else, to the services', async () => {
    const s = session(PATIENT);
    servicesSeen.length = 0;
    const body = '{"type":"payment","data":{"id":"123"}}';
    const res = await h2(s, PATIENT, '/payment/notification/mercadopago?data.id=123&type=payment', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-signature': 'ts=1,v1=abc', 'x-forwarded-for': '10.0.0.1' },
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ received: true });
    expect(servicesSeen).toHaveLength(1);
    expect(servicesSeen[0]).toMatchObject({ method: 'POST', url: '/payment/notification/mercadopago?data.id=123&type=payment', body });
    expect(servicesSeen[0]!.headers['x-signature']).toBe('ts=1,v1=abc');
    expect(servicesSeen[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');

    // Any other path or method of the services stays inside: the app answers (its page, or 405).
    expect((await h2(s, PATIENT, '/payment/notification/mercadopago')).body.toString()).toBe(PATIENT_INDEX);
    expect((await h2(s, PATIENT, '/user/login', { method: 'POST', body: '{}' })).status).toBe(405);
    expect((await h2(s, PATIENT, '/flow/ws')).body.toString()).toBe(PATIENT_INDEX);
    expect(servicesSeen).toHaveLength(1);
  });

  it('refuses a body over the edge’s limit before it reaches anyone', async () => {
    const s = session(PATIENT);
    gatewaySeen.length = 0;
    const res = await h2(s, PATIENT, '/graphql', { method: 'POST', body: 'x'.repeat(17 * 1000 * 1000) });
    expect(res.status).toBe(413);
    expect(gatewaySeen.filter((r) => r.body.length > 16 * 1000 * 1000)).toEqual([]);
  });
});
