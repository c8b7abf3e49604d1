-- Plans (SPEC §3) and the company's plan; representatives are looked up by their user id.
-- Money is integer cents. A plan belongs to a company (its owner) and is usable by the owner and its descendants.

CREATE TABLE plan (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  bill_type text NOT NULL,
  duration_days int NOT NULL CHECK (duration_days > 0),
  commission_type text CHECK (commission_type IN ('PERCENTAGE', 'FIXED')),
  -- cents when FIXED, hundredths of a percent when PERCENTAGE
  commission_value int CHECK (commission_value >= 0),
  initial_attendance_quantity int NOT NULL DEFAULT 0 CHECK (initial_attendance_quantity >= 0),
  attendance_value_cents int NOT NULL DEFAULT 0 CHECK (attendance_value_cents >= 0),
  minutes_quantity int NOT NULL DEFAULT 0 CHECK (minutes_quantity >= 0),
  minutes_value_cents int NOT NULL DEFAULT 0 CHECK (minutes_value_cents >= 0),
  recorded_minutes_quantity int NOT NULL DEFAULT 0 CHECK (recorded_minutes_quantity >= 0),
  recorded_minutes_value_cents int NOT NULL DEFAULT 0 CHECK (recorded_minutes_value_cents >= 0),
  max_attendance_minutes int CHECK (max_attendance_minutes >= 0),
  additional_minutes_allowed boolean NOT NULL DEFAULT false,
  additional_minutes_value_cents int CHECK (additional_minutes_value_cents >= 0),
  additional_minutes_max int CHECK (additional_minutes_max >= 0),
  additional_recorded_minutes_allowed boolean NOT NULL DEFAULT false,
  additional_recorded_minutes_value_cents int CHECK (additional_recorded_minutes_value_cents >= 0),
  additional_recorded_minutes_max int CHECK (additional_recorded_minutes_max >= 0),
  attendance_average_minutes int CHECK (attendance_average_minutes >= 0),
  recorded_attendance_average_minutes int CHECK (recorded_attendance_average_minutes >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plan_company ON plan (company_id);
CREATE INDEX plan_name ON plan (lower(name));

-- A company's plan must exist; a plan in use cannot be deleted (foreign keys are checked regardless of RLS).
UPDATE company SET plan_id = NULL WHERE plan_id IS NOT NULL;
ALTER TABLE company ADD CONSTRAINT company_plan_id_fkey FOREIGN KEY (plan_id) REFERENCES plan(id) ON DELETE RESTRICT;
CREATE INDEX company_plan ON company (plan_id);
CREATE INDEX company_representative ON company (representative_id);

GRANT SELECT, INSERT, UPDATE, DELETE ON plan TO teleconsulta_app;

ALTER TABLE plan ENABLE ROW LEVEL SECURITY;
ALTER TABLE plan FORCE ROW LEVEL SECURITY;
-- Read: plans owned by a company of the tenant's subtree (the company policy decides which those are), or by the
-- tenant's own company or one of its ancestors (their ids are in the tenant's path), so a branch can use the
-- network's plans. No tenant, no plans (fail closed).
CREATE POLICY plan_read ON plan FOR SELECT
  USING (
    app_platform_admin()
    OR (app_company_id() IS NOT NULL AND (
      company_id IN (SELECT c.id FROM company c)
      OR EXISTS (SELECT 1 FROM company c WHERE c.id = app_company_id() AND c.path LIKE '%/' || plan.company_id::text || '/%')
    ))
  );
-- Write: only plans owned by the tenant's subtree; a branch uses its network's plans but never changes them.
CREATE POLICY plan_insert ON plan FOR INSERT
  WITH CHECK (app_platform_admin() OR (app_company_id() IS NOT NULL AND company_id IN (SELECT c.id FROM company c)));
CREATE POLICY plan_update ON plan FOR UPDATE
  USING (app_platform_admin() OR (app_company_id() IS NOT NULL AND company_id IN (SELECT c.id FROM company c)))
  WITH CHECK (app_platform_admin() OR (app_company_id() IS NOT NULL AND company_id IN (SELECT c.id FROM company c)));
CREATE POLICY plan_delete ON plan FOR DELETE
  USING (app_platform_admin() OR (app_company_id() IS NOT NULL AND company_id IN (SELECT c.id FROM company c)));
