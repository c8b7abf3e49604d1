import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { createPrintHelper, type PrintHelper } from './server.js';

const APP = 'http://localhost:5173';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x20), Buffer.from('\n%%EOF\n')]);
const quiet = { info: () => {}, warn: () => {} };

let dir: string;
const started: PrintHelper[] = [];

async function start(env: Record<string, string> = {}) {
  const helper = createPrintHelper(
    parseConfig({ PRINT_HELPER_PORT: '0', PRINT_SPOOL_DIR: join(dir, 'spool'), PRINT_ALLOWED_ORIGINS: APP, ...env }),
    quiet,
  );
  started.push(helper);
  return helper.start();
}

const post = (url: string, body: Buffer | string, type = 'application/pdf', headers: Record<string, string> = {}) =>
  fetch(`${url}/print`, { method: 'POST', headers: { 'content-type': type, ...headers }, body });
const spooled = async () => (await readdir(join(dir, 'spool')).catch(() => [] as string[])).filter((f) => f.endsWith('.pdf'));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'print-helper-'));
});
afterAll(async () => {
  await Promise.all(started.map((h) => h.stop()));
  await rm(dir, { recursive: true, force: true });
});

describe('the print helper with the default spool directory', () => {
  let url: string;
  beforeAll(async () => {
    url = await start();
  });

  it('answers the health check with its printer', async () => {
    const res = await fetch(`${url}/healthcheck`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, printer: `spool:${join(dir, 'spool')}` });
  });

  it('prints a PDF to the spool directory, byte for byte', async () => {
    const res = await post(url, PDF, 'application/pdf', { origin: APP });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(APP);
    const body = (await res.json()) as { printed: boolean; file: string };
    expect(body.printed).toBe(true);
    expect(body.file.startsWith(join(dir, 'spool'))).toBe(true);
    expect(await readFile(body.file)).toEqual(PDF);
    expect(await spooled()).toEqual([body.file.split('/').pop()]);
  });

  it('refuses another type (415), more than 2 MB (413) and a body that is not a PDF (400), printing nothing', async () => {
    const before = await spooled();
    const json = await post(url, JSON.stringify({ pdf: 'x' }), 'application/json');
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
    const big = await post(url, Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: 'TOO_LARGE' });
    // without a declared length (chunked), the body is counted as it arrives
    const chunks = [PDF, Buffer.alloc(1024 * 1024), Buffer.alloc(1024 * 1024)];
    const stream = new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    });
    const chunked = await fetch(`${url}/print`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    const fake = await post(url, '<html>not a pdf</html>');
    expect(fake.status).toBe(400);
    expect(await fake.json()).toMatchObject({ error: 'NOT_A_PDF' });
    expect(await spooled()).toEqual(before);
  });

  it('lets the apps’ origins through CORS and refuses any other origin', async () => {
    const pre = await fetch(`${url}/print`, {
      method: 'OPTIONS',
      headers: {
        origin: APP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
        'access-control-request-private-network': 'true',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe(APP);
    expect(pre.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(pre.headers.get('access-control-allow-private-network')).toBe('true');

    const before = await spooled();
    const evil = await post(url, PDF, 'application/pdf', { origin: 'https://evil.example.com' });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(await spooled()).toEqual(before);
  });

  it('answers 404 for anything else, and 405 for another method of its two paths', async () => {
    expect((await fetch(`${url}/printer`)).status).toBe(404);
    expect((await fetch(`${url}/`)).status).toBe(404);
    expect((await fetch(`${url}/print`)).status).toBe(405);
  });
});

describe('the print helper with PRINT_COMMAND', () => {
  it('pipes the PDF to the command', async () => {
    const out = join(dir, 'printed-by-command.pdf');
    const url = await start({ PRINT_COMMAND: `cat > '${out}'` });
    expect(await (await fetch(`${url}/healthcheck`)).json()).toEqual({ ok: true, printer: `cat > '${out}'` });
    const res = await post(url, PDF);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ printed: true, file: null });
    expect(await readFile(out)).toEqual(PDF);
  });

  it('answers a failing printer with 502 and the reason, and keeps serving', async () => {
    const url = await start({ PRINT_COMMAND: 'echo "printer TAGS is offline" >&2; exit 3' });
    const res = await post(url, PDF);
    expect(res.status).toBe(502);
    const body = (await res.json()) as { printed: boolean; error: string; message: string };
    expect(body).toMatchObject({ printed: false, error: 'PRINT_FAILED' });
    expect(body.message).toContain('printer TAGS is offline');
    expect((await fetch(`${url}/healthcheck`)).status).toBe(200);
  });
});

