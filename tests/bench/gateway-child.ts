/**
 * The gateway alone in its own process (M8): the same createGateway as production, configured like the bench stack's
 * gateway against the bench stack's services. It answers `mem` over IPC with process.memoryUsage() after two full
 * garbage collections (forked with --expose-gc), so RSS and heap are the gateway's own.
 */
import { parseConfig } from '@teleconsulta/gateway/config';
import { createGateway } from '@teleconsulta/gateway/server';

const env = JSON.parse(process.env.BENCH_GATEWAY_ENV ?? '{}') as Record<string, string>;
const gateway = createGateway(parseConfig(env));
const url = await gateway.start();
await gateway.deps.flow.whenReady();

type Command = { id: number; op: 'mem' | 'stop' };
const gc = (globalThis as { gc?: () => void }).gc;

process.on('message', async (cmd: Command) => {
  if (cmd.op === 'mem') {
    gc?.();
    await new Promise((r) => setTimeout(r, 50));
    gc?.();
    const m = process.memoryUsage();
    process.send?.({
      id: cmd.id,
      mem: { rss: m.rss, heapUsed: m.heapUsed, external: m.external, gc: gc !== undefined },
      clients: gateway.wsClients(),
    });
  } else {
    await gateway.stop();
    process.send?.({ id: cmd.id });
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));

process.send?.({ ready: true, url });
