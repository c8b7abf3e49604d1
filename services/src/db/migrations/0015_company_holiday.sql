-- A company's own holidays (BRAZIL.md §6): national holidays and those of the company's state (company.state) are
-- computed (schema/src/calendar); a clinic adds its own closed dates (municipal holidays, a recess), each with a name,
-- and marks a national or state holiday it works (worked = true). One row per company and date.
CREATE TABLE company_holiday (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  date date NOT NULL,
  worked boolean NOT NULL DEFAULT false,
  name text,
  updated_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- a closed date has a name; a worked one takes the holiday's own
  CHECK (worked OR (name IS NOT NULL AND length(btrim(name)) BETWEEN 1 AND 100)),
  CONSTRAINT company_holiday_date_key UNIQUE (company_id, date)
);

GRANT SELECT, INSERT, UPDATE, DELETE ON company_holiday TO teleconsulta_app;
ALTER TABLE company_holiday ENABLE ROW LEVEL SECURITY;
ALTER TABLE company_holiday FORCE ROW LEVEL SECURITY;
-- The companies the tenant sees (its own and its branches), like company_financial: a network's administrator keeps
-- a branch's calendar.
CREATE POLICY company_holiday_tenant ON company_holiday
  USING (company_id IN (SELECT c.id FROM company c))
  WITH CHECK (company_id IN (SELECT c.id FROM company c));

-- The public landing (SPEC §2, §7 "Landing calls") finds a company by its permalink before it knows the company:
-- only the transaction that sets app.landing_lookup (kit/public-tenant.ts, nothing else) sees the landing companies,
-- and only through SELECT.
CREATE POLICY company_landing_lookup ON company FOR SELECT
  USING (is_landing AND coalesce(current_setting('app.landing_lookup', true), '') = 'on');
