import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';
import type { ShortLinkCodes } from '../mail/appointment-notice.templates.js';
import { NOTICE_RECIPIENT_COLUMNS, NOTICE_RECIPIENT_JOINS } from './appointment-notice.repository.js';

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

  /** The recipient and the contents of the appointment's links mail (NOTICE_RECIPIENT_COLUMNS, as the notices). */
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
            ${NOTICE_RECIPIENT_COLUMNS}
          from appointment a
          ${NOTICE_RECIPIENT_JOINS}
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
