-- Consents (issue 6; SPEC §5 "The terms of use must be accepted to access the system", §7 /user/term, /sign, /signterm;
-- CFM 2.314/2022 art. 15; SECURITY.md T23): every acceptance of a term's version, append-only, with who accepted,
-- for whom (a guardian accepts for a dependent as legal representative), when and through which channel.
CREATE TABLE consent (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('TERMS_OF_USE', 'TELEMEDICINE')),
  version text NOT NULL CHECK (length(version) BETWEEN 1 AND 40),
  -- whom it is for: the patient (TELEMEDICINE), or the signed-in user's own person (TERMS_OF_USE; null for staff)
  person_id uuid REFERENCES person(id) ON DELETE CASCADE,
  accepted_by uuid NOT NULL REFERENCES app_user(id) ON DELETE RESTRICT,
  by_representative boolean NOT NULL DEFAULT false,
  channel text NOT NULL CHECK (channel IN ('WEB', 'APP', 'KIOSK')),
  -- the appointment whose teleconsultation it was accepted for (by protocol), if any
  appointment_id uuid REFERENCES appointment(id) ON DELETE SET NULL,
  is_consultorio boolean NOT NULL DEFAULT false,
  accepted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_person ON consent (person_id, kind, version);
CREATE INDEX consent_user ON consent (accepted_by, kind, version);

ALTER TABLE consent ENABLE ROW LEVEL SECURITY;
ALTER TABLE consent FORCE ROW LEVEL SECURITY;
CREATE POLICY consent_tenant ON consent USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
-- append-only for the application: an acceptance is never changed or deleted
GRANT SELECT, INSERT ON consent TO teleconsulta_app;
