-- Revoking a consent (LGPD art. 8 §5: consent may be revoked at any time, by an express and free manifestation; issue 18
-- item 6): the patient, or their guardian for a dependent, withdraws the telemedicine consent. Append-only like consent:
-- an acceptance counts only when it is later than the person's latest revocation of that kind, so the next
-- teleconsultation asks for it again. A tenant table: company_id, row-level security forced.
CREATE TABLE consent_revocation (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('TELEMEDICINE')),
  person_id uuid NOT NULL REFERENCES person(id) ON DELETE CASCADE,
  revoked_by uuid NOT NULL REFERENCES app_user(id) ON DELETE RESTRICT,
  by_representative boolean NOT NULL DEFAULT false,
  -- the same clock as consent.accepted_at, so that "accepted after the revocation" compares like with like
  revoked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_revocation_person ON consent_revocation (person_id, kind, revoked_at DESC);

ALTER TABLE consent_revocation ENABLE ROW LEVEL SECURITY;
ALTER TABLE consent_revocation FORCE ROW LEVEL SECURITY;
CREATE POLICY consent_revocation_tenant ON consent_revocation
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
-- append-only for the application: a revocation is never changed or deleted
GRANT SELECT, INSERT ON consent_revocation TO teleconsulta_app;
