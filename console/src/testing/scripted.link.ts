import { ApolloLink, type FetchResult, Observable } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';

/** What the gateway answers to one operation: data, or GraphQL errors (with extensions.code, extensions.fields…). */
export type ScriptedReply = {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
};
type Variables = Record<string, unknown>;
/** Answers one operation; a promise left pending keeps the operation in flight (a button shows it is busy). */
export type ScriptedHandler = (variables: Variables) => ScriptedReply | Promise<ScriptedReply>;
type Stream = { next: (result: FetchResult) => void };

const isSubscription = (query: Parameters<typeof getMainDefinition>[0]) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
};

/**
 * A stand-in for the gateway in component tests (Apollo Client 3, the console's): queries and mutations are answered
 * by name by the test's handlers (an operation without one fails loudly), and subscriptions stay open until the test
 * pushes an event into them. Every operation is recorded with its variables, so a test checks what the screen sent.
 */
export function createScriptedLink(handlers: Record<string, ScriptedHandler> = {}) {
  const sent: Array<{ name: string; variables: Variables }> = [];
  const streams = new Map<string, Set<Stream>>();

  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const name = operation.operationName ?? '';
        sent.push({ name, variables: operation.variables });
        if (isSubscription(operation.query)) {
          const open = streams.get(name) ?? new Set();
          const stream: Stream = { next: (result) => observer.next(result) };
          streams.set(name, open.add(stream));
          return () => void open.delete(stream);
        }
        const handler = handlers[name];
        if (!handler) {
          observer.error(new Error(`The test has no answer for the operation ${name}`));
          return;
        }
        let open = true;
        Promise.resolve()
          .then(() => handler(operation.variables))
          .then(
            (reply) => {
              if (!open) return;
              observer.next(reply as FetchResult);
              observer.complete();
            },
            (error: unknown) => open && observer.error(error),
          );
        return () => {
          open = false;
        };
      }),
  );

  return {
    link,
    /** The variables of each call of an operation so far, in order. */
    calls(name: string): Variables[] {
      return sent.filter((entry) => entry.name === name).map((entry) => entry.variables);
    },
    /** Delivers one event to every open subscription of that name. */
    push(name: string, data: Record<string, unknown>) {
      for (const stream of streams.get(name) ?? []) stream.next({ data });
    },
    /** Whether a subscription of that name is open now. */
    subscribed(name: string): boolean {
      return (streams.get(name)?.size ?? 0) > 0;
    },
  };
}

export type ScriptedLink = ReturnType<typeof createScriptedLink>;
