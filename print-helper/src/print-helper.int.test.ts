import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
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

  it('answers 404 for anything else', async () => {
    expect((await fetch(`${url}/print`)).status).toBe(404);
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
