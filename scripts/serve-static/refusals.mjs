// How a refused request is answered: a short plain-text 4xx or 5xx that nothing may load from, frame or cache, on a
// response or, where there is none (parser errors, websocket upgrades), on the bare socket.
import { STATUS_CODES } from 'node:http';

/** What refusals carry: nothing may load from them, nobody may frame them, nothing is cached. */
const REFUSAL_HEADERS = {
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

export function refuse(res, status, extra = {}) {
  if (res.headersSent) return res.destroy();
  const body = `${status} ${STATUS_CODES[status] ?? 'Error'}\n`;
  res.writeHead(status, { ...REFUSAL_HEADERS, 'content-length': Buffer.byteLength(body), ...extra });
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}

/** How much of a refused request's body is read and dropped before the answer; a larger one closes the connection. */
const DRAIN_LIMIT = 64 * 1024;

/**
 * A refusal that waits for a small body to arrive first: answering and closing while a proxy is still sending it cuts
 * the proxy off mid-request, and it answers 502 instead of our refusal (Caddy does, on a loaded machine). A body over
 * DRAIN_LIMIT is not read: the answer closes the connection. The server's request timeout still ends a slow body.
 */
export function refuseAfterBody(req, res, status, extra) {
  const length = Number(req.headers['content-length'] ?? 0);
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (req.readableEnded || (!chunked && !(length > 0))) return refuse(res, status, extra);
  if (length > DRAIN_LIMIT) return refuse(res, status, { ...extra, connection: 'close' });
  let read = 0;
  const onData = (chunk) => {
    read += chunk.length;
    if (read <= DRAIN_LIMIT) return;
    req.off('data', onData);
    req.pause();
    refuse(res, status, { ...extra, connection: 'close' });
  };
  req.on('data', onData);
  req.once('end', () => {
    if (!res.headersSent) refuse(res, status, extra);
  });
}

/** The same refusal written on a bare socket (parser errors and websocket upgrades have no ServerResponse). */
export function refuseSocket(socket, status) {
  if (!socket.writable) return socket.destroy();
  const body = `${status} ${STATUS_CODES[status] ?? 'Error'}\n`;
  const headers = Object.entries({ ...REFUSAL_HEADERS, 'content-length': Buffer.byteLength(body), connection: 'close' })
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${headers}\r\n\r\n${body}`);
  // A client that never closes its side is cut off shortly after.
  setTimeout(() => socket.destroy(), 2_000).unref();
}
