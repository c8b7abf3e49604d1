import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../kit/db.js';
import { inScope } from '../kit/tenant.js';
import { emergencyRepository as repo } from './emergency.repository.js';
import { expireUnansweredCalls } from './emergency.service.js';

/**
 * Applies the no-answer rule company by company, under each tenant's RLS (a SECURITY DEFINER function names the
 * companies, nothing else). Returns how many called patients it moved back or out.
 */
export async function sweepUnansweredCalls(db: Database): Promise<number> {
  const companies = await inScope(db, { companyId: null, userId: null }, (tx) => repo.noAnswerCompanies(tx));
  let moved = 0;
  for (const companyId of companies) {
    moved += await inScope(db, { companyId, userId: null }, (tx) => expireUnansweredCalls(tx, companyId));
  }
  return moved;
}

export type NoAnswerSweeper = { stop: () => Promise<void> };

/** Runs the sweep every `intervalMs` (0: never) until stopped; a sweep never overlaps the previous one. */
export function startNoAnswerSweeper(db: Database, intervalMs: number, log: FastifyBaseLogger): NoAnswerSweeper {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepUnansweredCalls(db)
      .then((n) => {
        if (n > 0) log.info({ moved: n }, 'unanswered emergency calls moved by the no-answer rule');
      })
      .catch((error: unknown) => log.error({ err: error }, 'no-answer sweep failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
