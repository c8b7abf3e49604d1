-- The register of security incidents (LGPD art. 48; Resolução CD/ANPD nº 15/2024, art. 10; SECURITY.md T20): every
-- incident with personal data, communicated to the ANPD or not, with its circumstances, the data and data subjects
-- affected, the risk, the measures and the communications (or why there were none). A tenant table like every other.
CREATE TABLE security_incident (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
  -- when the clinic learned of it: the 3 business days to communicate count from that day
  detected_at timestamptz NOT NULL,
  occurred_at timestamptz CHECK (occurred_at IS NULL OR occurred_at <= detected_at),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 4000),
  data_categories text[] NOT NULL CHECK (
    cardinality(data_categories) >= 1
    AND data_categories <@ ARRAY['IDENTIFICATION', 'CONTACT', 'HEALTH', 'FINANCIAL', 'CREDENTIALS', 'CHILDREN', 'OTHER']
  ),
  affected_subjects integer CHECK (affected_subjects IS NULL OR affected_subjects >= 0),
  risk text NOT NULL CHECK (risk IN ('LOW', 'RELEVANT')),
  measures text CHECK (measures IS NULL OR length(measures) <= 4000),
  anpd_notified_at timestamptz CHECK (anpd_notified_at IS NULL OR anpd_notified_at >= detected_at),
  subjects_notified_at timestamptz CHECK (subjects_notified_at IS NULL OR subjects_notified_at >= detected_at),
  not_notified_reason text CHECK (not_notified_reason IS NULL OR length(not_notified_reason) <= 2000),
  recorded_by_user_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
  -- who registered and who closed it, as they were named then
  recorded_by_name text NOT NULL,
  closed_by_user_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
  closed_by_name text,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT app_now(),
  updated_at timestamptz NOT NULL DEFAULT app_now(),
  CONSTRAINT security_incident_closed CHECK ((status = 'CLOSED') = (closed_at IS NOT NULL)),
  CONSTRAINT security_incident_closed_measures CHECK (status = 'OPEN' OR measures IS NOT NULL)
);
CREATE INDEX security_incident_company ON security_incident (company_id, detected_at DESC);

ALTER TABLE security_incident ENABLE ROW LEVEL SECURITY;
ALTER TABLE security_incident FORCE ROW LEVEL SECURITY;
CREATE POLICY security_incident_tenant ON security_incident
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
-- No DELETE for the application: the register is the controller's evidence to the ANPD.
GRANT SELECT, INSERT, UPDATE ON security_incident TO teleconsulta_app;

-- A closed entry never changes, and no role deletes an entry less than 5 years after it was registered (art. 10).
CREATE OR REPLACE FUNCTION security_incident_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'CLOSED' THEN
    RAISE EXCEPTION 'a closed security incident entry never changes' USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF app_now() < OLD.created_at + interval '5 years' THEN
      RAISE EXCEPTION 'the register keeps a security incident for 5 years (Resolução CD/ANPD 15/2024)'
        USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER security_incident_kept BEFORE UPDATE OR DELETE ON security_incident
  FOR EACH ROW EXECUTE FUNCTION security_incident_kept();
