import type { SystemCancelReason } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { personsOfUser } from '../kit/guardian.sql.js';
import { rows, type Tx } from '../kit/tenant.js';

const EXPIRED: SystemCancelReason = 'PAYMENT_EXPIRED';

/** A professional a booking names: active or not, their specialties and user. */
export type BookingProfessional = { id: string; active: boolean; specialties: string[]; userId: string | null };

/**
 * The SQL of booking: the professional and the patient a booking names, and the PIX holds that expired. The appointment
 * itself is written through the appointment's change service. Every query runs under the tenant's RLS.
 */
export const appointmentBookingRepository = {
  professional: async (tx: Tx, id: string): Promise<BookingProfessional | undefined> => {
    const [row] = await rows<{ id: string; status: string; medical_specialty: string[] | null; user_id: string | null }>(
      tx,
      sql`select id, status, medical_specialty, user_id from professional where id = ${id}`,
    );
    return row ? { id: row.id, active: row.status === 'active', specialties: row.medical_specialty ?? [], userId: row.user_id } : undefined;
  },

  /** A person of the tenant; with a guardian, only that user's own person records and their dependents. */
  patient: async (tx: Tx, id: string, guardianUserId: string | null): Promise<{ id: string; active: boolean } | undefined> => {
    const reach = guardianUserId ? sql`and pe.id in ${personsOfUser(guardianUserId)}` : sql``;
    const [row] = await rows<{ id: string; status: string }>(tx, sql`select pe.id, pe.status from person pe where pe.id = ${id} ${reach}`);
    return row ? { id: row.id, active: row.status === 'active' } : undefined;
  },

  /** The companies with an expired PIX hold (SECURITY DEFINER function: their ids only). */
  expiredHoldCompanies: async (tx: Tx): Promise<string[]> => {
    const found = await rows<{ id: string }>(tx, sql`select id from appointment_expired_hold_companies() as id`);
    return found.map((r) => r.id);
  },

  /**
   * Cancels up to `limit` expired holds of the tenant (PAYMENT_EXPIRED), skipping rows another instance is sweeping
   * or a request is changing (FOR UPDATE SKIP LOCKED), so several instances never sweep one row twice.
   */
  expireHolds: async (tx: Tx, limit: number): Promise<Array<{ id: string; doctorId: string }>> => {
    const found = await rows<{ id: string; doctor_id: string }>(
      tx,
      sql`update appointment a
             set status = 'CANCELLED', cancel_reason = ${EXPIRED}, cancel_time = app_now(), updated_at = app_now()
           where a.id in (select h.id from appointment h
                           where h.status = 'SCHEDULED' and h.hold_until is not null and h.hold_until <= app_now()
                           order by h.hold_until
                           limit ${limit}
                             for update skip locked)
         returning a.id, a.doctor_id`,
    );
    return found.map((r) => ({ id: r.id, doctorId: r.doctor_id }));
  },
};
