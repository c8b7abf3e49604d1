import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PinnedTarget } from './webhook-address.js';

/** What a delivery reads of an answer's body (nothing is kept: the status is the answer). */
const BODY_MAX = 64 * 1024;

/**
 * An agent for one delivery whose every connection goes to the address the rule checked: its lookup answers that
 * address for the URL's host (and nothing else), so no name is resolved again between the check and the connection
 * (DNS rebinding). An address literal is connected to as written. For https the name stays the TLS server name: SNI
 * and the certificate check are on the URL's host, not on the address. Destroy it when the delivery ends.
 * `tls` adds TLS options (a test's own certificate authority).
 */
export function pinnedAgent(target: PinnedTarget, tls: Pick<https.AgentOptions, 'ca'> = {}): http.Agent {
  const { address, family } = target.address;
  const lookup: LookupFunction = (hostname, options, callback) => {
    process.nextTick(() => {
      const host = hostname.toLowerCase().replace(/\.$/, '');
      if (host !== target.host) {
        const error: NodeJS.ErrnoException = Object.assign(new Error(`${hostname} is not the checked host ${target.host}`), {
          code: 'ENOTFOUND',
        });
        callback(error, '', 0);
      } else if (options.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    });
  };
  const options = { keepAlive: true, lookup };
  if (target.url.protocol !== 'https:') return new http.Agent(options);
  return new https.Agent({ ...tls, ...options, ...(target.ip ? {} : { servername: target.host }), rejectUnauthorized: true });
}

/**
 * POSTs a body through a pinned agent and answers the status (a redirect is an answer like any other: never
 * followed). The whole exchange up to the status is bounded by timeoutMs; the body is read and dropped (64 KiB at
 * most) so the connection can serve the next event.
 */
export function postPinned(
  target: PinnedTarget,
  agent: http.Agent,
  request: { headers: Record<string, string>; body: string; timeoutMs: number },
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const send = target.url.protocol === 'https:' ? https.request : http.request;
    const req = send(target.url, {
      method: 'POST',
      agent,
      headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
    });
    const timer = setTimeout(() => req.destroy(new Error(`no answer after ${request.timeoutMs} ms`)), request.timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('response', (res) => {
      resolve(res.statusCode ?? 0);
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > BODY_MAX) res.destroy();
      });
      res.on('error', () => undefined);
      res.on('close', () => clearTimeout(timer));
    });
    req.end(request.body);
  });
}
