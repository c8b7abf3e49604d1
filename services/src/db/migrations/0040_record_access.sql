-- The access audit of the health record (issue 19 item 7; SECURITY.md T20; CFM Res. 1.821/2007 and 2.314/2022, LGPD
-- art. 37): every read of a patient's record by someone other than the patient or their guardian, with who (as named
-- then, and with which roles), when, what (a page of the record and the types asked, or one item) and the reader's
-- appointment with the patient it falls under. Append-only for the application; a tenant table like every other.
CREATE TABLE record_access (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES person(id) ON DELETE CASCADE,
  reader_user_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
  reader_name text NOT NULL,
  reader_roles text[] NOT NULL,
  kind text NOT NULL CHECK (kind IN ('HISTORY', 'ITEM')),
  item_type text,
  item_id text,
  types text[] NOT NULL DEFAULT '{}',
  appointment_id uuid REFERENCES appointment(id) ON DELETE SET NULL,
  accessed_at timestamptz NOT NULL DEFAULT app_now(),
  CHECK ((kind = 'ITEM') = (item_type IS NOT NULL))
);
CREATE INDEX record_access_person ON record_access (person_id, accessed_at DESC);
CREATE INDEX record_access_company ON record_access (company_id, accessed_at DESC);

ALTER TABLE record_access ENABLE ROW LEVEL SECURITY;
ALTER TABLE record_access FORCE ROW LEVEL SECURITY;
CREATE POLICY record_access_tenant ON record_access
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
-- append-only for the application: an access is never changed or deleted
GRANT SELECT, INSERT ON record_access TO teleconsulta_app;
