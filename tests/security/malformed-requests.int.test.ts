import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../harness/stack.js';

/**
 * Issue 16: no request takes a server down, and none is answered with a stack trace, an internal path or a library's
 * name. The gateway and the services each get a corpus of malformed requests (bad percent-encoding, bad JSON, wrong
 * content types, overlong paths and headers, a body that never ends), answer every one with a 4xx in JSON, and still
 * serve a normal request afterwards.
 */
let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

type Raw = { status: number; headers: string; body: string };

/** Sends bytes as they are (fetch would refuse or fix most of this corpus) and reads the answer until the server closes. */
function raw(baseUrl: string, request: string, options: { hangAfterMs?: number } = {}): Promise<Raw> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
    // A client that stops sending mid-body and goes away: the server must not wait for it forever nor fall over.
    if (options.hangAfterMs !== undefined) setTimeout(() => socket.destroy(), options.hangAfterMs);
  });
}

const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`;
const post = (path: string, body: string, type = 'application/json', extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`;

/** Nothing of the server's insides in an answer. */
function expectClean(answer: Raw) {
  expect(answer.headers.toLowerCase()).not.toContain('x-powered-by');
  expect(answer.body).not.toMatch(/<html|<pre>|\bat [\w.<>]+ \(|node_modules|\/work\/|[A-Za-z]:\\|Express|Fastify|FST_|SyntaxError|stack/i);
}

function expectJsonError(answer: Raw) {
  expect(answer.status, answer.headers + answer.body).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expectClean(answer);
  if (answer.body.trim()) expect(() => JSON.parse(answer.body)).not.toThrow();
}

const CORPUS = [
  get('/%E0%A4%A'),
  get('/media/%E0%A4%A'),
  get('/media/appointments/%E0%A4%A/x/files/y?exp=1&sig=a'),
  get('/media/professionals/%00/photo'),
  get('/graphql?query=%E0%A4%A'),
  get(`/${'a'.repeat(20_000)}`),
  get('/', `X-Long: ${'b'.repeat(40_000)}\r\n`),
  get('/nothing/here'),
  post('/graphql', '{"query": "{ __typename }"'),
  post('/graphql', '{"query": '),
  post('/graphql', '[{"query": "{ __typename }"}, {"query": "{ __typename }"}]'),
  post('/graphql', 'query { __typename }', 'text/plain'),
  post('/graphql', '{"query": "{ __typename }"}', 'application/xml'),
  post('/graphql', '\u0000\u0001\u0002'),
  post('/graphql', '{"query": 42}'),
  post('/graphql', '{"query": "{ __typename }", "variables": "not an object"}'),
  post('/graphql', JSON.stringify({ query: `{ ${'a: __typename '.repeat(3000)} }` })),
];

describe('the gateway survives a corpus of malformed requests', () => {
  it.each(CORPUS.map((r, i) => [i, r.split('\r\n')[0]!.slice(0, 80), r] as const))(
    '#%i %s: a 4xx in JSON, nothing internal',
    async (_i, _line, request) => {
      expectJsonError(await raw(stack.gatewayUrl, request));
    },
  );

  it('a body that never ends, an unverified token asking for the large body limit: refused, and the gateway still serves', async () => {
    const hanging = `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"query":`;
    await raw(stack.gatewayUrl, hanging, { hangAfterMs: 300 });
    // 1 MB with a made-up token: an anonymous caller keeps the small limit until the token is verified.
    const big = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(1024 * 1024) } });
    const forged = await raw(stack.gatewayUrl, post('/graphql', big, 'application/json', 'Authorization: Bearer not-a-token\r\n'));
    expect(forged.status).toBe(413);
    expectClean(forged);
    const ok = await fetch(stack.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-powered-by')).toBeNull();
    expect(await ok.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('a query refused for its size answers 400 with the catalogue code, in the request’s language', async () => {
    const wide = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    for (const [locale, message] of [
      ['en', 'This request is too large or too complex'],
      ['pt-BR', 'Esta requisição é grande ou complexa demais'],
    ] as const) {
      const res = await fetch(stack.gatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale },
        body: JSON.stringify({ query: wide }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
      expect(body.errors[0]).toMatchObject({ message, extensions: { code: 'QUERY_TOO_COMPLEX' } });
    }
    // Over GRAPHQL_MAX_TOKENS (2,000 by default): refused before it is even parsed in full.
    const long = `{ ${'__typename '.repeat(2_100)} }`;
    const tokens = await fetch(stack.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: long }),
    });
    expect(tokens.status).toBe(400);
    expect(((await tokens.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe(
      'QUERY_TOO_COMPLEX',
    );
  });
});

describe('the services survive the same corpus', () => {
  const SERVICES_CORPUS = [
    get('/%E0%A4%A'),
    get('/appointment/%E0%A4%A'),
    get(`/${'a'.repeat(20_000)}`),
    get('/healthz', `X-Long: ${'b'.repeat(40_000)}\r\n`),
    get('/nothing/here'),
    post('/user/auth/signin', '{"method": "EMAIL", '),
    post('/user/auth/signin', '<xml/>', 'application/xml'),
    post('/user/auth/signin', '\u0000\u0001'),
  ];
  it.each(SERVICES_CORPUS.map((r, i) => [i, r.split('\r\n')[0]!.slice(0, 80), r] as const))(
    '#%i %s: a 4xx, nothing internal',
    async (_i, _line, request) => {
      expectJsonError(await raw(stack.servicesUrl, request));
    },
  );

  it('still serves afterwards', async () => {
    await raw(
      stack.servicesUrl,
      `POST /user/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 900\r\n\r\n{`,
      {
        hangAfterMs: 300,
      },
    );
    expect((await fetch(`${stack.servicesUrl}/healthz`)).status).toBe(200);
  });
});
