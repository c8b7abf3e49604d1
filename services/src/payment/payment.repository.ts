import type { PaymentMethod, PaymentStatus } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { guardianActsSql } from '../kit/guardian.sql.js';
import { rows, type Tx } from '../kit/tenant.js';
import { iso, type Raw } from './payment.sql.js';
import type { payment, voucher } from './payment.table.js';

/** A payment attempt as stored (payment table, migrations/0018_payment.sql), with its appointment's protocol. */
export type PaymentRow = Omit<typeof payment.$inferSelect, 'createdBy' | 'updatedAt'> & { protocol: string };

function toRow(r: Raw): PaymentRow {
  return {
    id: r.id as string,
    companyId: r.company_id as string,
    appointmentId: r.appointment_id as string,
    protocol: r.protocol as string,
    attempt: Number(r.attempt),
    method: r.method as PaymentMethod,
    status: r.status as PaymentStatus,
    provider: r.provider as string,
    reference: r.reference as string,
    providerRef: (r.provider_ref as string | null) ?? null,
    amountCents: Number(r.amount_cents),
    discountCents: Number(r.discount_cents),
    interestCents: Number(r.interest_cents),
    totalCents: Number(r.total_cents),
    installments: Number(r.installments),
    installmentCents: r.installment_cents == null ? null : Number(r.installment_cents),
    voucherId: (r.voucher_id as string | null) ?? null,
    voucherCode: (r.voucher_code as string | null) ?? null,
    cardBrand: (r.card_brand as string | null) ?? null,
    cardLast4: (r.card_last4 as string | null) ?? null,
    pixTxid: (r.pix_txid as string | null) ?? null,
    pixBrCode: (r.pix_br_code as string | null) ?? null,
    pixExpiresAt: iso(r.pix_expires_at),
    statusDetail: (r.status_detail as string | null) ?? null,
    refundedCents: Number(r.refunded_cents),
    paidAt: iso(r.paid_at),
    locale: (r.locale as PaymentRow['locale']) ?? null,
    onSiteMethod: (r.on_site_method as PaymentRow['onSiteMethod']) ?? null,
    receiptNumber: (r.receipt_number as string | null) ?? null,
    createdAt: iso(r.created_at)!,
  };
}

const SELECT = sql`select p.*, a.protocol from payment p join appointment a on a.id = p.appointment_id`;

export type NewPayment = {
  companyId: string;
  appointmentId: string;
  method: PaymentMethod;
  status: PaymentStatus;
  provider: string;
  amountCents: number;
  discountCents: number;
  interestCents: number;
  totalCents: number;
  installments: number;
  installmentCents: number | null;
  voucherId: string | null;
  voucherCode: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  locale?: 'pt-BR' | 'en' | null;
  createdBy: string | null;
};

export type PaymentChanges = Partial<{
  status: PaymentStatus;
  providerRef: string | null;
  statusDetail: string | null;
  pixTxid: string;
  pixBrCode: string;
  pixExpiresAt: string;
  paid: boolean;
  refundedCents: number;
}>;

/** A voucher by its code, and whether it may be used now (active, in its dates, uses left). */
export type VoucherRow = Pick<typeof voucher.$inferSelect, 'id' | 'code' | 'discountType' | 'discountValue'> & { usable: boolean };

