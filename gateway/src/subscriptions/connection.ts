import { COMPANY_HEADER, nowMs, pickLocale, SOCKET_CLOSE } from '@teleconsulta/schema';
import type { Context } from 'graphql-ws';
import type { Extra } from 'graphql-ws/use/ws';
import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import { clientAddress } from '../client-address.js';
import { bearer, type GatewayDeps, verifyViewer } from '../context.js';
import type { IntegratorSockets } from './integrators.js';
import type { SubscriberRequest } from './tenants.js';

/** What a graphql-ws callback knows of its socket: the connection parameters and the upgrade request. */
export type SocketContext = Context<Record<string, unknown> | undefined, Extra>;

type Params = { authorization?: string; apiKey?: string; companyId?: string; acceptLanguage?: string } | undefined;

/** The client's address of a socket, from its upgrade request (through the trusted proxies, client-address.ts). */
export const clientAddressOf = (ctx: SocketContext, deps: GatewayDeps) =>
  clientAddress(ctx.extra.request.headers['x-forwarded-for'], ctx.extra.request.socket.remoteAddress, deps.config.trustedProxyHops);

/** What a subscription's context is built from: the socket's connection parameters and upgrade request. */
export function requestOf(ctx: SocketContext, deps: GatewayDeps): SubscriberRequest {
  const params = ctx.connectionParams as Params;
  return {
    authorization: params?.authorization,
    companyHeader: params?.companyId ?? (ctx.extra.request.headers[COMPANY_HEADER] as string | undefined),
    acceptLanguage: params?.acceptLanguage ?? ctx.extra.request.headers['accept-language'],
    clientIp: clientAddressOf(ctx, deps),
  };
}

/** The socket's language: its connection parameters' acceptLanguage, else its upgrade request's header. */
export const socketLocale = (ctx: SocketContext) => localeOf(ctx.connectionParams as Params, ctx.extra.request.headers['accept-language']);

/**
 * connection_init: an integrator's { apiKey } (without a token) is registered when the services know it; a token must
 * verify, and the socket is closed with 4403 when it expires; no token is an anonymous socket. False refuses it (4403).
 */
export async function admitSocket(ctx: SocketContext, deps: GatewayDeps, integrators: IntegratorSockets): Promise<boolean> {
  const params = ctx.connectionParams as Params;
  if (typeof params?.apiKey === 'string' && !params.authorization) {
    const integrator = await integrators.resolve(params.apiKey, socketLocale(ctx));
    if (!integrator) return false;
    integrators.register(ctx.extra.socket, integrator);
    return true;
  }
  if (!params?.authorization) return true;
  const token = bearer(params.authorization);
  if ((await verifyViewer(deps, token)) === null) return false;
  closeWhenExpired(ctx.extra.socket, token!);
  return true;
}

/** A token's socket lives no longer than the token: at its expiry the socket is closed with 4403 (the client signs in again). */
function closeWhenExpired(socket: WebSocket, token: string) {
  const exp = decodeJwt(token).exp; // already verified by verifyViewer
  if (exp === undefined) return;
  const timer = setTimeout(() => socket.close(SOCKET_CLOSE.FORBIDDEN, 'Forbidden'), Math.max(0, exp * 1000 - nowMs()));
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

const localeOf = (params: Params, header: string | string[] | undefined) =>
  pickLocale(params?.acceptLanguage ?? (Array.isArray(header) ? header[0] : header));
