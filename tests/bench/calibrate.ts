/**
 * Machine calibration: the same load generator against a bare Node HTTP server in the bench process, so the
 * absolute figures of M1/M2 can be read against BENCHMARKS.md's physical limits (one keep-alive hop ~0.07–0.11 ms
 * p50, bare Node ~24–45k req/s on one core). Informative only; no target.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoadGenerator } from './loadgen.js';
import { fmt, percentile, sortedCopy } from './measure.js';

export type Calibration = { hopP50Ms: number; hopP99Ms: number; bareRps: number; cpuMsPerReq: number };

export async function calibrate(load: LoadGenerator): Promise<Calibration> {
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const target = { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, method: 'GET' as const, path: '/', headers: {} };
    await load.latency(target, 300);
    await load.throughput(target, 1000, 16);
    const lat = await load.latency(target, 1000);
    const s = sortedCopy(lat.samplesUs);
    const cpu0 = process.cpuUsage();
    const tp = await load.throughput(target, 1000, 16);
    const cpu = process.cpuUsage(cpu0);
    return {
      hopP50Ms: percentile(s, 50) / 1000,
      hopP99Ms: percentile(s, 99) / 1000,
      bareRps: (tp.ok / tp.wallMs) * 1000,
      cpuMsPerReq: (cpu.user + cpu.system) / 1000 / Math.max(1, tp.ok),
    };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export function printCalibration(c: Calibration): string {
  return `machine calibration (bare Node HTTP, same load generator): hop p50 ${fmt(c.hopP50Ms, 3)} ms, p99 ${fmt(c.hopP99Ms, 3)} ms (anchor ~0.07–0.11 ms p50); ${fmt(c.bareRps, 0)} req/s at c=16, ${fmt(c.cpuMsPerReq, 3)} CPU ms/req (anchor ~24–45k req/s)`;
}
