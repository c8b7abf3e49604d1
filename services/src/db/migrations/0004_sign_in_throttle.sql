-- Sign-in throttling per identifier (SECURITY.md T09): failures counted per hashed e-mail/CPF/CNS whether or not
-- the user exists, so a locked identifier answers the same for a real and an unknown account.
CREATE TABLE sign_in_attempt (
  key text PRIMARY KEY,
  failures int NOT NULL DEFAULT 0,
  window_start timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);
GRANT SELECT, INSERT, UPDATE, DELETE ON sign_in_attempt TO teleconsulta_app;
