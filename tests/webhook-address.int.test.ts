import dc from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { nowMs } from '@teleconsulta/schema';
import { type Lookup, setWebhookLookup } from '@teleconsulta/services/integration/webhook-address';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appendQueueEvents } from './harness/flow-events.js';
import { asEmail, type GqlResult, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * Webhook URLs only reach public addresses (the default, WEBHOOK_ALLOW_PRIVATE=false): an administrator cannot point
 * the services at their own network (the database, the cloud metadata address, an internal page). Registration and
 * reactivation resolve the name and refuse any private answer; a delivery resolves once, checks, and connects to the
 * address it checked (a name answering a public address and then loopback — DNS rebinding — never reaches loopback).
 * The names are answered by a fake resolver (setWebhookLookup): the tests never ask the network's DNS.
 */
let stack: TestStack;
let admin: SignedIn;
let receiver: Server;
let hits = 0;

type Endpoint = { id: string; url: string; active: boolean };
const ENDPOINTS = 'query { webhookEndpoints { id url active } }';
const CREATE = 'mutation($url: String!) { createWebhookEndpoint(url: $url) { endpoint { id url active } } }';
const SET_ACTIVE = 'mutation($id: ID!, $active: Boolean!) { setWebhookEndpointActive(id: $id, active: $active) { id active } }';
const ATTEMPTS = 'query($id: ID!) { webhookAttempts(endpointId: $id) { delivered statusCode error } }';
const call = <T>(query: string, variables: Record<string, unknown> = {}, locale = 'en') =>
  gql<T>(stack.gatewayUrl, query, variables, { token: admin.accessToken, locale });
const ok = <T>(r: GqlResult<T>): T => {
  expect(r.errors).toBeUndefined();
  return r.data!;
};
const endpoints = async () => ok(await call<{ webhookEndpoints: Endpoint[] }>(ENDPOINTS)).webhookEndpoints;
const attempts = async (id: string) =>
  ok(await call<{ webhookAttempts: Array<{ delivered: boolean; statusCode: number | null; error: string | null }> }>(ATTEMPTS, { id }))
    .webhookAttempts;
const NOT_PUBLIC = {
  en: [{ field: 'url', message: 'URL must be a public address' }],
  'pt-BR': [{ field: 'url', message: 'URL deve ser um endereço público' }],
};
const INVALID = { en: [{ field: 'url', message: 'URL is invalid' }], 'pt-BR': [{ field: 'url', message: 'O campo URL é inválido' }] };

/** A resolver answering fixed addresses per name (a name it lacks does not resolve), counting its calls. */
function fakeDns(answers: Record<string, string[] | ((call: number) => string[])>) {
  const calls: string[] = [];
  const lookup: Lookup = async (host) => {
    calls.push(host);
    const entry = answers[host];
    const found = typeof entry === 'function' ? entry(calls.filter((h) => h === host).length) : entry;
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, calls };
}
const PUBLIC_IP = '93.184.216.34';

beforeAll(async () => {
  stack = await startStack({ servicesEnv: { WEBHOOK_ALLOW_PRIVATE: 'false', WEBHOOK_DELIVERY: 'off' } });
  admin = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
  receiver = createServer((_req, res) => {
    hits++;
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
}, 60_000);
afterEach(() => setWebhookLookup());
afterAll(async () => {
  await stack?.close();
  receiver?.close();
});

describe('webhook addresses at registration', () => {
  it('refuses a private address in every written form, or a private name, in both languages, and saves nothing', async () => {
    const dns = fakeDns({});
    setWebhookLookup(dns.lookup);
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://2130706433/x', // decimal
      'http://0x7f000001/x', // hex
      'http://0177.0.0.1/x', // octal
      'http://127.1/x', // short
      'http://127.0.0.1./x', // trailing dot
      'http://localhost:8080/hook',
      'http://localhost.:8080/hook',
      'http://LocalHost/hook',
      'https://api.localhost/x',
      'http://printer.local/x',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://router.home.arpa/x',
      'http://[::1]/x',
      'http://[::ffff:127.0.0.1]/x', // IPv4-mapped
      'http://[::ffff:7f00:1]/x',
      'http://[::127.0.0.1]/x', // IPv4-compatible
      'http://[64:ff9b::a9fe:a9fe]/x', // NAT64 of the metadata address
      'http://[fd00::1]/x',
      'http://[fe80::1]/x',
      'http://0.0.0.0/x',
      'http://10.0.0.5/x',
      'http://100.64.0.1/x',
      'http://169.254.169.254/latest/meta-data',
      'http://172.16.0.1/x',
      'http://192.168.0.10/x',
      'http://198.18.0.1/x',
      'http://224.0.0.1/x',
      'http://255.255.255.255/x',
      'http://240.0.0.1/x',
    ]) {
      for (const locale of ['en', 'pt-BR'] as const) {
        const refused = await call(CREATE, { url }, locale);
        expect(refused.errors?.[0]?.extensions?.code, url).toBe('BAD_INPUT');
        expect(refused.errors?.[0]?.extensions?.fields, `${url} ${locale}`).toEqual(NOT_PUBLIC[locale]);
      }
    }
    // none of these needed DNS
    expect(dns.calls).toEqual([]);
    expect(await endpoints()).toEqual([]);
  });

  it('resolves a name and refuses it if any answer is private, or if it does not resolve, in both languages', async () => {
    const dns = fakeDns({
      'inside.clinica.example': ['10.0.0.7'],
      'mixed.clinica.example': [PUBLIC_IP, '127.0.0.1'],
      'mapped.clinica.example': ['::ffff:169.254.169.254'],
      'v6.clinica.example': ['2606:2800:220:1:248:1893:25c8:1946', 'fd00::5'],
      'empty.clinica.example': [],
    });
    setWebhookLookup(dns.lookup);
    for (const host of [
      'inside.clinica.example',
      'mixed.clinica.example',
      'mapped.clinica.example',
      'v6.clinica.example',
      'empty.clinica.example',
      'nowhere.clinica.example',
    ]) {
      for (const locale of ['en', 'pt-BR'] as const) {
        const refused = await call(CREATE, { url: `https://${host}/hook` }, locale);
        expect(refused.errors?.[0]?.extensions?.code, host).toBe('BAD_INPUT');
        expect(refused.errors?.[0]?.extensions?.fields, `${host} ${locale}`).toEqual(NOT_PUBLIC[locale]);
      }
    }
    expect(dns.calls).toContain('mixed.clinica.example');
    expect(await endpoints()).toEqual([]);
  });

  it('refuses credentials in the URL and a port out of range as an invalid URL', async () => {
    setWebhookLookup(fakeDns({ 'hooks.clinica.example': [PUBLIC_IP] }).lookup);
    for (const url of [
      'https://user:pw@hooks.clinica.example/x',
      'https://user@hooks.clinica.example/x',
      'https://hooks.clinica.example:0/x',
    ])
      for (const locale of ['en', 'pt-BR'] as const)
        expect((await call(CREATE, { url }, locale)).errors?.[0]?.extensions?.fields, `${url} ${locale}`).toEqual(INVALID[locale]);
    expect(await endpoints()).toEqual([]);
  });

  it('accepts a public name; reactivation resolves it again and refuses it while it points inside', async () => {
    let answer = [PUBLIC_IP];
    const dns = fakeDns({ 'hooks.clinica.example': () => answer });
    setWebhookLookup(dns.lookup);
    const { endpoint } = ok(
      await call<{ createWebhookEndpoint: { endpoint: Endpoint } }>(CREATE, { url: 'https://Hooks.Clinica.Example./teleconsulta' }),
    ).createWebhookEndpoint;
    expect(endpoint).toMatchObject({ url: 'https://Hooks.Clinica.Example./teleconsulta', active: true });
    expect(dns.calls).toEqual(['hooks.clinica.example']);
    ok(await call(SET_ACTIVE, { id: endpoint.id, active: false }));

    answer = [PUBLIC_IP, '169.254.169.254'];
    for (const locale of ['en', 'pt-BR'] as const)
      expect((await call(SET_ACTIVE, { id: endpoint.id, active: true }, locale)).errors?.[0]?.extensions?.fields).toEqual(
        NOT_PUBLIC[locale],
      );
    expect((await endpoints()).find((e) => e.id === endpoint.id)?.active).toBe(false);

    answer = [PUBLIC_IP];
    expect(
      ok(await call<{ setWebhookEndpointActive: Endpoint }>(SET_ACTIVE, { id: endpoint.id, active: true })).setWebhookEndpointActive,
    ).toMatchObject({ active: true });
    // paused again: the other tests' deliveries never try it
    ok(await call(SET_ACTIVE, { id: endpoint.id, active: false }));
  });
});

describe('webhook addresses at delivery', () => {
  let literal: string;

  it('does not deliver to a private address that got in anyway (an older row): the attempt says why', async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const [row] = await stack.services.ctx.db.query<{ id: string }>(
      `insert into webhook_endpoint (company_id, url, secret, last_delivered_seq)
       values ($1, $2, 'whsec_test', (select coalesce(max(seq), 0) from flow_event)) returning id`,
      [admin.viewer.companyId, url],
    );
    literal = row!.id;
    await appendQueueEvents(stack.services.ctx.db, admin.viewer.companyId, 1);
    await stack.services.webhooks.runOnce();
    expect(hits).toBe(0);
    expect(await attempts(literal)).toEqual([{ delivered: false, statusCode: null, error: expect.stringContaining('not public') }]);
  });

  it('such an endpoint, paused, cannot be turned on again', async () => {
    ok(await call(SET_ACTIVE, { id: literal, active: false }));
    expect((await call(SET_ACTIVE, { id: literal, active: true }, 'pt-BR')).errors?.[0]?.extensions?.fields).toEqual(NOT_PUBLIC['pt-BR']);
    expect((await endpoints()).find((e) => e.id === literal)?.active).toBe(false);
  });

  it('a rebinding name (public first, loopback after): the delivery connects to the address it checked, never to loopback', async () => {
    const port = (receiver.address() as AddressInfo).port;
    setWebhookLookup(fakeDns({ 'rebind.clinica.example': [PUBLIC_IP] }).lookup);
    const { endpoint } = ok(
      await call<{ createWebhookEndpoint: { endpoint: Endpoint } }>(CREATE, { url: `http://rebind.clinica.example:${port}/hook` }),
    ).createWebhookEndpoint;

    // From now on the name answers the public address once, then loopback (where the receiver listens).
    const dns = fakeDns({ 'rebind.clinica.example': (n) => (n === 1 ? [PUBLIC_IP] : ['127.0.0.1']) });
    setWebhookLookup(dns.lookup);
    // Every connection the process opens to that name: the address it was given. One to the public address is held
    // here (closed before it leaves the machine); one to loopback would reach the receiver.
    const connected: Array<string | undefined> = [];
    const onSocket = (message: unknown) => {
      const socket = (message as { socket: Socket }).socket;
      socket.on('lookup', (_err: Error | null, address: string | undefined, _family: unknown, host: string) => {
        if (host !== 'rebind.clinica.example') return;
        connected.push(address);
        if (address !== '127.0.0.1') socket.destroy();
      });
    };
    dc.subscribe('net.client.socket', onSocket);
    try {
      await appendQueueEvents(stack.services.ctx.db, admin.viewer.companyId, 1);
      await stack.services.webhooks.runOnce();
      expect(hits).toBe(0);
      expect(connected).toEqual([PUBLIC_IP]); // connected to the address it checked
      expect(dns.calls).toEqual(['rebind.clinica.example']); // resolved once for the delivery
      const [first] = await attempts(endpoint.id);
      expect(first).toMatchObject({ delivered: false, statusCode: null });

      // The retry is a new delivery: it resolves again (loopback now), checks, and refuses without connecting.
      await stack.services.webhooks.runOnce(new Date(nowMs() + 3_600_000));
      expect(dns.calls).toEqual(['rebind.clinica.example', 'rebind.clinica.example']);
      expect(connected).toEqual([PUBLIC_IP]);
      expect(hits).toBe(0);
      const [retry] = await attempts(endpoint.id);
      expect(retry).toMatchObject({ delivered: false, statusCode: null, error: expect.stringContaining('not public') });
    } finally {
      dc.unsubscribe('net.client.socket', onSocket);
      ok(await call(SET_ACTIVE, { id: endpoint.id, active: false }));
    }
  });
});
