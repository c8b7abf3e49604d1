-- Changing the sign-in e-mail (issue 18): the new address is confirmed by a single-use link mailed to it (only the
-- token's SHA-256 is kept), valid for 60 minutes; the old address is told. An identity table like password_reset: no
-- tenant, no row-level security, reached only by the user service in the identity scope.
CREATE TABLE email_change (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  new_email text NOT NULL CHECK (new_email = lower(new_email) AND length(new_email) BETWEEN 3 AND 254),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT app_now()
);
CREATE INDEX email_change_user ON email_change (user_id, created_at DESC);
GRANT SELECT, INSERT, UPDATE ON email_change TO teleconsulta_app;
