import { ApolloLink } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';

/** What the gateway answers to one operation: data, or GraphQL errors (with extensions.code, extensions.fields…). */
export type ScriptedReply = {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
};
type Variables = Record<string, unknown>;
/** Answers one operation; a promise left pending keeps the operation in flight (a button shows it is busy). */
export type ScriptedHandler = (variables: Variables) => ScriptedReply | Promise<ScriptedReply>;

/**
 * A stand-in for the gateway in component tests: queries and mutations are answered by name by the test's handlers
 * (an operation without one fails the test loudly), and subscriptions stay open until the test pushes an event into
 * them. Every operation is recorded with its variables, so a test checks what the screen sent.
 */
export function createScriptedLink(handlers: Record<string, ScriptedHandler> = {}) {
  const sent: Array<{ name: string; variables: Variables }> = [];
  const streams = new Map<string, Set<Subscriber<ApolloLink.Result>>>();

  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        sent.push({ name, variables: operation.variables });
        if (operation.operationType === 'subscription') {
          const open = streams.get(name) ?? new Set();
          streams.set(name, open.add(observer));
          return () => open.delete(observer);
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
              observer.next(reply as ApolloLink.Result);
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
    /** Sets (or replaces) the answer of an operation. */
    answer(name: string, handler: ScriptedHandler) {
      handlers[name] = handler;
    },
    /** The variables of each call of an operation so far, in order. */
    calls(name: string): Variables[] {
      return sent.filter((entry) => entry.name === name).map((entry) => entry.variables);
    },
    /** Delivers one event to every open subscription of that name. */
    push(name: string, data: Record<string, unknown>) {
      for (const observer of streams.get(name) ?? []) observer.next({ data });
    },
    /** Whether a subscription of that name is open now. */
    subscribed(name: string): boolean {
      return (streams.get(name)?.size ?? 0) > 0;
    },
  };
}

export type ScriptedLink = ReturnType<typeof createScriptedLink>;

/** A promise the test settles itself: an answer held back while the screen shows it is waiting. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
