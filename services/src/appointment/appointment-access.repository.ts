import { ACCESS_CODE_GRACE_HOURS, type AppointmentSource, type AppointmentStatus, type ShortLinkPurpose } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

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
  /** An emergency attendance's end is its room's validity, not a booked slot. */
  source: AppointmentSource;
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

/** The SQL of the public short links (SECURITY.md T24): which company a code opens, and the summary it reads. */
export const appointmentAccessRepository = {
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
      source: AppointmentSource;
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
                 c.time_zone, a.starts_at, a.ends_at, a.source, a.status, a.price_cents, a.paid_at, a.hold_until,
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
      source: row.source,
      status: row.status,
      priceCents: Number(row.price_cents),
      paidAt: isoOrNull(row.paid_at),
      holdUntil: isoOrNull(row.hold_until),
      cancellationCutoffHours: Number(row.cutoff),
      accessExpiresAt: iso(row.expires_at),
      legacy: Boolean(row.legacy),
    };
  },
};
