-- Payments (issue 5; docs/decisions.md "Payments"): card, PIX and pay on site behind a provider adapter. Money is
-- integer cents. Every table is a tenant table under row-level security, like the others.

-- Vouchers (SPEC §3 voucher code and discount; "Voucher not apply"): a percentage (basis points) or an amount off.
CREATE TABLE voucher (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9_-]{3,30}$'),
  discount_type text NOT NULL CHECK (discount_type IN ('PERCENT', 'AMOUNT')),
  -- PERCENT: basis points (1000 = 10 %); AMOUNT: cents
  discount_value int NOT NULL CHECK (discount_value > 0),
  valid_from timestamptz,
  valid_until timestamptz,
  -- how many approved payments may use it (null: no limit)
  max_uses int CHECK (max_uses > 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, code),
  CHECK (discount_type <> 'PERCENT' OR discount_value <= 10000)
);

-- One row per payment attempt of an appointment. reference is our idempotency key towards the provider: the same
-- for every retry of one attempt (a time-out after the provider accepted the charge, then a retry → one capture).
CREATE TABLE payment (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL REFERENCES appointment(id) ON DELETE CASCADE,
  attempt int NOT NULL CHECK (attempt > 0),
  method text NOT NULL CHECK (method IN ('CREDIT_CARD', 'PIX', 'ON_SITE')),
  status text NOT NULL CHECK (status IN ('PENDING', 'IN_ANALYSIS', 'APPROVED', 'REFUSED', 'CANCELLED', 'EXPIRED',
                                          'REFUNDED', 'PARTIALLY_REFUNDED')),
  provider text NOT NULL,
  reference text NOT NULL UNIQUE,
  provider_ref text,
  amount_cents int NOT NULL CHECK (amount_cents >= 0),
  discount_cents int NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  interest_cents int NOT NULL DEFAULT 0 CHECK (interest_cents >= 0),
  total_cents int NOT NULL CHECK (total_cents >= 0),
  installments int NOT NULL DEFAULT 1 CHECK (installments BETWEEN 1 AND 12),
  installment_cents int,
  voucher_id uuid REFERENCES voucher(id) ON DELETE SET NULL,
  voucher_code text,
  card_brand text,
  card_last4 char(4),
  pix_txid text,
  pix_br_code text,
  pix_expires_at timestamptz,
  -- the provider's reason for a refusal, or PROVIDER_UNAVAILABLE while the outcome is unknown
  status_detail text,
  refunded_cents int NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  paid_at timestamptz,
  -- the payer's language (the page's), for the mail that tells how a card in analysis ended
  locale text CHECK (locale IN ('pt-BR', 'en')),
  created_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (appointment_id, attempt),
  CHECK (total_cents = amount_cents - discount_cents + interest_cents),
  CHECK (refunded_cents <= total_cents)
);
-- Money is never taken twice: one live payment per appointment at a time, whatever the requests racing.
CREATE UNIQUE INDEX payment_one_live ON payment (appointment_id)
  WHERE status IN ('PENDING', 'IN_ANALYSIS', 'APPROVED', 'PARTIALLY_REFUNDED', 'REFUNDED');
CREATE INDEX payment_company_created ON payment (company_id, created_at DESC);
CREATE UNIQUE INDEX payment_provider_ref ON payment (provider, provider_ref) WHERE provider_ref IS NOT NULL;
CREATE INDEX payment_pix_txid ON payment (pix_txid) WHERE pix_txid IS NOT NULL;

-- What actually moved: one CAPTURE per provider charge or PIX end-to-end id, one REFUND per provider refund. The
-- unique key is what makes a replayed notification (the same E2E id a thousand times) credit once.
CREATE TABLE payment_ledger (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  payment_id uuid NOT NULL REFERENCES payment(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('CAPTURE', 'REFUND')),
  amount_cents int NOT NULL CHECK (amount_cents > 0),
  external_ref text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, external_ref)
);
CREATE INDEX payment_ledger_payment ON payment_ledger (payment_id);

