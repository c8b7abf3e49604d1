import type { OnSiteMethod } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

/** An appointment as a payment at the desk needs it, locked (FOR UPDATE): two confirmations of it run one at a time. */
export type DeskAppointment = { id: string; companyId: string; status: string; priceCents: number; paidAt: string | null };

/** What a payment received at the desk records (issue 20). */
export type DeskPayment = {
  /** The appointment's price; what was received is totalCents (the difference is a discount given at the desk). */
  amountCents: number;
  discountCents: number;
  totalCents: number;
  onSiteMethod: OnSiteMethod;
  receiptNumber: string;
  createdBy: string;
};

/** The SQL of payments received at the desk. Every query runs under the tenant's RLS (another company's: not found). */
export const paymentDeskRepository = {
  lockAppointment: async (tx: Tx, id: string): Promise<DeskAppointment | undefined> => {
    const [r] = await rows<{ id: string; company_id: string; status: string; price_cents: number; paid_at: Date | string | null }>(
      tx,
      sql`select id, company_id, status, price_cents, paid_at from appointment where id = ${id} for update`,
    );
    return (
      r && {
        id: r.id,
        companyId: r.company_id,
        status: r.status,
        priceCents: Number(r.price_cents),
        paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
      }
    );
  },

  /** The desk's amounts, method and receipt on an ON_SITE attempt (a new one, or the patient's pending choice). */
  setDesk: async (tx: Tx, paymentId: string, d: DeskPayment): Promise<void> => {
    await tx.execute(
      sql`update payment
             set amount_cents = ${d.amountCents}, discount_cents = ${d.discountCents}, interest_cents = 0,
                 total_cents = ${d.totalCents}, on_site_method = ${d.onSiteMethod}, receipt_number = ${d.receiptNumber},
                 created_by = coalesce(created_by, ${d.createdBy}::uuid), updated_at = app_now()
           where id = ${paymentId} and method = 'ON_SITE'`,
    );
  },
};
