import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseConfig } from '../config.js';
import { type CallContext, ServiceTransport } from './http.js';

/**
 * The transport's guard (issue 16, T11): a header value outside visible ASCII, or an address over 8 KB, is refused as
 * BAD_INPUT before anything reaches the pool, on call() and on stream() (the media routes) alike.
 */

const ctx: CallContext = { token: null, companyId: null, locale: 'en', requestId: 'r-1' };
const LONG_PATH = `/professional/${'a'.repeat(8_200)}/photo`;

let services: Server;
let transport: ServiceTransport;
const received: string[] = [];

beforeAll(async () => {
  services = createServer((req, res) => {
    received.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => services.listen(0, '127.0.0.1', resolve));
  const { upstream } = parseConfig({});
  transport = new ServiceTransport(`http://127.0.0.1:${(services.address() as AddressInfo).port}`, upstream);
});

afterAll(async () => {
  await transport.close();
  await new Promise<void>((resolve) => services.close(() => resolve()));
});

beforeEach(() => {
  received.length = 0;
});

const refused = { extensions: { code: 'BAD_INPUT' } };
const ZOk = z.object({ ok: z.literal(true) });

describe('ServiceTransport.call', () => {
  it('sends a well-formed call', async () => {
    await expect(transport.call(ctx, { method: 'GET', path: '/person/p1' }, ZOk)).resolves.toEqual({ ok: true });
    expect(received).toEqual(['/person/p1']);
  });

  it('refuses a header value outside visible ASCII, and an address over 8 KB, without sending them', async () => {
    const badHeader = transport.call(ctx, { method: 'GET', path: '/person/p1', headers: { 'idempotency-key': 'chave-é' } }, ZOk);
    await expect(badHeader).rejects.toMatchObject(refused);
    await expect(transport.call(ctx, { method: 'GET', path: LONG_PATH }, ZOk)).rejects.toMatchObject(refused);
    expect(received).toEqual([]);
  });
});

describe('ServiceTransport.stream', () => {
  it('streams a well-formed GET', async () => {
    const res = await transport.stream({ path: '/professional/p1/photo', headers: { accept: 'image/*' } });
    expect(res.statusCode).toBe(200);
    await res.body.dump();
    expect(received).toEqual(['/professional/p1/photo']);
  });

  it('refuses a header value outside visible ASCII, and an address over 8 KB, without sending them', async () => {
    await expect(transport.stream({ path: '/professional/p1/photo', headers: { 'if-none-match': '"é"' } })).rejects.toMatchObject(refused);
    await expect(transport.stream({ path: '/professional/p1/photo', headers: { 'if-none-match': '"a"\r\nx: y' } })).rejects.toMatchObject(
      refused,
    );
    await expect(transport.stream({ path: LONG_PATH, headers: {} })).rejects.toMatchObject(refused);
    expect(received).toEqual([]);
  });
});

describe('ServiceTransport.moneyTimeoutMs', () => {
  it('is the configuration’s (UPSTREAM_MONEY_TIMEOUT_MS), default included', async () => {
    expect(transport.moneyTimeoutMs).toBe(parseConfig({}).upstream.moneyTimeoutMs);
    const configured = new ServiceTransport('http://127.0.0.1:1', parseConfig({ UPSTREAM_MONEY_TIMEOUT_MS: '20000' }).upstream);
    expect(configured.moneyTimeoutMs).toBe(20_000);
    await configured.close();
  });
});
