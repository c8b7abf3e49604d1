import type { FlowEventKind, FlowTopic, TFlowEventDto } from '@teleconsulta/schema';
import type { Tx } from './tenant.js';

/**
 * A realtime event as a domain publishes it: the flow log adds its sequence and time. Its topic and type are checked
 * together against the shared table (FLOW_EVENT_TYPES): a misspelt topic, or a type of another topic, does not compile.
 */
export type NewEvent = FlowEventKind & { companyId: string; entityId?: string | null; payload?: Record<string, unknown> };

/**
 * The event port: how a domain publishes realtime events and reads them back, without knowing the flow log behind it
 * (the flow domain implements it; ServiceContext.events carries it). Every call runs in the caller's transaction.
 */
export type EventPort = {
  /** Appends an event and returns its sequence. Append last in a transaction: events commit in sequence order. */
  append: (tx: Tx, event: NewEvent) => Promise<string>;
  /** Events after a sequence, oldest first, optionally only those of some topics. */
  after: (tx: Tx, after: string, limit: number, topics?: readonly FlowTopic[]) => Promise<TFlowEventDto[]>;
  /** The oldest and newest sequences still in the log (null when it is empty). */
  bounds: (tx: Tx) => Promise<{ oldest: string | null; newest: string | null }>;
};
