// /graphql (HTTP and its websocket) and /media proxied to the gateway, so the app talks to its own origin: the
// hop-by-hop headers dropped, this hop added to X-Forwarded-For, 502 when the gateway is down and 504 when it is slow.
import { request } from 'node:http';
import { connect } from 'node:net';
import { pipeline } from 'node:stream';
import { refuseSocket } from './refusals.mjs';
import { parseTarget } from './request-guards.mjs';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** A message's headers without the hop-by-hop ones (RFC 9110 §7.6.1), including those its Connection names. */
function endToEnd(headers) {
  const named = new Set(
    String(headers.connection ?? '')
      .toLowerCase()
      .split(',')
      .map((s) => s.trim()),
  );
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !HOP_BY_HOP.has(k) && !named.has(k)));
}

/** X-Forwarded-For with this hop appended: the client as this server saw it is the last entry. */
function forwardedFor(req) {
  const client = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const previous = [req.headers['x-forwarded-for']].flat().filter(Boolean).join(', ');
  return previous ? `${previous}, ${client}` : client;
}

const unreachable = JSON.stringify({
  errors: [{ message: 'Impossível acessar o servidor. Tente novamente', extensions: { code: 'SERVER_UNREACHABLE', status: 400 } }],
});

/** `proxy` forwards an HTTP request to the gateway at `gatewayUrl`, `upgrade` a websocket upgrade of /graphql. */
export function createGatewayProxy({ gatewayUrl, proxyTimeoutMs, log }) {
  const gateway = new URL(gatewayUrl);
  const gatewayPort = Number(gateway.port || 80);

  function proxy(req, res, target) {
    const headers = {
      ...endToEnd(req.headers),
      host: gateway.host,
      'x-forwarded-for': forwardedFor(req),
      'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
      ...(req.headers.host ? { 'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host } : {}),
    };
    const upstream = request({ host: gateway.hostname, port: gatewayPort, method: req.method, path: target, headers });
    let timedOut = false;
    upstream.setTimeout(proxyTimeoutMs, () => {
      timedOut = true;
      upstream.destroy(new Error(`the gateway did not answer within ${proxyTimeoutMs} ms`));
    });
    upstream.on('response', (up) => {
      res.writeHead(up.statusCode ?? 502, endToEnd(up.headers));
      pipeline(up, res, () => undefined);
    });
    upstream.on('error', (error) => {
      if (res.headersSent) return res.destroy();
      log(`${req.method} ${target}: ${error.message}`);
      const body = req.method === 'HEAD' ? undefined : unreachable;
      res.writeHead(timedOut ? 504 : 502, { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' });
      res.end(body);
    });
    // The client going away (or the request timing out) aborts the gateway's call too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    pipeline(req, upstream, () => undefined);
  }

  function upgrade(req, socket, head) {
    const parsed = parseTarget(req.url);
    if (parsed.status) return refuseSocket(socket, parsed.status);
    if (parsed.path !== '/graphql') return refuseSocket(socket, 404);
    socket.setTimeout(0);
    socket.setNoDelay(true);
    const upstream = connect(gatewayPort, gateway.hostname);
    let answered = false;
    let timedOut = false;
    upstream.setTimeout(proxyTimeoutMs, () => {
      timedOut = true;
      upstream.destroy(new Error('the gateway did not answer the upgrade in time'));
    });
    upstream.on('connect', () => {
      const lines = [`${req.method} ${parsed.target} HTTP/1.1`, `host: ${gateway.host}`, `x-forwarded-for: ${forwardedFor(req)}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i];
        if (!/^(host|x-forwarded-for)$/i.test(name)) lines.push(`${name}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.once('data', () => {
      answered = true;
      upstream.setTimeout(0);
    });
    upstream.on('error', (error) => {
      log(`upgrade ${parsed.target}: ${error.message}`);
      if (answered) socket.destroy();
      else refuseSocket(socket, timedOut ? 504 : 502);
    });
    upstream.on('close', () => socket.end());
    socket.on('close', () => upstream.destroy());
  }

  return { proxy, upgrade };
}
