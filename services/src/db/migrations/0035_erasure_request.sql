-- LGPD erasure requests (issue 18 item 6, SECURITY.md T21): a patient asks the clinic to erase the personal data that is
-- not part of the health record; a clinic administrator anonymises it (DONE, with the legal reason the record is kept)
-- or refuses with an answer (REFUSED). A tenant table like every other: company_id, row-level security forced.
CREATE TABLE erasure_request (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES person(id) ON DELETE CASCADE,
  requested_by_user_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
  -- who asked, as they were named then (an anonymised account keeps its history readable)
  requested_by_name text NOT NULL,
  status text NOT NULL DEFAULT 'REQUESTED' CHECK (status IN ('REQUESTED', 'DONE', 'REFUSED')),
  answer text CHECK (answer IS NULL OR length(answer) <= 2000),
  -- why what was kept is kept: "legal retention (Lei 13.787/2018, 20 years)" when DONE
  retention_reason text,
  answered_by_user_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
  answered_by_name text,
  answered_at timestamptz,
  -- the language of the page that asked: the answer's mail is written in it
  locale text,
  created_at timestamptz NOT NULL DEFAULT app_now(),
  CHECK ((status = 'REQUESTED') = (answered_at IS NULL)),
  CHECK (status <> 'REFUSED' OR answer IS NOT NULL),
  CHECK (status <> 'DONE' OR retention_reason IS NOT NULL)
);
-- At most one open request per person: asking again while one is open is a CONFLICT.
CREATE UNIQUE INDEX erasure_request_one_open ON erasure_request (person_id) WHERE status = 'REQUESTED';
CREATE INDEX erasure_request_company ON erasure_request (company_id, status, created_at DESC);

ALTER TABLE erasure_request ENABLE ROW LEVEL SECURITY;
ALTER TABLE erasure_request FORCE ROW LEVEL SECURITY;
CREATE POLICY erasure_request_tenant ON erasure_request
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
-- No DELETE: the request and its answer are the record of how the data subject's right was handled.
GRANT SELECT, INSERT, UPDATE ON erasure_request TO teleconsulta_app;

-- Whether an account has memberships in other companies than this one: the tenant's row-level security hides them, and
-- an anonymisation closes the sign-in account only when this company was its last (the count, nothing else).
CREATE OR REPLACE FUNCTION erasure_other_memberships(target uuid, here uuid) RETURNS integer
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT count(*)::integer FROM membership m WHERE m.user_id = target AND m.company_id <> here $$;
REVOKE ALL ON FUNCTION erasure_other_memberships(uuid, uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION erasure_other_memberships(uuid, uuid) TO teleconsulta_app;
