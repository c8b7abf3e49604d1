import type { Database } from '../kit/db.js';

/**
 * The main demo clinic (Clínica Saúde Total) takes every method (README "Payments in the demo"): R$ 150,00 a consultation, R$ 80,00 a return;
 * card up to 6× (3× interest free, then 1.99 % a month), PIX to a random key (EVP), pay on site; and the voucher
 * BEMVINDO10 (10 % off). Runs as the owner, with the demo seed.
 */
export async function seedPayments(db: Database, companyId: string): Promise<void> {
  await db.query(
    `insert into company_financial (company_id, consultation_price_cents, return_price_cents, accepts_credit_card, accepts_pix,
       accepts_on_site, max_installments, interest_free_installments, installment_interest_bps, min_installment_cents,
       pix_key_type, pix_key, merchant_name, merchant_city)
     values ($1, 15000, 8000, true, true, true, 6, 3, 199, 1000, 'EVP', '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', 'Clinica Saude Total', 'SAO PAULO')
     on conflict (company_id) do nothing`,
    [companyId],
  );
  await db.query(
    `insert into voucher (company_id, code, discount_type, discount_value) values ($1, 'BEMVINDO10', 'PERCENT', 1000)
     on conflict (company_id, code) do nothing`,
    [companyId],
  );
}