/** The SQL of payments. Every query runs under the tenant's RLS. */
export const paymentRepository = {
  /** The appointment's latest attempt, locked when it is about to change. */
  latest: async (tx: Tx, appointmentId: string, lock = false): Promise<PaymentRow | undefined> => {
    const [r] = await rows<Raw>(
      tx,
      sql`${SELECT} where p.appointment_id = ${appointmentId} order by p.attempt desc limit 1 ${lock ? sql`for update of p` : sql``}`,
    );
    return r ? toRow(r) : undefined;
  },

  byId: async (tx: Tx, id: string, lock = false): Promise<PaymentRow | undefined> => {
    const [r] = await rows<Raw>(tx, sql`${SELECT} where p.id = ${id} ${lock ? sql`for update of p` : sql``}`);
    return r ? toRow(r) : undefined;
  },

  byProviderRef: async (tx: Tx, provider: string, ref: string, lock = false): Promise<PaymentRow | undefined> => {
    const [r] = await rows<Raw>(
      tx,
      sql`${SELECT} where p.provider = ${provider} and (p.provider_ref = ${ref} or p.pix_txid = ${ref})
          ${lock ? sql`for update of p` : sql``}`,
    );
    return r ? toRow(r) : undefined;
  },

  /** The latest attempt of each of the appointments (one query for a list). */
  latestOf: async (tx: Tx, appointmentIds: readonly string[]): Promise<PaymentRow[]> =>
    appointmentIds.length === 0
      ? []
      : (
          await rows<Raw>(
            tx,
            sql`select distinct on (p.appointment_id) p.*, a.protocol from payment p join appointment a on a.id = p.appointment_id
                where p.appointment_id in (${sql.join(
                  appointmentIds.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )})
                order by p.appointment_id, p.attempt desc`,
          )
        ).map(toRow),

  ofAppointment: async (tx: Tx, appointmentId: string): Promise<PaymentRow[]> =>
    (await rows<Raw>(tx, sql`${SELECT} where p.appointment_id = ${appointmentId} order by p.attempt desc`)).map(toRow),

  /**
   * A new attempt: number = the appointment's attempts + 1; reference (our key to the provider) = appointment and
   * attempt, so a retry of an attempt whose transaction never committed sends the provider the same key.
   */
  insert: async (tx: Tx, p: NewPayment): Promise<PaymentRow> => {
    const [r] = await rows<Raw>(
      tx,
      sql`with n as (select coalesce(max(attempt), 0) + 1 as attempt from payment where appointment_id = ${p.appointmentId})
          insert into payment (company_id, appointment_id, attempt, method, status, provider, reference, amount_cents,
                               discount_cents, interest_cents, total_cents, installments, installment_cents, voucher_id,
                               voucher_code, card_brand, card_last4, locale, created_by)
          select ${p.companyId}, ${p.appointmentId}, n.attempt, ${p.method}, ${p.status}, ${p.provider},
                 ${p.appointmentId}::text || '-' || n.attempt, ${p.amountCents}, ${p.discountCents}, ${p.interestCents},
                 ${p.totalCents}, ${p.installments}, ${p.installmentCents}, ${p.voucherId}, ${p.voucherCode}, ${p.cardBrand},
                 ${p.cardLast4}, ${p.locale ?? null}, ${p.createdBy}
            from n
          returning id`,
    );
    return (await paymentRepository.byId(tx, r!.id as string))!;
  },

  update: async (tx: Tx, id: string, c: PaymentChanges): Promise<void> => {
    const sets = [sql`updated_at = app_now()`];
    if (c.status !== undefined) sets.push(sql`status = ${c.status}`);
    if (c.providerRef !== undefined) sets.push(sql`provider_ref = ${c.providerRef}`);
    if (c.statusDetail !== undefined) sets.push(sql`status_detail = ${c.statusDetail}`);
    if (c.pixTxid !== undefined) sets.push(sql`pix_txid = ${c.pixTxid}`);
    if (c.pixBrCode !== undefined) sets.push(sql`pix_br_code = ${c.pixBrCode}`);
    if (c.pixExpiresAt !== undefined) sets.push(sql`pix_expires_at = ${c.pixExpiresAt}`);
    if (c.paid) sets.push(sql`paid_at = coalesce(paid_at, app_now())`);
    if (c.refundedCents !== undefined) sets.push(sql`refunded_cents = ${c.refundedCents}`);
    await tx.execute(sql`update payment set ${sql.join(sets, sql`, `)} where id = ${id}`);
  },

  /** The patient the provider is told about: name, e-mail and CPF (a dependent's guardian's when they have none). */
  payer: async (tx: Tx, appointmentId: string): Promise<{ name: string; email: string | null; document: string | null }> => {
    const [r] = await rows<{ name: string; email: string | null; cpf: string | null }>(
      tx,
      sql`select p.name, coalesce(p.mail, g.mail) as email, coalesce(p.cpf, g.cpf) as cpf
            from appointment a join person p on p.id = a.patient_id left join person g on g.id = p.parent_id and ${guardianActsSql('p')}
           where a.id = ${appointmentId}`,
    );
    return { name: r?.name ?? 'Paciente', email: r?.email?.trim() || null, document: r?.cpf?.trim() || null };
  },

  /** The appointment's status (a refund is given only for a cancelled one). */
  appointmentStatus: async (tx: Tx, appointmentId: string): Promise<string | undefined> => {
    const [r] = await rows<{ status: string }>(tx, sql`select status from appointment where id = ${appointmentId}`);
    return r?.status;
  },

  /**
   * Whom a payment's mail goes to: the patient's e-mail address (or a dependent's guardian's) and name, the clinic, and
   * the payment page's code.
   */
  mailRecipient: async (
    tx: Tx,
    appointmentId: string,
  ): Promise<{ email: string | null; name: string; clinic: string; paymentCode: string } | undefined> => {
    const [r] = await rows<{ email: string | null; name: string; clinic: string; payment_code: string }>(
      tx,
      sql`select coalesce(p.mail, g.mail) as email, coalesce(g.name, p.name) as name, c.name as clinic, a.payment_code
            from appointment a join person p on p.id = a.patient_id left join person g on g.id = p.parent_id and ${guardianActsSql('p')}
            join company c on c.id = a.company_id
           where a.id = ${appointmentId}`,
    );
    return r && { email: r.email, name: r.name, clinic: r.clinic, paymentCode: r.payment_code };
  },

  voucher: async (tx: Tx, code: string): Promise<VoucherRow | undefined> => {
    const [r] = await rows<Raw>(
      tx,
      sql`select v.id, v.code, v.discount_type, v.discount_value,
                 (v.active and (v.valid_from is null or v.valid_from <= app_now()) and (v.valid_until is null or v.valid_until > app_now())
                   and (v.max_uses is null or v.max_uses > (select count(*) from payment p
                                                            where p.voucher_id = v.id and p.status in ('APPROVED', 'PARTIALLY_REFUNDED', 'REFUNDED'))))
                   as usable
            from voucher v where v.code = ${code}`,
    );
    if (!r) return undefined;
    return {
      id: r.id as string,
      code: r.code as string,
      discountType: r.discount_type as VoucherRow['discountType'],
      discountValue: Number(r.discount_value),
      usable: Boolean(r.usable),
    };
  },

  /** Claims a notification's event id; false when it was seen already. */
  claimNotification: async (tx: Tx, n: { provider: string; eventId: string; companyId: string; providerRef: string }) => {
    const inserted = await rows<Raw>(
      tx,
      sql`insert into payment_notification (provider, event_id, company_id, provider_ref)
          values (${n.provider}, ${n.eventId}, ${n.companyId}, ${n.providerRef})
          on conflict do nothing returning event_id`,
    );
    return inserted.length > 0;
  },

  companyOfCharge: async (tx: Tx, provider: string, ref: string): Promise<string | null> => {
    const [r] = await rows<{ company_id: string | null }>(tx, sql`select payment_company_of_charge(${provider}, ${ref}) as company_id`);
    return r?.company_id ?? null;
  },

  companiesWithWork: async (tx: Tx): Promise<string[]> =>
    (await rows<{ id: string }>(tx, sql`select id from payment_companies_with_work() as id`)).map((r) => r.id),

  /**
   * The attempts to reconcile with the provider: an answer lost (PENDING without a provider reference after a minute,
   * nobody retried) and cards in analysis for more than a minute. Locked, skipping those another instance holds.
   */
  toReconcile: async (tx: Tx, limit: number): Promise<PaymentRow[]> =>
    (
      await rows<Raw>(
        tx,
        sql`${SELECT} where (p.method <> 'ON_SITE' and p.provider_ref is null and p.status = 'PENDING'
                              and p.created_at <= app_now() - interval '1 minute')
                          or (p.status = 'IN_ANALYSIS' and p.updated_at <= app_now() - interval '1 minute')
            order by p.created_at limit ${limit} for update of p skip locked`,
      )
    ).map(toRow),

  /** Pending PIX charges past their expiry (the sweep marks them EXPIRED). */
  expiredPix: async (tx: Tx, limit: number): Promise<PaymentRow[]> =>
    (
      await rows<Raw>(
        tx,
        sql`${SELECT} where p.status = 'PENDING' and p.method = 'PIX' and p.pix_expires_at <= app_now()
            order by p.pix_expires_at limit ${limit} for update of p skip locked`,
      )
    ).map(toRow),
};
