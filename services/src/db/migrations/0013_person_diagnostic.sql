-- Diagnostics of a patient (SPEC §7 POST /person/{id}/diagnostic; DIAGNOSTIC items of the history): a professional
-- records an ICD-10 (CID-10) code with a description, dated (now by default), optionally during one of the person's
-- appointments. The professional's name is kept as it was then. Entries of the health record are not changed or
-- deleted by the application (a correction will be a new entry), so the app role may only read and insert.
CREATE TABLE person_diagnostic (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES person(id) ON DELETE CASCADE,
  appointment_id uuid REFERENCES appointment(id) ON DELETE SET NULL,
  professional_id uuid REFERENCES professional(id) ON DELETE SET NULL,
  professional_name text NOT NULL,
  recorded_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  -- A00 … Z99, with an optional subcategory digit (I10, J06.9)
  cid10 text NOT NULL CHECK (cid10 ~ '^[A-Z][0-9]{2}(\.[0-9])?$'),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
  diagnosed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX person_diagnostic_person ON person_diagnostic (person_id, diagnosed_at DESC);
CREATE INDEX person_diagnostic_company ON person_diagnostic (company_id, diagnosed_at DESC);

GRANT SELECT, INSERT ON person_diagnostic TO teleconsulta_app;

ALTER TABLE person_diagnostic ENABLE ROW LEVEL SECURITY;
ALTER TABLE person_diagnostic FORCE ROW LEVEL SECURITY;
CREATE POLICY person_diagnostic_tenant ON person_diagnostic
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
