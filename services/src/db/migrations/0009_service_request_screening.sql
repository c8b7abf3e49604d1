-- Service requests (SPEC §3, §7 Service-request service), after FHIR ServiceRequest: a professional or staff member
-- asks for an exam or procedure for a patient. category and code are SNOMED CT codes (SPEC §9: 3457005, 103696004),
-- subject is the person ("person|{id}" in the API), requester the user who asked (id and name kept as they were).
CREATE TABLE service_request (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  subject_id uuid NOT NULL REFERENCES person(id) ON DELETE CASCADE,
  requester_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
  requester_name text NOT NULL,
  category text NOT NULL DEFAULT '3457005' CHECK (category ~ '^[0-9]{6,18}$'),
  code text NOT NULL DEFAULT '103696004' CHECK (code ~ '^[0-9]{6,18}$'),
  status text NOT NULL DEFAULT 'active'
    CHECK (status IN ('draft', 'active', 'on-hold', 'revoked', 'completed', 'entered-in-error')),
  intent text NOT NULL DEFAULT 'order'
    CHECK (intent IN ('proposal', 'plan', 'directive', 'order', 'original-order', 'reflex-order', 'filler-order', 'instance-order', 'option')),
  priority text NOT NULL DEFAULT 'routine' CHECK (priority IN ('routine', 'urgent', 'asap', 'stat')),
  authored_on timestamptz NOT NULL DEFAULT now(),
  occurrence timestamptz,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_request_company_authored ON service_request (company_id, authored_on DESC);
CREATE INDEX service_request_subject ON service_request (subject_id, authored_on DESC);

GRANT SELECT, INSERT, UPDATE, DELETE ON service_request TO teleconsulta_app;
ALTER TABLE service_request ENABLE ROW LEVEL SECURITY;
ALTER TABLE service_request FORCE ROW LEVEL SECURITY;
CREATE POLICY service_request_tenant ON service_request
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

-- Screening questionnaires (SPEC §3 "Screening: by company, type and subtype"). The current text is in screening;
-- every version ever saved is in screening_version, so an answer keeps the questions it was given.
CREATE TABLE screening (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type ~ '^[A-Z][A-Z0-9_]{0,39}$'),
  -- null: the questionnaire of the type for any subtype (the fallback)
  subtype text CHECK (subtype ~ '^[A-Z0-9][A-Z0-9_]{0,39}$'),
  title_pt_br text NOT NULL,
  title_en text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  version int NOT NULL DEFAULT 1 CHECK (version >= 1),
  -- [{ id, textPtBR, textEn, kind, required, options: [{ id, textPtBR, textEn, weight, redFlag }] }], in order
  questions jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- at most one active questionnaire per company, type and subtype (the subtype-less one counts as its own subtype)
CREATE UNIQUE INDEX screening_active_key ON screening (company_id, type, coalesce(subtype, '')) WHERE active;
CREATE INDEX screening_company_type ON screening (company_id, type);

CREATE TABLE screening_version (
  screening_id uuid NOT NULL REFERENCES screening(id) ON DELETE CASCADE,
  version int NOT NULL,
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  title_pt_br text NOT NULL,
  title_en text NOT NULL,
  questions jsonb NOT NULL,
  created_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (screening_id, version)
);

GRANT SELECT, INSERT, UPDATE, DELETE ON screening TO teleconsulta_app;
GRANT SELECT, INSERT, DELETE ON screening_version TO teleconsulta_app;

-- Read: the tenant's subtree, and the tenant's ancestors (a branch falls back to its network's questionnaires).
-- Write: only the tenant's subtree. No tenant, nothing (a platform administrator sees everything).
ALTER TABLE screening ENABLE ROW LEVEL SECURITY;
ALTER TABLE screening FORCE ROW LEVEL SECURITY;
CREATE POLICY screening_read ON screening FOR SELECT
  USING (
    app_platform_admin()
    OR (app_company_id() IS NOT NULL AND (
      company_id IN (SELECT c.id FROM company c)
      OR EXISTS (SELECT 1 FROM company c WHERE c.id = app_company_id() AND c.path LIKE '%/' || screening.company_id::text || '/%')
    ))
  );
CREATE POLICY screening_insert ON screening FOR INSERT
  WITH CHECK (app_platform_admin() OR (app_company_id() IS NOT NULL AND company_id IN (SELECT c.id FROM company c)));
CREATE POLICY screening_update ON screening FOR UPDATE
  USING (app_platform_admin() OR (app_company_id() IS NOT NULL AND company_id IN (SELECT c.id FROM company c)))
  WITH CHECK (app_platform_admin() OR (app_company_id() IS NOT NULL AND company_id IN (SELECT c.id FROM company c)));
CREATE POLICY screening_delete ON screening FOR DELETE
  USING (app_platform_admin() OR (app_company_id() IS NOT NULL AND company_id IN (SELECT c.id FROM company c)));

ALTER TABLE screening_version ENABLE ROW LEVEL SECURITY;
ALTER TABLE screening_version FORCE ROW LEVEL SECURITY;
CREATE POLICY screening_version_read ON screening_version FOR SELECT
  USING (
    app_platform_admin()
    OR (app_company_id() IS NOT NULL AND (
      company_id IN (SELECT c.id FROM company c)
      OR EXISTS (SELECT 1 FROM company c WHERE c.id = app_company_id() AND c.path LIKE '%/' || screening_version.company_id::text || '/%')
    ))
  );
CREATE POLICY screening_version_insert ON screening_version FOR INSERT
  WITH CHECK (app_platform_admin() OR (app_company_id() IS NOT NULL AND company_id IN (SELECT c.id FROM company c)));
CREATE POLICY screening_version_delete ON screening_version FOR DELETE
  USING (app_platform_admin() OR (app_company_id() IS NOT NULL AND company_id IN (SELECT c.id FROM company c)));
