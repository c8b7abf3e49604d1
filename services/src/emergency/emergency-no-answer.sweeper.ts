import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../kit/db.js';
import type { EventPort } from '../kit/events.js';
import { startIntervalWorker } from '../kit/interval-worker.js';
import { inScope } from '../kit/tenant.js';
import { emergencyDutyRepository as repo } from './emergency-duty.repository.js';
import { expireUnansweredCalls } from './emergency-duty.service.js';

/**
 * Applies the no-answer rule company by company, under each tenant's RLS (a SECURITY DEFINER function names the
 * companies, nothing else). Returns how many called patients it moved back or out. The event port defaults to the
 * flow log only because tests call the sweep with the database alone (app.ts passes ctx.events).
 */
export async function sweepUnansweredCalls(db: Database, events: EventPort): Promise<number> {
  const companies = await inScope(db, { companyId: null, userId: null }, (tx) => repo.noAnswerCompanies(tx));
  let moved = 0;
  for (const companyId of companies) {
    moved += await inScope(db, { companyId, userId: null }, (tx) => expireUnansweredCalls(tx, companyId, events));
  }
  return moved;
}

/** Runs the no-answer sweep every `intervalMs` (0: never) until stopped. */
export const startNoAnswerSweeper = (db: Database, events: EventPort, intervalMs: number, log: FastifyBaseLogger) =>
  startIntervalWorker(intervalMs, () => sweepUnansweredCalls(db, events), log, {
    done: 'unanswered emergency calls moved by the no-answer rule',
    failed: 'no-answer sweep failed',
  });
