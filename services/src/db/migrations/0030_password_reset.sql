-- Forgotten and changed passwords (issue 18). A "forgot password" request mails a link with a 256-bit random token;
-- only its SHA-256 is kept here. The link works once (used_at), for 30 minutes (expires_at), and a new password ends
-- every session of the account (refresh tokens revoked). An identity table like app_user and refresh_token: no
-- tenant, no row-level security, reached only by the user service in the identity scope.
CREATE TABLE password_reset (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT app_now()
);
CREATE INDEX password_reset_user ON password_reset (user_id, created_at DESC);
-- No DELETE: the history of resets (asked when, used when) is kept for the account's audit.
GRANT SELECT, INSERT, UPDATE ON password_reset TO teleconsulta_app;

-- When the password last changed (null: never, or set at the account's creation).
ALTER TABLE app_user ADD COLUMN password_changed_at timestamptz;
