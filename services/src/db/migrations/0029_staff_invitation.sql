-- Staff invitations (issue 16, finding 6). Adding a user to a company no longer attaches an existing account nor creates
-- one with a password the inviter chose: the staff invite an e-mail with roles, the invitation is mailed with a
-- single-use link, and the membership is created only when the invited person accepts it (creating their account, or
-- signing in to the one they have). A tenant table like every other: company_id, row-level security forced.
CREATE TABLE staff_invitation (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  -- lower case, as the shared e-mail validator gives it (and as app_user.email is compared)
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  roles text[] NOT NULL CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['P', 'D', 'DC', 'M', 'CA', 'R']::text[]),
  invited_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  -- SHA-256 (base64url) of the link's 256-bit random token: the raw token exists only in the mail
  token_hash text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED')),
  expires_at timestamptz NOT NULL,
  accepted_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  accepted_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT app_now(),
  updated_at timestamptz NOT NULL DEFAULT app_now(),
  CHECK (status <> 'ACCEPTED' OR accepted_at IS NOT NULL)
);
-- At most one open invitation per e-mail and company: inviting again (a re-send) closes the previous one first.
CREATE UNIQUE INDEX staff_invitation_one_pending ON staff_invitation (company_id, email) WHERE status = 'PENDING';
CREATE INDEX staff_invitation_company ON staff_invitation (company_id, status, created_at DESC);

ALTER TABLE staff_invitation ENABLE ROW LEVEL SECURITY;
ALTER TABLE staff_invitation FORCE ROW LEVEL SECURITY;
CREATE POLICY staff_invitation_tenant ON staff_invitation
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
-- No DELETE: an invitation's history (who invited whom, accepted or revoked when) is kept.
GRANT SELECT, INSERT, UPDATE ON staff_invitation TO teleconsulta_app;

-- The link's holder has no session and no company: this function answers the company of a token's invitation (its id
-- only, whatever the status), and the rest runs under that company's row-level security like any request.
CREATE OR REPLACE FUNCTION staff_invitation_company_of(hash text) RETURNS uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT i.company_id FROM staff_invitation i WHERE i.token_hash = hash $$;
REVOKE ALL ON FUNCTION staff_invitation_company_of(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION staff_invitation_company_of(text) TO teleconsulta_app;
