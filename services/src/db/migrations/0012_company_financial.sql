-- Company finance (SPEC §7 Company service: GET/PUT /company/{id}/financial): prices, accepted payment methods,
-- card installments, the PIX receiving key and the payout bank account. One row per company, created on first save.
CREATE TABLE company_financial (
  company_id uuid PRIMARY KEY REFERENCES company(id) ON DELETE CASCADE,
  consultation_price_cents int NOT NULL DEFAULT 0 CHECK (consultation_price_cents >= 0),
  return_price_cents int NOT NULL DEFAULT 0 CHECK (return_price_cents >= 0),
  accepts_credit_card boolean NOT NULL DEFAULT false,
  accepts_pix boolean NOT NULL DEFAULT false,
  accepts_on_site boolean NOT NULL DEFAULT true,
  max_installments int NOT NULL DEFAULT 1 CHECK (max_installments BETWEEN 1 AND 12),
  interest_free_installments int NOT NULL DEFAULT 1 CHECK (interest_free_installments BETWEEN 1 AND 12),
  -- monthly interest beyond the interest-free installments, in hundredths of a percent
  installment_interest_bps int NOT NULL DEFAULT 0 CHECK (installment_interest_bps BETWEEN 0 AND 1000),
  min_installment_cents int NOT NULL DEFAULT 500 CHECK (min_installment_cents >= 0),
  pix_key_type text CHECK (pix_key_type IN ('CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP')),
  pix_key text,
  merchant_name varchar(25),
  merchant_city varchar(15),
  bank_code char(3),
  bank_branch text,
  bank_account text,
  bank_account_type text CHECK (bank_account_type IN ('CHECKING', 'SAVINGS', 'PAYMENT')),
  account_holder_name text,
  account_holder_document varchar(14),
  updated_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (interest_free_installments <= max_installments),
  CHECK (accepts_credit_card OR accepts_pix OR accepts_on_site)
);

GRANT SELECT, INSERT, UPDATE ON company_financial TO teleconsulta_app;
ALTER TABLE company_financial ENABLE ROW LEVEL SECURITY;
ALTER TABLE company_financial FORCE ROW LEVEL SECURITY;
-- The companies the tenant sees (its own and its branches; every company for a platform administrator).
CREATE POLICY company_financial_tenant ON company_financial
  USING (company_id IN (SELECT c.id FROM company c))
  WITH CHECK (company_id IN (SELECT c.id FROM company c));
