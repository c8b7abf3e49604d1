import type { FastifyBaseLogger } from 'fastify';
import { emit } from '../appointment/appointment-change.service.js';
import type { Database } from '../kit/db.js';
import type { EventPort } from '../kit/events.js';
import { startIntervalWorker } from '../kit/interval-worker.js';
import { inScope } from '../kit/tenant.js';
import { appointmentBookingRepository as repo } from './appointment-booking.repository.js';

/** How many expired holds one company's transaction cancels at most (the next sweep takes the rest). */
const BATCH = 100;

/**
 * Cancels the expired PIX holds (SPEC §4 PIX: 15 minutes, then the payment must be redone): every SCHEDULED
 * appointment whose hold_until has passed becomes CANCELLED with cancel_reason PAYMENT_EXPIRED, which frees its slot.
 * Company by company, under each tenant's RLS (a SECURITY DEFINER function names the companies, nothing else);
 * FOR UPDATE SKIP LOCKED lets several service instances sweep at once without taking a row twice or waiting on a
 * request that is changing it. Returns how many holds it cancelled.
 */
export async function sweepExpiredHolds(db: Database, events: EventPort): Promise<number> {
  const companies = await inScope(db, { companyId: null, userId: null }, (tx) => repo.expiredHoldCompanies(tx));
  let cancelled = 0;
  for (const companyId of companies) {
    cancelled += await inScope(db, { companyId, userId: null }, async (tx) => {
      const expired = await repo.expireHolds(tx, BATCH);
      for (const a of expired) {
        await emit(tx, events, companyId, 'CANCELLED', a.id, {
          status: 'CANCELLED',
          from: 'SCHEDULED',
          doctorId: a.doctorId,
          reason: 'PAYMENT_EXPIRED',
        });
      }
      return expired.length;
    });
  }
  return cancelled;
}

/** Runs the sweep every `intervalMs` (0: never) until stopped; a sweep never overlaps the previous one. */
export const startHoldSweeper = (db: Database, events: EventPort, intervalMs: number, log: FastifyBaseLogger) =>
  startIntervalWorker(intervalMs, () => sweepExpiredHolds(db, events), log, {
    done: 'expired PIX holds cancelled',
    failed: 'hold sweep failed',
  });
