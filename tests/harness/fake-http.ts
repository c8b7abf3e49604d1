import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the local fakes of the providers' APIs (Mercado Pago, Daily) share: the failures a test schedules, each
 * answering the next request that matches ("METHOD /path" prefix, or any request) once; the answers held back on
 * purpose (a client time-out); listening on a free port of 127.0.0.1; and closing with every connection.
 */
export function fakeHttp<Failure extends string>() {
  const failures: Array<{ kind: Failure; on: string | null }> = [];
  const hanging = new Set<ServerResponse>();
  return {
    failNext(kind: Failure, on: string | null): void {
      failures.push({ kind, on });
    },
    takeFailure(method: string, path: string): Failure | null {
      const at = failures.findIndex((f) => f.on === null || `${method} ${path}`.startsWith(f.on));
      if (at < 0) return null;
      return failures.splice(at, 1)[0]!.kind;
    },
    /** Never answers this response (until close). */
    hang(res: ServerResponse): void {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
    },
    /** Listens on a free port of 127.0.0.1; answers the base URL. */
    async listen(server: Server): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close(server: Server): Promise<void> {
      return new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
