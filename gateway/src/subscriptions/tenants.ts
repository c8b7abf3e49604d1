import { GraphQLError } from 'graphql';
import type { WebSocket } from 'ws';
import { buildContext, type GatewayContext, type GatewayDeps } from '../context.js';
import { catalogueError } from '../errors.js';

export type SubscriberRequest = {
  authorization?: string;
  companyHeader?: string;
  acceptLanguage?: string | string[];
  clientIp?: string;
};

/**
 * The company a subscription streams is never taken on trust from connectionParams or a header (issue 16, finding 3):
 * before a subscription starts, the services say the verified caller's roles in the company named (their memberships
 * there or in an ancestor company, as every REST call of theirs is checked); not a member → the subscription gets
 * ACCESS_DENIED and nothing is streamed. Its context then carries those roles, not the token's (which are the roles in
 * the company the token was issued for). An anonymous socket names no company: only the public short-link
 * subscriptions, which find their company from the access code, answer it. Asked once per subscription, so a member
 * revoked since the socket connected gets nothing new either.
 */
export class SubscriptionTenants {
  private readonly pending = new WeakMap<WebSocket, Map<string, GatewayContext>>();

  constructor(private readonly deps: GatewayDeps) {}

  /** Checks the subscription's company and keeps its context for graphql-ws's context callback; an error refuses it. */
  async resolve(socket: WebSocket, id: string, request: SubscriberRequest): Promise<GatewayContext | GraphQLError> {
    const base = await buildContext(this.deps, { ...request, acceptLanguage: first(request.acceptLanguage) });
    let context: GatewayContext;
    if (!base.viewer) {
      context = base.companyId
        ? await buildContext(this.deps, { ...request, companyHeader: null, acceptLanguage: first(request.acceptLanguage) })
        : base;
    } else if (!base.companyId) {
      context = base;
    } else {
      try {
        const tenant = await base.clients.user.tenant();
        context = { ...base, companyId: tenant.companyId, viewer: { ...base.viewer, roles: tenant.roles } };
      } catch (error) {
        return error instanceof GraphQLError ? error : catalogueError('ACCESS_DENIED', base.locale);
      }
    }
    let contexts = this.pending.get(socket);
    if (!contexts) {
      contexts = new Map();
      this.pending.set(socket, contexts);
    }
    contexts.set(id, context);
    return context;
  }

  /** The context resolve() checked for this subscription (once: graphql-ws asks right after onSubscribe). */
  async context(socket: WebSocket, id: string, request: SubscriberRequest): Promise<GatewayContext> {
    const contexts = this.pending.get(socket);
    const found = contexts?.get(id);
    if (found) {
      contexts!.delete(id);
      return found;
    }
    const resolved = await this.resolve(socket, id, request);
    if (resolved instanceof GraphQLError) throw resolved;
    this.pending.get(socket)?.delete(id);
    return resolved;
  }
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
