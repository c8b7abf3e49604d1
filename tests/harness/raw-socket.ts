import WebSocket from 'ws';

type ServerMessage = { type: string; id?: string; payload?: unknown };

/**
 * A graphql-ws socket driven message by message (the `graphql-transport-ws` protocol), for tests that need what a client
 * library hides: not sending connection_init, not answering pings, or cutting the TCP connection at a chosen point.
 */
export function rawSocket(gatewayUrl: string, options: { autoPong?: boolean } = {}) {
  const ws = new WebSocket(gatewayUrl.replace(/^http/, 'ws'), 'graphql-transport-ws', { autoPong: options.autoPong ?? true });
  const messages: ServerMessage[] = [];
  const listeners = new Set<() => void>();
  let pings = 0;
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as ServerMessage);
    for (const l of listeners) l();
  });
  ws.on('ping', () => pings++);
  ws.on('error', () => undefined);
  const opened = new Promise<void>((resolve) => ws.once('open', () => resolve()));
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

  /** Resolves when a message matching `test` has arrived (at once if it already has); rejects when the socket closes first. */
  const waitFor = (test: (m: ServerMessage) => boolean, timeoutMs = 10_000) =>
    new Promise<ServerMessage>((resolve, reject) => {
      const check = () => {
        const found = messages.find(test);
        if (!found) return false;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no matching message within ${timeoutMs} ms: ${JSON.stringify(messages.slice(-3))}`));
      }, timeoutMs);
      if (check()) return;
      listeners.add(check);
      void closed.then(() => {
        if (listeners.delete(check)) {
          clearTimeout(timer);
          reject(new Error(`socket closed: ${JSON.stringify(messages.slice(-3))}`));
        }
      });
    });

  return {
    ws,
    messages,
    opened,
    closed,
    pings: () => pings,
    /** Called on every message, with the message (for consumers that act while events stream). */
    onMessage: (fn: (m: ServerMessage) => void) => ws.on('message', (data) => fn(JSON.parse(String(data)) as ServerMessage)),
    waitFor,
    /** connection_init with these parameters; resolves on connection_ack. */
    async init(params: Record<string, unknown> = {}) {
      await opened;
      ws.send(JSON.stringify({ type: 'connection_init', payload: params }));
      await waitFor((m) => m.type === 'connection_ack');
    },
    subscribe(id: string, query: string, variables: Record<string, unknown> = {}) {
      ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
    },
    /** The data of every `next` of a subscription so far. */
    data: <T>(id: string) => messages.filter((m) => m.type === 'next' && m.id === id).map((m) => (m.payload as { data: T }).data),
    /** Drops the TCP connection without a close frame (a crash or a lost network, not a polite goodbye). */
    cut: () => ws.terminate(),
  };
}
export type RawSocket = ReturnType<typeof rawSocket>;
