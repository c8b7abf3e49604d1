import { ACCESS_CODE_GRACE_HOURS, type AppointmentStatus, type ShortLinkPurpose, type SystemCancelReason } from '@teleconsulta/schema';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { SQL_NOW } from '../kit/clock.js';
import { rows, type Tx } from '../kit/tenant.js';
import type { Participants } from './appointment.repository.js';
import { appointment, appointmentCounter } from './appointment.table.js';

const EXPIRED: SystemCancelReason = 'PAYMENT_EXPIRED';

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

/** What a short link reads: the summary of its own appointment, nothing about the patient. */
export type AccessRow = {
  id: string;
  companyId: string;
  protocol: string;
  companyName: string;
  /** null for an emergency attendance charged before anyone called the patient. */
  professionalName: string | null;
  specialty: string | null;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timeZone: string;
  startsAt: string;
  endsAt: string;
  status: AppointmentStatus;
  priceCents: number;
  paidAt: string | null;
  holdUntil: string | null;
  cancellationCutoffHours: number;
  /** When the code that read it stops opening its page (its purpose's expiry, or a legacy code's). */
  accessExpiresAt: string;
  /** Read with the legacy all-purpose code of an appointment booked before migration 0028. */
  legacy: boolean;
};

/**
 * The appointment a short link's code opens on a page, if it still does (migration 0028's one rule, in SQL): a code of
 * another purpose, an expired one and an unknown one name none.
 */
const shortLink = (code: string, purpose: ShortLinkPurpose) => sql`appointment_short_link(${code}, ${purpose}, ${ACCESS_CODE_GRACE_HOURS})`;

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v == null ? null : iso(v));

/** The columns an update sets: values, or SQL such as SQL_NOW for a timestamp of the transaction's instant. */
export type AppointmentColumns = PgUpdateSetSource<typeof appointment>;

/** A professional a booking names: active or not, their specialties and user. */
export type BookingProfessional = { id: string; active: boolean; specialties: string[]; userId: string | null };

/** The SQL of booking, the state changes, cancellation and the short links. Every query runs under the tenant's RLS. */
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
    const reach = guardianUserId
      ? sql`and (pe.user_id = ${guardianUserId}
               or pe.parent_id in (select own.id from person own where own.user_id = ${guardianUserId}))`
      : sql``;
    const [row] = await rows<{ id: string; status: string }>(tx, sql`select pe.id, pe.status from person pe where pe.id = ${id} ${reach}`);
    return row ? { id: row.id, active: row.status === 'active' } : undefined;
  },

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
    const [row] = await rows<{
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
      doctor_user_id: string | null;
      assistant_user_id: string | null;
      patient_user_id: string | null;
      patient_parent_user_id: string | null;
    }>(
      tx,
      sql`select a.id, a.company_id, a.status, a.starts_at, a.ends_at, a.doctor_id, a.paid_at, a.specialty,
                 c.cancellation_cutoff_hours as cutoff,
                 exists (select 1 from appointment_file f where f.appointment_id = a.id) as has_files,
                 case a.status when 'FINISHED_BY_PROFESSIONAL' then a.finished_at when 'LEFT_BY_PATIENT' then a.left_at
                               when 'NO_SHOW' then a.no_show_at end as ended_at,
                 d.user_id as doctor_user_id, ma.user_id as assistant_user_id, pt.user_id as patient_user_id,
                 guardian.user_id as patient_parent_user_id
            from appointment a
            join company c on c.id = a.company_id
            join professional d on d.id = a.doctor_id
            join person pt on pt.id = a.patient_id
            left join person guardian on guardian.id = pt.parent_id
            left join professional ma on ma.id = a.medical_assistent
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
      participants: {
        doctorUserId: row.doctor_user_id,
        assistantUserId: row.assistant_user_id,
        patientUserId: row.patient_user_id,
        patientParentUserId: row.patient_parent_user_id,
      },
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

  update: async (tx: Tx, id: string, columns: AppointmentColumns) => {
    await tx
      .update(appointment)
      .set({ ...columns, updatedAt: SQL_NOW })
      .where(eq(appointment.id, id));
  },

  remove: async (tx: Tx, id: string) => {
    await tx.delete(appointment).where(eq(appointment.id, id));
  },

  /**
   * The company of a short link's code that still opens the page of `purpose`, or null (SECURITY DEFINER function: it
   * is called outside any tenant, and its answer only says which tenant to read under).
   */
  companyOfAccess: async (tx: Tx, code: string, purpose: ShortLinkPurpose): Promise<string | null> => {
    const [row] = await rows<{ company_id: string | null }>(tx, sql`select company_id from ${shortLink(code, purpose)}`);
    return row?.company_id ?? null;
  },

  /** A short link's appointment on the page of `purpose` (under its company's RLS), locked when it is about to change. */
  byAccess: async (tx: Tx, code: string, purpose: ShortLinkPurpose, lock = false): Promise<AccessRow | undefined> => {
    const [row] = await rows<{
      id: string;
      company_id: string;
      protocol: string;
      company_name: string;
      professional_name: string | null;
      specialty: string | null;
      start_date: string;
      start_time: string;
      end_date: string;
      end_time: string;
      time_zone: string;
      starts_at: Date | string;
      ends_at: Date | string;
      status: AppointmentStatus;
      price_cents: number;
      paid_at: Date | string | null;
      hold_until: Date | string | null;
      cutoff: number;
      expires_at: Date | string;
      legacy: boolean;
    }>(
      tx,
      sql`select a.id, a.company_id, a.protocol, c.name as company_name, d.name as professional_name, a.specialty,
                 to_char(a.starts_at at time zone c.time_zone, 'YYYY-MM-DD') as start_date,
                 to_char(a.starts_at at time zone c.time_zone, 'HH24:MI') as start_time,
                 to_char(a.ends_at at time zone c.time_zone, 'YYYY-MM-DD') as end_date,
                 to_char(a.ends_at at time zone c.time_zone, 'HH24:MI') as end_time,
                 c.time_zone, a.starts_at, a.ends_at, a.status, a.price_cents, a.paid_at, a.hold_until,
                 c.cancellation_cutoff_hours as cutoff, l.expires_at, l.legacy
            from ${shortLink(code, purpose)} l
            join appointment a on a.id = l.appointment_id
            join company c on c.id = a.company_id
            left join professional d on d.id = a.doctor_id
           ${lock ? sql`for update of a` : sql``}`,
    );
    if (!row) return undefined;
    return {
      id: row.id,
      companyId: row.company_id,
      protocol: row.protocol,
      companyName: row.company_name,
      professionalName: row.professional_name,
      specialty: row.specialty,
      startDate: row.start_date,
      startTime: row.start_time,
      endDate: row.end_date,
      endTime: row.end_time,
      timeZone: row.time_zone,
      startsAt: iso(row.starts_at),
      endsAt: iso(row.ends_at),
      status: row.status,
      priceCents: Number(row.price_cents),
      paidAt: isoOrNull(row.paid_at),
      holdUntil: isoOrNull(row.hold_until),
      cancellationCutoffHours: Number(row.cutoff),
      accessExpiresAt: iso(row.expires_at),
      legacy: Boolean(row.legacy),
    };
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
