import { sql } from 'drizzle-orm';
import { guardianActsSql } from '../kit/guardian.sql.js';
import { rows, type Tx } from '../kit/tenant.js';
import type { ShortLinkCodes } from '../mail/appointment-notice.templates.js';

/** Whom an appointment's links are mailed to again, and what the mail says (the booking confirmation's data). */
export type LinkRecipient = {
  companyId: string;
  status: string;
  startsAt: Date;
  priceCents: number;
  paidAt: string | null;
  codes: ShortLinkCodes;
  /** The patient's address, or their guardian's for a dependent; null: nobody has one. */
  mail: string | null;
  recipientName: string;
  /** The dependent the appointment is for, when the guardian receives the mail. */
  dependentName: string | null;
  /** The language the patient (or guardian) user last wrote in (a message, a request), if any: as the notices. */
  locale: string | null;
  clinic: string;
  timeZone: string;
};

/** The SQL of the reception's actions on an appointment (issue 20). Every query runs under the tenant's RLS. */
export const appointmentReceptionRepository = {
  /** When the patient was marked as arrived (the appointment is locked by the caller). */
  arrivedAt: async (tx: Tx, id: string): Promise<string | null> => {
    const [row] = await rows<{ arrived_at: Date | string | null }>(tx, sql`select arrived_at from appointment where id = ${id}`);
    return row?.arrived_at ? new Date(row.arrived_at).toISOString() : null;
  },

  /** The current assistant physician (the appointment is locked by the caller). */
  assistantOf: async (tx: Tx, id: string): Promise<string | null> => {
    const [row] = await rows<{ medical_assistent: string | null }>(tx, sql`select medical_assistent from appointment where id = ${id}`);
    return row?.medical_assistent ?? null;
  },

  /** A professional of the tenant (RLS: another company's is not found), and whether they are active. */
  professional: async (tx: Tx, id: string): Promise<{ id: string; active: boolean } | undefined> => {
    const [row] = await rows<{ id: string; status: string }>(tx, sql`select id, status from professional where id = ${id}`);
    return row && { id: row.id, active: row.status === 'active' };
  },

  /** The recipient and the contents of the appointment's links mail (the same as appointment-notice.repository's). */
  linkRecipient: async (tx: Tx, id: string): Promise<LinkRecipient | undefined> => {
    const [r] = await rows<{
      company_id: string;
      status: string;
      starts_at: Date | string;
      price_cents: number;
      paid_at: Date | string | null;
      room_code: string;
      cancel_code: string;
      payment_code: string;
      mail: string | null;
      recipient_name: string;
      dependent_name: string | null;
      locale: string | null;
      clinic: string;
      time_zone: string;
    }>(
      tx,
      sql`select a.company_id, a.status, a.starts_at, a.price_cents, a.paid_at, a.room_code, a.cancel_code, a.payment_code,
            case when g.id is null then p.mail else g.mail end as mail,
            coalesce(g.name, p.name) as recipient_name,
            case when g.id is null then null else p.name end as dependent_name,
            (select l.locale from (
                select m.locale, m.created_at from message m
                 where m.sender = 'PERSON' and m.locale is not null and m.sender_user_id = coalesce(g.user_id, p.user_id)
                union all
                select q.locale, q.created_at from appointment_request q
                 where q.locale is not null and q.requested_by = coalesce(g.user_id, p.user_id)
              ) l order by l.created_at desc limit 1) as locale,
            c.name as clinic, c.time_zone
          from appointment a
          join company c on c.id = a.company_id
          join person p on p.id = a.patient_id
          left join person g on g.id = p.parent_id and ${guardianActsSql('p')}
          where a.id = ${id}`,
    );
    if (!r) return undefined;
    return {
      companyId: r.company_id,
      status: r.status,
      startsAt: new Date(r.starts_at),
      priceCents: Number(r.price_cents),
      paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
      codes: { room: r.room_code, cancel: r.cancel_code, payment: r.payment_code },
      mail: r.mail?.trim() || null,
      recipientName: r.recipient_name,
      dependentName: r.dependent_name,
      locale: r.locale,
      clinic: r.clinic,
      timeZone: r.time_zone,
    };
  },
};
