/**
 * The load generator process (forked by loadgen.ts): keep-alive undici Pools, closed-loop requests, timings with
 * process.hrtime.bigint(). It answers one command at a time over IPC.
 */
import { Pool } from 'undici';
import type { LatencyResult, LoadCommand, LoadReply, Target, ThroughputResult } from './loadgen.js';

const pools = new Map<string, Pool>();
function poolFor(origin: string): Pool {
  let pool = pools.get(origin);
  if (!pool) {
    pool = new Pool(origin, { connections: 32, pipelining: 1, keepAliveTimeout: 60_000, keepAliveMaxTimeout: 600_000 });
    pools.set(origin, pool);
  }
  return pool;
}

/** One request; true when it answered 200 and its body does not contain target.failIfBodyHas. */
async function once(t: Target): Promise<boolean> {
  const res = await poolFor(t.origin).request({ method: t.method, path: t.path, headers: t.headers, body: t.body });
  const text = await res.body.text();
  return res.statusCode === 200 && !(t.failIfBodyHas && text.includes(t.failIfBodyHas));
}

let firstError: string | null = null;
async function onceSafe(t: Target): Promise<boolean> {
  try {
    const ok = await once(t);
    if (!ok && !firstError) firstError = `${t.method} ${t.path}: bad status or error body`;
    return ok;
  } catch (e) {
    if (!firstError) firstError = `${t.method} ${t.path}: ${(e as Error).message}`;
    return false;
  }
}

async function latency(t: Target, n: number): Promise<LatencyResult> {
  const samplesUs: number[] = [];
  let errors = 0;
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    const ok = await onceSafe(t);
    const t1 = process.hrtime.bigint();
    if (ok) samplesUs.push(Number(t1 - t0) / 1000);
    else errors++;
  }
  return { samplesUs, errors };
}

async function throughput(t: Target, durationMs: number, concurrency: number): Promise<ThroughputResult> {
  let ok = 0;
  let errors = 0;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(durationMs) * 1_000_000n;
  const worker = async () => {
    while (process.hrtime.bigint() < deadline) {
      if (await onceSafe(t)) ok++;
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ok, errors, wallMs: Number(process.hrtime.bigint() - start) / 1e6 };
}

process.on('message', async (cmd: LoadCommand) => {
  const reply = (r: LoadReply) => process.send?.(r);
  try {
    firstError = null;
    if (cmd.op === 'latency') reply({ id: cmd.id, ok: true, result: await latency(cmd.target, cmd.n) });
    else if (cmd.op === 'throughput')
      reply({ id: cmd.id, ok: true, result: await throughput(cmd.target, cmd.durationMs, cmd.concurrency) });
    else {
      await Promise.all([...pools.values()].map((p) => p.close()));
      reply({ id: cmd.id, ok: true, result: null });
      process.disconnect();
      return;
    }
    if (firstError) process.stderr.write(`loadgen: first error in this run: ${firstError}\n`);
  } catch (e) {
    reply({ id: cmd.id, ok: false, error: (e as Error).stack ?? String(e) });
  }
});

process.send?.({ ready: true });
