-- Links a professional shares with a patient in their health record (SPEC §3 history type LINK): an exam result portal,
-- an imaging viewer, guidance to read. Part of the record like a diagnostic: append-only for the application (a link
-- shared by mistake is followed by a corrected one; none is rewritten), audited as a write when shared (T20).
CREATE TABLE person_link (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES person(id) ON DELETE CASCADE,
  appointment_id uuid REFERENCES appointment(id) ON DELETE SET NULL,
  professional_id uuid REFERENCES professional(id) ON DELETE SET NULL,
  -- who shared it, as they were named then
  professional_name text NOT NULL,
  shared_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  url text NOT NULL CHECK (length(url) <= 2000 AND url ~* '^https?://'),
  note text CHECK (note IS NULL OR length(note) <= 500),
  created_at timestamptz NOT NULL DEFAULT app_now()
);
CREATE INDEX person_link_person ON person_link (person_id, created_at DESC);

ALTER TABLE person_link ENABLE ROW LEVEL SECURITY;
ALTER TABLE person_link FORCE ROW LEVEL SECURITY;
CREATE POLICY person_link_tenant ON person_link
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
GRANT SELECT, INSERT ON person_link TO teleconsulta_app;
