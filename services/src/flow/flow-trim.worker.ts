import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../kit/db.js';
import { startIntervalWorker } from '../kit/interval-worker.js';
import { inScope } from '../kit/tenant.js';
import { flowRepository } from './flow.repository.js';

/** Trims the flow log to the retention window once (see `flowRepository.trim`). Returns how many events went. */
export const trimFlow = (db: Database, keep: number): Promise<number> =>
  inScope(db, { companyId: null, userId: null }, (tx) => flowRepository.trim(tx, keep));

/** Trims the flow log every `intervalMs` (0: never) until stopped. */
export const startFlowTrimmer = (db: Database, keep: number, intervalMs: number, log: FastifyBaseLogger) =>
  startIntervalWorker(intervalMs, () => trimFlow(db, keep), log, {
    done: 'flow events older than the retention window removed',
    failed: 'flow trim failed',
  });
