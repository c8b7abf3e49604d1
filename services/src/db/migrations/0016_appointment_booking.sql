-- Booking, the appointment state machine, cancellation and the public short links (docs/decisions.md "Booking, states
-- and cancellation").

-- A booking waiting for a PIX payment holds its slot until hold_until; the hold sweeper cancels an expired one
-- (cancel_reason PAYMENT_EXPIRED), which frees the slot (the exclusion constraint ignores cancelled appointments).
-- no_show_at is the NO_SHOW state's timestamp, like paid_at, attendance_started_at, finished_at, left_at, cancel_time.
ALTER TABLE appointment
  ADD COLUMN hold_until timestamptz,
  ADD COLUMN no_show_at timestamptz;
CREATE INDEX appointment_hold ON appointment (hold_until) WHERE status = 'SCHEDULED' AND hold_until IS NOT NULL;

-- A patient cancels up to this many hours before the start (SPEC §4); staff are not held to it.
ALTER TABLE company
  ADD COLUMN cancellation_cutoff_hours int NOT NULL DEFAULT 2 CHECK (cancellation_cutoff_hours BETWEEN 0 AND 720);

-- Protocol numbers, one counter per company (an upsert increments it atomically, no gaps from a max()+1 race; the
-- row lock it takes is held to the booking's commit, and a booking that fails gives its number back).
CREATE TABLE appointment_counter (
  company_id uuid PRIMARY KEY REFERENCES company(id) ON DELETE CASCADE,
  last_number bigint NOT NULL DEFAULT 0
);
-- Appointments that exist already (numbered protocols) continue their company's sequence.
INSERT INTO appointment_counter (company_id, last_number)
  SELECT company_id, max(protocol::bigint) FROM appointment WHERE protocol ~ '^[0-9]{1,18}$' GROUP BY company_id;

GRANT SELECT, INSERT, UPDATE ON appointment_counter TO teleconsulta_app;
ALTER TABLE appointment_counter ENABLE ROW LEVEL SECURITY;
ALTER TABLE appointment_counter FORCE ROW LEVEL SECURITY;
CREATE POLICY appointment_counter_tenant ON appointment_counter
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

-- The public short links (/a/:id, /cn/:id, /p/:id) know only the access code, not the company: this function answers
-- the company of a code that still works (until grace_hours after the appointment's end) and nothing else, so the
-- services can then read the appointment under that tenant's row-level security. It runs as its owner (the migration
-- owner, which bypasses RLS like the seed), with a fixed search_path.
CREATE OR REPLACE FUNCTION appointment_company_of_access(code text, grace_hours int) RETURNS uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT a.company_id FROM appointment a
    WHERE a.access = code AND a.ends_at + make_interval(hours => grace_hours) > now() $$;
REVOKE ALL ON FUNCTION appointment_company_of_access(text, int) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION appointment_company_of_access(text, int) TO teleconsulta_app;

-- The hold sweeper works company by company under RLS; this function tells it which companies have an expired hold
-- (their ids only).
CREATE OR REPLACE FUNCTION appointment_expired_hold_companies() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT DISTINCT a.company_id FROM appointment a
    WHERE a.status = 'SCHEDULED' AND a.hold_until IS NOT NULL AND a.hold_until <= now() $$;
REVOKE ALL ON FUNCTION appointment_expired_hold_companies() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION appointment_expired_hold_companies() TO teleconsulta_app;
