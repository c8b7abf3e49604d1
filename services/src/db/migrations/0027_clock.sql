-- One clock (issue 25). The services run every transaction with the instant of the application's clock in app.now
-- (kit/tenant.ts), and the SQL asks app_now() instead of now(): what the database stamps and compares is the instant the
-- TypeScript rules see, also when a test sets the clock to 31 December 23:30 in São Paulo. Outside such a transaction
-- (the migrations themselves, a psql session) app_now() is now().
CREATE OR REPLACE FUNCTION app_now() RETURNS timestamptz
  LANGUAGE sql STABLE PARALLEL SAFE AS
$$ SELECT coalesce(nullif(current_setting('app.now', true), '')::timestamptz, now()) $$;
GRANT EXECUTE ON FUNCTION app_now() TO teleconsulta_app;

-- Every column stamped by default with now() is stamped with app_now().
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT table_name, column_name FROM information_schema.columns
            WHERE table_schema = 'public' AND column_default = 'now()' AND table_name <> 'schema_migration'
  LOOP
    EXECUTE format('ALTER TABLE %I ALTER COLUMN %I SET DEFAULT app_now()', c.table_name, c.column_name);
  END LOOP;
END $$;

-- The functions of earlier migrations that compared with now(), unchanged but for the clock.
CREATE OR REPLACE FUNCTION appointment_company_of_access(code text, grace_hours int) RETURNS uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT a.company_id FROM appointment a
    WHERE a.access = code AND a.ends_at + make_interval(hours => grace_hours) > app_now() $$;

CREATE OR REPLACE FUNCTION appointment_expired_hold_companies() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT DISTINCT a.company_id FROM appointment a
    WHERE a.status = 'SCHEDULED' AND a.hold_until IS NOT NULL AND a.hold_until <= app_now() $$;

CREATE OR REPLACE FUNCTION payment_companies_with_work() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT company_id FROM payment_refund WHERE status = 'QUEUED'
   UNION
   SELECT company_id FROM payment WHERE status = 'PENDING' AND method = 'PIX' AND pix_expires_at <= app_now()
   UNION
   SELECT company_id FROM payment
    WHERE method <> 'ON_SITE' AND provider_ref IS NULL AND status = 'PENDING' AND created_at <= app_now() - interval '1 minute'
   UNION
   SELECT company_id FROM payment WHERE status = 'IN_ANALYSIS' AND updated_at <= app_now() - interval '1 minute' $$;

CREATE OR REPLACE FUNCTION emergency_no_answer_companies() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT DISTINCT ep.company_id FROM emergency_protocol ep JOIN company c ON c.id = ep.company_id
    WHERE ep.status = 'CALLED' AND ep.called_at <= app_now() - make_interval(mins => c.emergency_no_answer_minutes) $$;
