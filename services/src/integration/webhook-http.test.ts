import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PinnedTarget, resolveWebhookUrl } from './webhook-address.js';
import { pinnedAgent, postPinned } from './webhook-http.js';

/**
 * A delivery connects to the address the rule checked and nothing else: the names below exist in no DNS, so an
 * answer proves the connection went to the pinned address; https keeps the name for SNI and the certificate check.
 * A throwaway self-signed certificate for hooks.test.example (valid 2000–2100), trusted by these tests only.
 */
const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgs6s5h+o/o+02l+b1
6a6mxyQOnzPv+5uk9KNVhHODJjWhRANCAASqQ/42qXV51SfOUVrDRnXxc6WbGYo0
NNncKjRWvXejQXNKtp5UuBBbAkRMJd7gKuRV5fk5mKKEvuJrDzfaTVhc
-----END PRIVATE KEY-----`;
const CERT = `-----BEGIN CERTIFICATE-----
MIIBejCCAR+gAwIBAgIBATAKBggqhkjOPQQDAjAdMRswGQYDVQQDDBJob29rcy50
ZXN0LmV4YW1wbGUwIBcNMDAwMTAxMDAwMDAwWhgPMjEwMDAxMDEwMDAwMDBaMB0x
GzAZBgNVBAMMEmhvb2tzLnRlc3QuZXhhbXBsZTBZMBMGByqGSM49AgEGCCqGSM49
AwEHA0IABKpD/japdXnVJ85RWsNGdfFzpZsZijQ02dwqNFa9d6NBc0q2nlS4EFsC
REwl3uAq5FXl+TmYooS+4msPN9pNWFyjTjBMMB0GA1UdEQQWMBSCEmhvb2tzLnRl
c3QuZXhhbXBsZTAMBgNVHRMBAf8EAjAAMB0GA1UdDgQWBBRHJImVg1mnXAQ1neWx
LfRI+EVqETAKBggqhkjOPQQDAgNJADBGAiEA+z4Dc309scv4F8BHFvjYhiOqmHum
28ZGhg5rSvRGVNUCIQCQVkHiR4CK4iL59Nqtd159EX1WHd90MNVaibAOqwq0jg==
-----END CERTIFICATE-----`;

type Seen = { headers: IncomingHttpHeaders; url: string; body: string; servername?: string | false | null };
const seen: Seen[] = [];
let status = 204;
const handler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    seen.push({ headers: req.headers, url: req.url ?? '', body, servername: (req.socket as TLSSocket).servername });
    res.writeHead(status, status === 302 ? { location: 'http://127.0.0.1:1/elsewhere' } : {}).end('ok');
  });
};
let plain: Server;
let tls: Server;
const portOf = (s: Server) => (s.address() as AddressInfo).port;

/** The target a delivery would pin: the name answered by a resolver that knows only 127.0.0.1. */
async function pinned(url: string): Promise<PinnedTarget> {
  const r = await resolveWebhookUrl(url, { allowPrivate: true, lookup: async () => [{ address: '127.0.0.1', family: 4 }] });
  if (!r.ok) throw new Error(r.detail);
  return r.target;
}
const post = async (target: PinnedTarget, ca?: string, timeoutMs = 5_000) => {
  const agent = pinnedAgent(target, ca ? { ca } : {});
  try {
    return await postPinned(target, agent, { headers: { 'content-type': 'application/json' }, body: '{"n":1}', timeoutMs });
  } finally {
    agent.destroy();
  }
};

beforeAll(async () => {
  plain = createServer(handler).listen(0, '127.0.0.1');
  tls = createTlsServer({ key: KEY, cert: CERT }, handler).listen(0, '127.0.0.1');
  await Promise.all([once(plain, 'listening'), once(tls, 'listening')]);
});
afterAll(() => {
  plain.closeAllConnections();
  plain.close();
  tls.closeAllConnections();
  tls.close();
});

describe('a pinned delivery', () => {
  it('reaches the checked address under the URL’s name, without resolving it', async () => {
    seen.length = 0;
    const target = await pinned(`http://hooks.test.example.:${portOf(plain)}/hooks?x=1`);
    expect(await post(target)).toBe(204);
    expect(seen).toEqual([
      expect.objectContaining({
        url: '/hooks?x=1',
        body: '{"n":1}',
        headers: expect.objectContaining({ host: `hooks.test.example.:${portOf(plain)}` }),
      }),
    ]);
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    seen.length = 0;
    status = 302;
    try {
      expect(await post(await pinned(`http://hooks.test.example:${portOf(plain)}/x`))).toBe(302);
      expect(seen).toHaveLength(1);
    } finally {
      status = 204;
    }
  });

  it('https: SNI and the certificate are checked on the name, not on the address', async () => {
    seen.length = 0;
    const target = await pinned(`https://hooks.test.example:${portOf(tls)}/x`);
    expect(await post(target, CERT)).toBe(204);
    expect(seen.map((s) => s.servername)).toEqual(['hooks.test.example']);
    // not trusted: verification is on
    await expect(post(target)).rejects.toThrow(/self[- ]signed/i);
    // trusted, but for another name than the URL's
    await expect(post(await pinned(`https://other.test.example:${portOf(tls)}/x`), CERT)).rejects.toMatchObject({
      code: 'ERR_TLS_CERT_ALTNAME_INVALID',
    });
    expect(seen).toHaveLength(1);
  });

  it('gives up after the time-out', async () => {
    const silent = createServer(() => undefined).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      await expect(post(await pinned(`http://hooks.test.example:${portOf(silent)}/x`), undefined, 200)).rejects.toThrow(/200 ms/);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