-- Refunds: by a clinic admin or manager, or queued by the system for money that arrived after a PIX expired or was
-- cancelled (LATE_PAYMENT), with an alert to the clinic. QUEUED until the provider confirms.
CREATE TABLE payment_refund (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  payment_id uuid NOT NULL REFERENCES payment(id) ON DELETE CASCADE,
  amount_cents int NOT NULL CHECK (amount_cents > 0),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  kind text NOT NULL DEFAULT 'REQUESTED' CHECK (kind IN ('REQUESTED', 'LATE_PAYMENT')),
  status text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'DONE', 'FAILED')),
  reference text NOT NULL UNIQUE,
  provider_ref text,
  requested_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_refund_payment ON payment_refund (payment_id);
CREATE INDEX payment_refund_queued ON payment_refund (created_at) WHERE status = 'QUEUED';

-- Provider notifications seen, by the provider's event id (deduplication: a replay changes nothing).
CREATE TABLE payment_notification (
  provider text NOT NULL,
  event_id text NOT NULL,
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  provider_ref text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- Idempotency keys of money-moving calls (SECURITY.md T13): per company, caller and operation; the same key and
-- body answer the stored response, another body is a conflict; a key older than 24 h is new again.
CREATE TABLE idempotency_key (
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  actor text NOT NULL,
  operation text NOT NULL,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  request_hash char(64) NOT NULL,
  -- null while the first request is still running
  status_code int,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  PRIMARY KEY (company_id, actor, operation, key)
);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['voucher', 'payment', 'payment_ledger', 'payment_refund', 'payment_notification', 'idempotency_key'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY %I ON %I USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
                   t || '_tenant', t);
  END LOOP;
END $$;
GRANT SELECT, INSERT, UPDATE, DELETE ON voucher TO teleconsulta_app;
GRANT SELECT, INSERT, UPDATE ON payment TO teleconsulta_app;
-- the ledger is append-only for the application
GRANT SELECT, INSERT ON payment_ledger TO teleconsulta_app;
GRANT SELECT, INSERT, UPDATE ON payment_refund TO teleconsulta_app;
GRANT SELECT, INSERT ON payment_notification TO teleconsulta_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON idempotency_key TO teleconsulta_app;

-- A provider's notification names its charge, not our company: this function answers the company of a charge (by
-- the provider's id or the PIX txid) and nothing else, so the notification is then handled under that tenant's RLS.
CREATE OR REPLACE FUNCTION payment_company_of_charge(p_provider text, p_ref text) RETURNS uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT p.company_id FROM payment p
    WHERE p.provider = p_provider AND (p.provider_ref = p_ref OR p.pix_txid = p_ref)
    LIMIT 1 $$;
REVOKE ALL ON FUNCTION payment_company_of_charge(text, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION payment_company_of_charge(text, text) TO teleconsulta_app;

-- The payment worker works company by company: which companies have work (their ids only) — queued refunds, PIX
-- charges past their expiry, attempts whose provider answer was lost (no provider reference after a minute), and
-- cards in analysis for more than a minute (a notification may have been lost).
CREATE OR REPLACE FUNCTION payment_companies_with_work() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT company_id FROM payment_refund WHERE status = 'QUEUED'
   UNION
   SELECT company_id FROM payment WHERE status = 'PENDING' AND method = 'PIX' AND pix_expires_at <= now()
   UNION
   SELECT company_id FROM payment
    WHERE method <> 'ON_SITE' AND provider_ref IS NULL AND status = 'PENDING' AND created_at <= now() - interval '1 minute'
   UNION
   SELECT company_id FROM payment WHERE status = 'IN_ANALYSIS' AND updated_at <= now() - interval '1 minute' $$;
REVOKE ALL ON FUNCTION payment_companies_with_work() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION payment_companies_with_work() TO teleconsulta_app;
