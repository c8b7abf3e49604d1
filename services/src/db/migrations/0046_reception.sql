-- The reception's actions (issue 20). When the reception marked the patient as arrived (SPEC person flow step 1),
-- once; and, for a payment received at the desk, how it was paid and the receipt's or card machine's slip number.
-- The columns are the tables' own: their row-level security policies and grants cover them.
ALTER TABLE appointment ADD COLUMN arrived_at timestamptz;

ALTER TABLE payment
  ADD COLUMN on_site_method text CHECK (on_site_method IN ('CASH', 'CARD_MACHINE', 'PIX')),
  ADD COLUMN receipt_number text CHECK (length(receipt_number) BETWEEN 1 AND 40),
  -- only a payment made on site says how it was paid at the desk
  ADD CONSTRAINT payment_on_site_desk CHECK (method = 'ON_SITE' OR (on_site_method IS NULL AND receipt_number IS NULL));
