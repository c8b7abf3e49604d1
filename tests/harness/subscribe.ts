import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client as an app would open it; collects the payloads of one subscription. */
export function subscribe<T>(gatewayUrl: string, token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const received: T[] = [];
  const errors: unknown[] = [];
  let closedWith: number | undefined;
  const client: Client = createClient({
    url: gatewayUrl.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    on: { closed: (event) => (closedWith = (event as { code?: number }).code) },
  });
  const done = new Promise<void>((resolve) => {
    client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          if (value.data) received.push(value.data as T);
          if (value.errors) errors.push(...value.errors);
        },
        error: (e) => {
          errors.push(e);
          resolve();
        },
        complete: () => resolve(),
      },
    );
  });
  return {
    received,
    errors,
    done,
    closedWith: () => closedWith,
    async waitFor(count: number, timeoutMs = 5_000) {
      const start = Date.now();
      while (received.length < count && errors.length === 0 && Date.now() - start < timeoutMs) await new Promise((r) => setTimeout(r, 20));
      return received;
    },
    dispose: () => client.dispose(),
  };
}
