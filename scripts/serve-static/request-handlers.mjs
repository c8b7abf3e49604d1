// What the server does with a request: its target checked, /graphql and /media proxied to the gateway, the app's files
// served (GET and HEAD only), anything missed a 500 for that request only; and a websocket upgrade piped to the gateway.
import { refuse, refuseAfterBody, refuseSocket } from './refusals.mjs';
import { parseTarget } from './request-guards.mjs';

/** The paths the gateway answers: /graphql (HTTP and its websocket) and /media (its images). */
const forGateway = (path) => path === '/graphql' || path.startsWith('/graphql/') || path.startsWith('/media/');

/**
 * The request handler. `responding` holds the answer being written on each connection until it closes (server.mjs's
 * clientError handler reads it).
 */
export function createRequestHandler({ proxy, serveFile, log, responding }) {
  return (req, res) => {
    responding.set(req.socket, res);
    res.on('close', () => {
      if (responding.get(req.socket) === res) responding.delete(req.socket);
    });
    const failed = (error) => {
      log(`${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      refuse(res, 500, { connection: 'close' });
    };
    try {
      const parsed = parseTarget(req.url);
      if (parsed.status) return refuse(res, parsed.status, { connection: 'close' });
      if (forGateway(parsed.path)) return proxy(req, res, parsed.target);
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuseAfterBody(req, res, 405, { allow: 'GET, HEAD' });
      serveFile(req, res, parsed).catch(failed);
    } catch (error) {
      // Nothing a request carries may take the server down: whatever was missed above is a 500 for this one only.
      failed(error);
    }
  };
}

/** Websocket upgrades on /graphql are piped to the gateway as raw TCP, the request's own header lines forwarded. */
export function createUpgradeHandler({ upgrade, log }) {
  return (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    try {
      upgrade(req, socket, head);
    } catch (error) {
      log(`upgrade ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      refuseSocket(socket, 500);
    }
  };
}
