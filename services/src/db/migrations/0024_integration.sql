-- Issue 7, integrators: API keys per company for the emergency queue's realtime events (docs/decisions.md,
-- "Integrators (issue 7)"). The secret is shown once; only its SHA-256 is kept, with a visible prefix to tell keys apart.
CREATE TABLE integration_api_key (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  prefix text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  created_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX integration_api_key_company ON integration_api_key (company_id, created_at);

ALTER TABLE integration_api_key ENABLE ROW LEVEL SECURITY;
ALTER TABLE integration_api_key FORCE ROW LEVEL SECURITY;
CREATE POLICY integration_api_key_tenant ON integration_api_key
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
GRANT SELECT, INSERT, UPDATE ON integration_api_key TO teleconsulta_app;

-- A presented key has no tenant yet: this function (owner rights, like the seed) answers the key's id and company for
-- the hash of a live key, and nothing else; the caller then works under RLS as that company.
CREATE OR REPLACE FUNCTION integration_api_key_of(hash text) RETURNS TABLE (id uuid, company_id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT k.id, k.company_id FROM integration_api_key k WHERE k.secret_hash = hash AND k.revoked_at IS NULL $$;
REVOKE ALL ON FUNCTION integration_api_key_of(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION integration_api_key_of(text) TO teleconsulta_app;

-- Signed webhooks: a company's endpoints receive its emergency events in order, each POSTed until a 2xx answers.
-- The secret signs the deliveries (HMAC), so it is kept as is; the API shows it once, at creation.
CREATE TABLE webhook_endpoint (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  url text NOT NULL CHECK (length(url) BETWEEN 8 AND 2000),
  secret text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  -- the last sequence delivered (a 2xx); a restart resumes after it
  last_delivered_seq bigint NOT NULL DEFAULT 0,
  -- failed attempts at the next event, and when the next attempt is due (exponential backoff)
  failures int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoint_company ON webhook_endpoint (company_id, created_at);

CREATE TABLE webhook_attempt (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoint(id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  attempt int NOT NULL,
  status_code int,
  error text,
  delivered boolean NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_attempt_endpoint ON webhook_attempt (endpoint_id, at DESC);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['webhook_endpoint', 'webhook_attempt'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY %I ON %I USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
                   t || '_tenant', t);
  END LOOP;
END $$;
GRANT SELECT, INSERT, UPDATE ON webhook_endpoint TO teleconsulta_app;
-- the attempt log is append-only for the application
GRANT SELECT, INSERT ON webhook_attempt TO teleconsulta_app;

-- The delivery worker works company by company under RLS; this function names the endpoints due at a time (ids only).
CREATE OR REPLACE FUNCTION webhook_due_endpoints(at timestamptz) RETURNS TABLE (id uuid, company_id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT e.id, e.company_id FROM webhook_endpoint e WHERE e.active AND e.next_attempt_at <= at ORDER BY e.next_attempt_at $$;
REVOKE ALL ON FUNCTION webhook_due_endpoints(timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION webhook_due_endpoints(timestamptz) TO teleconsulta_app;
