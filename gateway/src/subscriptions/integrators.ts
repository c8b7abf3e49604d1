import { randomUUID } from 'node:crypto';
import { INTEGRATION_TOPIC, isFlowEvent, type Locale, SOCKET_CLOSE } from '@teleconsulta/schema';
import { type DocumentNode, type GraphQLError, Kind, type OperationDefinitionNode } from 'graphql';
import type { WebSocket } from 'ws';
import { createClients } from '../clients/index.js';
import type { GatewayDeps, Integrator } from '../context.js';
import { catalogueError } from '../errors.js';

/** The one operation an integrator's socket may run. */
const INTEGRATOR_FIELD = 'emergencyQueueEvents';

/**
 * The graphql-ws sockets opened with an integrator's API key: the key is resolved by the services at connection_init
 * (unknown or revoked → refused), each socket remembers its key, and a key revoked while its sockets are open closes
 * them (4403) as soon as the revocation's flow event reaches the gateway.
 */
export class IntegratorSockets {
  private readonly bySocket = new WeakMap<WebSocket, Integrator>();
  private readonly byKey = new Map<string, Set<WebSocket>>();
  private readonly stopWatching: () => void;

  constructor(private readonly deps: GatewayDeps) {
    this.stopWatching = deps.flow.subscribe({
      onEvent: (event) => {
        if (!isFlowEvent(event, INTEGRATION_TOPIC) || event.type !== 'API_KEY_REVOKED' || !event.entityId) return;
        for (const socket of this.byKey.get(event.entityId) ?? []) socket.close(SOCKET_CLOSE.FORBIDDEN, 'Forbidden');
      },
      onResync: () => undefined,
    });
  }

  /** The key's integrator, or null when the services do not know it as a live key. Other failures throw (not a 4403). */
  async resolve(apiKey: string, locale: Locale): Promise<Integrator | null> {
    const clients = createClients(this.deps.transport, { token: null, companyId: null, locale, requestId: randomUUID() });
    try {
      const found = await clients.integration.principal(apiKey);
      return { apiKey, keyId: found.keyId, companyId: found.companyId };
    } catch (error) {
      if ((error as GraphQLError).extensions?.code === 'UNAUTHENTICATED') return null;
      throw error;
    }
  }

  register(socket: WebSocket, integrator: Integrator): void {
    this.bySocket.set(socket, integrator);
    const sockets = this.byKey.get(integrator.keyId) ?? new Set<WebSocket>();
    this.byKey.set(integrator.keyId, sockets);
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) this.byKey.delete(integrator.keyId);
    });
  }

  of(socket: WebSocket): Integrator | undefined {
    return this.bySocket.get(socket);
  }

  /** An integrator may subscribe to emergencyQueueEvents and nothing else: any other operation → ACCESS_DENIED. */
  refuseOtherOperations(document: DocumentNode, operationName: string | null | undefined, locale: Locale): GraphQLError[] | undefined {
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const operation = operationName
      ? operations.find((o) => o.name?.value === operationName)
      : operations.length === 1
        ? operations[0]
        : undefined;
    const allowed =
      operation?.operation === 'subscription' &&
      operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value === INTEGRATOR_FIELD);
    return allowed ? undefined : [catalogueError('ACCESS_DENIED', locale)];
  }

  stop(): void {
    this.stopWatching();
  }
}