/** Exactly these bytes on a fresh connection (malformed requests stay malformed); what came back until it closed. */
function raw(url: string, bytes: string, timeoutMs = 5_000): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' || e.code === 'EPIPE' ? undefined : reject(e)));
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
  });
}

describe('the print helper under malformed requests', () => {
  let url: string;
  beforeAll(async () => {
    url = await start();
  });

  const line = (target: string, method = 'GET', extra = '') =>
    `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`;
  const CORPUS: Array<[string, string, number[]]> = [
    ['a target that is no URL at all (the crash)', line('//'), [400]],
    ['a scheme-relative target', line('//evil.example.com/print'), [400]],
    ['an absolute-form target', line('http://[::1/print'), [400]],
    ['an asterisk target', line('*', 'OPTIONS'), [400]],
    ['bad percent-encoding', line('/%E0%A4%A'), [404]],
    ['an encoded NUL byte', line('/print%00'), [404]],
    ['a target over 2 KB', line(`/${'a'.repeat(3000)}`), [414]],
    ['a header over 16 KB', line('/healthcheck', 'GET', `X-Big: ${'a'.repeat(20_000)}\r\n`), [431]],
    ['a NUL byte in a header', line('/healthcheck', 'GET', 'X-Bad: a\u0000b\r\n'), [400]],
    ['Content-Length and Transfer-Encoding together', line('/print', 'POST', 'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n'), [400]],
    ['a Content-Length that is not a number', line('/print', 'POST', 'Content-Type: application/pdf\r\nContent-Length: abc\r\n'), [400]],
    ['an unknown method', line('/print', 'BREW'), [400, 405, 501]],
    ['a PUT to /print', line('/print', 'PUT', 'Content-Length: 0\r\n'), [405]],
    ['a GET of /print', line('/print'), [405]],
    ['a DELETE of /healthcheck', line('/healthcheck', 'DELETE'), [405]],
    ['binary garbage', `\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003\r\n\r\n`, [400]],
  ];

  for (const [what, bytes, statuses] of CORPUS) {
    it(`answers ${what} with ${statuses.join(' or ')}, and keeps serving`, async () => {
      const answer = await raw(url, bytes);
      expect(statuses, `${what}: ${answer.head.split('\r\n')[0]}`).toContain(answer.status);
      expect((await fetch(`${url}/healthcheck`)).status).toBe(200);
    });
  }

  it('names the allowed methods on a 405', async () => {
    const res = await fetch(`${url}/print`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toMatchObject({ error: 'METHOD_NOT_ALLOWED' });
  });

  it('still prints after the whole corpus, sent at once', async () => {
    await Promise.all(CORPUS.map(([, bytes]) => raw(url, bytes)));
    const res = await post(url, PDF);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ printed: true });
  });
});

describe('the print helper with slow and vanishing clients', () => {
  const quick = async () => {
    const config = { ...parseConfig({ PRINT_HELPER_PORT: '0', PRINT_SPOOL_DIR: join(dir, 'spool-slow'), PRINT_ALLOWED_ORIGINS: APP }) };
    const helper = createPrintHelper({ ...config, headersTimeoutMs: 500, requestTimeoutMs: 1_000 }, quiet);
    started.push(helper);
    return helper.start();
  };

  it('times out headers that never end (408)', async () => {
    const url = await quick();
    const began = Date.now();
    const answer = await raw(url, 'GET /healthcheck HTTP/1.1\r\nHost: x\r\n', 10_000);
    expect(answer.status).toBe(408);
    expect(Date.now() - began).toBeLessThan(8_000);
    expect((await fetch(`${url}/healthcheck`)).status).toBe(200);
  });

  it('times out a PDF that trickles in (408) and prints nothing', async () => {
    const url = await quick();
    const answer = await raw(
      url,
      `POST /print HTTP/1.1\r\nHost: x\r\nContent-Type: application/pdf\r\nContent-Length: ${PDF.length}\r\n\r\n%PDF-1.7\n`,
      10_000,
    );
    expect(answer.status).toBe(408);
    expect(await readdir(join(dir, 'spool-slow')).catch(() => [])).toEqual([]);
    expect((await fetch(`${url}/healthcheck`)).status).toBe(200);
  });

  it('forgets a client that disconnects mid-PDF, and keeps printing', async () => {
    const url = await quick();
    const { hostname, port } = new URL(url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(`POST /print HTTP/1.1\r\nHost: x\r\nContent-Type: application/pdf\r\nContent-Length: ${PDF.length}\r\n\r\n%PDF-1.7\n`);
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100);
      });
    });
    const res = await post(url, PDF);
    expect(res.status).toBe(200);
    expect(await readdir(join(dir, 'spool-slow'))).toHaveLength(1);
  });
});
