import type { AppointmentStatus } from '@teleconsulta/schema';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { SQL_NOW } from '../kit/clock.js';
import { iso, isoOrNull } from '../kit/rows.js';
import { rows, type Tx } from '../kit/tenant.js';
import { PARTICIPANT_USER_IDS, type ParticipantUserIds, participantsOf, WITH_PARTICIPANTS } from './appointment.sql.js';
import { appointment, appointmentCounter } from './appointment.table.js';
import type { Participants } from './appointment-actions.js';

/** An appointment as the writes need it, locked for the rest of the transaction. */
export type AppointmentTarget = {
  id: string;
  companyId: string;
  status: AppointmentStatus;
  startsAt: string;
  endsAt: string;
  doctorId: string;
  paidAt: string | null;
  specialty: string | null;
  cancellationCutoffHours: number;
  hasFiles: boolean;
  /** When the attendance ended (finished, left or no-show); null while it has not. */
  endedAt: string | null;
  participants: Participants;
};

/** The columns an update sets: values, or SQL such as SQL_NOW for a timestamp of the transaction's instant. */
export type AppointmentColumns = PgUpdateSetSource<typeof appointment>;

/**
 * The SQL of changing one appointment: numbering and inserting a new one, locking one with what the rules need, setting
 * its columns, deleting it. Booking, the state machine, the short links, the emergency attendance and the room all
 * change appointments through it. Every query runs under the tenant's RLS.
 */
export const appointmentChangeRepository = {
  /** The company's next protocol number (an atomic upsert; its row lock is held until commit). */
  nextProtocol: async (tx: Tx, companyId: string): Promise<number> => {
    const [row] = await tx
      .insert(appointmentCounter)
      .values({ companyId, lastNumber: 1 })
      .onConflictDoUpdate({ target: appointmentCounter.companyId, set: { lastNumber: sql`${appointmentCounter.lastNumber} + 1` } })
      .returning({ n: appointmentCounter.lastNumber });
    return Number(row!.n);
  },

  insert: async (tx: Tx, values: typeof appointment.$inferInsert): Promise<string> => {
    const [row] = await tx.insert(appointment).values(values).returning({ id: appointment.id });
    return row!.id;
  },

  /** The appointment with what the rules need, locked (FOR UPDATE) so concurrent changes of it run one at a time. */
  target: async (tx: Tx, id: string): Promise<AppointmentTarget | undefined> => {
    const [row] = await rows<
      ParticipantUserIds & {
        id: string;
        company_id: string;
        status: AppointmentStatus;
        starts_at: Date | string;
        ends_at: Date | string;
        doctor_id: string;
        paid_at: Date | string | null;
        specialty: string | null;
        cutoff: number;
        has_files: boolean;
        ended_at: Date | string | null;
      }
    >(
      tx,
      sql`select a.id, a.company_id, a.status, a.starts_at, a.ends_at, a.doctor_id, a.paid_at, a.specialty,
                 c.cancellation_cutoff_hours as cutoff,
                 exists (select 1 from appointment_file f where f.appointment_id = a.id) as has_files,
                 case a.status when 'FINISHED_BY_PROFESSIONAL' then a.finished_at when 'LEFT_BY_PATIENT' then a.left_at
                               when 'NO_SHOW' then a.no_show_at end as ended_at,
                 ${PARTICIPANT_USER_IDS}
            from ${WITH_PARTICIPANTS}
           where a.id = ${id}
             for update of a`,
    );
    if (!row) return undefined;
    return {
      id: row.id,
      companyId: row.company_id,
      status: row.status,
      startsAt: iso(row.starts_at),
      endsAt: iso(row.ends_at),
      doctorId: row.doctor_id,
      paidAt: isoOrNull(row.paid_at),
      specialty: row.specialty,
      cancellationCutoffHours: Number(row.cutoff),
      hasFiles: Boolean(row.has_files),
      endedAt: isoOrNull(row.ended_at),
      participants: participantsOf(row),
    };
  },

  /**
   * An emergency appointment as its attendance changes it, locked: it may have no professional yet (charged at step 3,
   * before anyone calls), so no join needs one.
   */
  emergencyTarget: async (tx: Tx, id: string) => {
    const [row] = await rows<{
      id: string;
      company_id: string;
      status: AppointmentStatus;
      doctor_id: string | null;
      price_cents: number;
      payment_code: string;
      protocol: string;
    }>(
      tx,
      sql`select id, company_id, status, doctor_id, price_cents, payment_code, protocol
            from appointment where id = ${id} and source = 'EMERGENCY' for update`,
    );
    if (!row) return undefined;
    return {
      id: row.id,
      companyId: row.company_id,
      status: row.status,
      doctorId: row.doctor_id,
      priceCents: Number(row.price_cents),
      /** The payment page's code (/p/:id): what the emergency payment step hands out. */
      paymentCode: row.payment_code,
      protocol: row.protocol,
    };
  },

  /** The appointment's company, status and professional, locked (FOR UPDATE): a payment's approval marks it paid. */
  lockedStatus: async (tx: Tx, id: string) => {
    const [row] = await rows<{ company_id: string; status: string; doctor_id: string }>(
      tx,
      sql`select company_id, status, doctor_id from appointment where id = ${id} for update`,
    );
    return row && { companyId: row.company_id, status: row.status, doctorId: row.doctor_id };
  },

  /** The transaction's clock, like every other timestamp of the call: now and `minutes` later. */
  window: async (tx: Tx, minutes: number): Promise<{ startsAt: string; endsAt: string }> => {
    const [times] = await rows<{ starts: Date | string; ends: Date | string }>(
      tx,
      sql`select app_now() as starts, app_now() + make_interval(mins => ${minutes}) as ends`,
    );
    return { startsAt: new Date(times!.starts).toISOString(), endsAt: new Date(times!.ends).toISOString() };
  },

  update: async (tx: Tx, id: string, columns: AppointmentColumns) => {
    await tx
      .update(appointment)
      .set({ ...columns, updatedAt: SQL_NOW })
      .where(eq(appointment.id, id));
  },

  /** Whether the attendance holds a record entry (a note version, a clinical document or a file): kept 20 years. */
  hasRecord: async (tx: Tx, id: string): Promise<boolean> => {
    const [row] = await rows<{ last: Date | string | null }>(tx, sql`select appointment_last_record_entry(${id}::uuid) as last`);
    return row?.last != null;
  },

  remove: async (tx: Tx, id: string) => {
    await tx.delete(appointment).where(eq(appointment.id, id));
  },
};
