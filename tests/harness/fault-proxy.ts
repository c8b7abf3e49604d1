import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the gateway and the services that breaks requests on demand (SECURITY.md T12's "proxy RST after
 * N bytes"; Toxiproxy is in neither Debian nor npm). Only connections whose first request is not the flow websocket are
 * broken, so the gateway's event stream stays up while its REST calls fail.
 *  - pass: bytes go both ways untouched;
 *  - before: the request is dropped with a reset before a byte reaches the services (nothing can have happened);
 *  - after: the whole request reaches the services, and the connection is reset when their answer starts (the work is
 *    done, the gateway never hears of it);
 *  - mid: the first N bytes of the answer reach the gateway, then a reset;
 *  - hang: the request reaches the services and nothing ever comes back (the gateway's time-out decides).
 */
export type FaultMode = { kind: 'pass' } | { kind: 'before' } | { kind: 'after' } | { kind: 'mid'; bytes: number } | { kind: 'hang' };

export type FaultProxy = { url: string; set: (mode: FaultMode) => void; faults: () => number; close: () => Promise<void> };

export async function startFaultProxy(upstreamUrl: string): Promise<FaultProxy> {
  const upstream = new URL(upstreamUrl);
  let mode: FaultMode = { kind: 'pass' };
  let faults = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    const service = connect(Number(upstream.port), upstream.hostname);
    sockets.add(service);
    service.on('close', () => sockets.delete(service));
    service.on('error', () => client.destroy());
    let streaming = false; // the flow websocket: never broken
    let current: FaultMode = { kind: 'pass' };
    let sent = 0;
    client.on('data', (chunk: Buffer) => {
      if (!streaming && chunk.toString('latin1', 0, 64).startsWith('GET /flow/ws')) streaming = true;
      current = streaming ? { kind: 'pass' } : mode;
      if (current.kind === 'before') {
        faults++;
        client.resetAndDestroy();
        service.destroy();
        return;
      }
      service.write(chunk);
    });
    service.on('data', (chunk: Buffer) => {
      if (current.kind === 'pass') {
        client.write(chunk);
        return;
      }
      if (current.kind === 'hang') return;
      if (current.kind === 'after') {
        faults++;
        client.resetAndDestroy();
        service.destroy();
        return;
      }
      if (current.kind === 'mid') {
        const room = current.bytes - sent;
        if (room > 0) client.write(chunk.subarray(0, room));
        sent += Math.min(room, chunk.length);
        if (sent >= current.bytes) {
          faults++;
          client.resetAndDestroy();
          service.destroy();
        }
      }
    });
    client.on('end', () => service.end());
    service.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next) => {
      mode = next;
    },
    faults: () => faults,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
