// Requests Node's parser refuses (bad request line, headers too large, a time-out): a 4xx, then the socket closes.
import { refuse, refuseSocket } from './refusals.mjs';

/** The status of a parser error: 431 headers too large, 408 too slow, 413 chunk extensions too large, else 400. */
function clientErrorStatus(code) {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  return 400;
}

/**
 * The server's clientError handler. On a connection with an answer under way (`responding`, by socket), the refusal
 * must not be taken for that answer: a request still arriving (a slow body) gets its 408 through its own response; a
 * good request's answer (pipelining) is finished first, then the refusal of the bad one follows.
 */
export function createClientErrorHandler(responding) {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return socket.destroy();
    const status = clientErrorStatus(error.code);
    const res = responding.get(socket);
    if (!res) return refuseSocket(socket, status);
    if (!res.req.complete) return res.headersSent ? socket.destroy() : refuse(res, status, { connection: 'close' });
    res.once('close', () => refuseSocket(socket, status));
  };
}
