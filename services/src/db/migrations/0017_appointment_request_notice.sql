-- Scheduling and return requests (SPEC §3 Request: specialty, contact number, country code, observation; SPEC §7
-- POST /consultorio/requestreturn): a patient asks the clinic for an appointment when no slot fits (SCHEDULING) or for
-- a return consultation of a finished one (RETURN). Staff work them: OPEN → CONTACTED → SCHEDULED | CLOSED.
CREATE TABLE appointment_request (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('SCHEDULING', 'RETURN')),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CONTACTED', 'SCHEDULED', 'CLOSED')),
  -- the patient it is for (a guardian may ask for a dependent)
  person_id uuid NOT NULL REFERENCES person(id) ON DELETE CASCADE,
  -- a return's finished appointment (null if that appointment is ever deleted)
  appointment_id uuid REFERENCES appointment(id) ON DELETE SET NULL,
  -- a REQUEST_SPECIALTYS (CBO) code
  specialty text CHECK (specialty ~ '^[0-9]{6}$'),
  contact_number text CHECK (contact_number ~ '^[0-9]{8,13}$'),
  country_code text NOT NULL DEFAULT '55' CHECK (country_code ~ '^[0-9]{1,3}$'),
  observation text CHECK (length(observation) <= 1000),
  -- within how many days (SPEC §9 period choices)
  preferred_period int CHECK (preferred_period IN (7, 15, 30)),
  requested_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  requested_by_name text NOT NULL,
  -- the requester's language (Accept-Language), for mails to them
  locale text CHECK (locale IN ('pt-BR', 'en')),
  -- the staff's note of the last change, and who made it
  note text CHECK (length(note) <= 1000),
  handled_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  handled_by_name text,
  contacted_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'RETURN' OR specialty IS NOT NULL)
);
CREATE INDEX appointment_request_company_created ON appointment_request (company_id, created_at DESC);
CREATE INDEX appointment_request_person ON appointment_request (person_id);
-- one open return request per appointment (a second one while it is worked on is a CONFLICT)
CREATE UNIQUE INDEX appointment_request_open_return ON appointment_request (appointment_id)
  WHERE kind = 'RETURN' AND status IN ('OPEN', 'CONTACTED');

-- Exam attachments (0006's appointment_file): who sent each one, so a patient removes only their own uploads.
ALTER TABLE appointment_file ADD COLUMN uploaded_by uuid REFERENCES app_user(id) ON DELETE SET NULL;

-- NPS answers (SPEC §3 NPS report, §9 scale 0 to 10): one per appointment, by its patient or their guardian.
CREATE TABLE appointment_nps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL UNIQUE REFERENCES appointment(id) ON DELETE CASCADE,
  score int NOT NULL CHECK (score BETWEEN 0 AND 10),
  comment text CHECK (length(comment) <= 1000),
  answered_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Confirmation and reminder mails (issue 4): one row per appointment and kind, written in the same transaction as the
-- mail it records (the outbox row), so a notice is sent once: never twice (the unique key), never lost (both commit
-- or neither). mail_id is null when the patient (or guardian) has no e-mail address.
CREATE TABLE appointment_notice (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL REFERENCES appointment(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('CONFIRMATION', 'REMINDER_24H', 'REMINDER_1H')),
  mail_id uuid REFERENCES mail_outbox(id) ON DELETE SET NULL,
  locale text NOT NULL CHECK (locale IN ('pt-BR', 'en')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (appointment_id, kind)
);

-- When the notices started: confirmations go only to appointments booked since (set by the first worker to run, so
-- an existing database's appointments, and a demo seeded at the same start, are not mailed a late confirmation).
CREATE TABLE appointment_notice_start (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  started_at timestamptz NOT NULL DEFAULT now()
);

GRANT SELECT, INSERT, UPDATE ON appointment_request TO teleconsulta_app;
GRANT SELECT, INSERT ON appointment_nps TO teleconsulta_app;
GRANT SELECT, INSERT, UPDATE ON appointment_notice TO teleconsulta_app;
GRANT SELECT, INSERT ON appointment_notice_start TO teleconsulta_app;

ALTER TABLE appointment_request ENABLE ROW LEVEL SECURITY;
ALTER TABLE appointment_request FORCE ROW LEVEL SECURITY;
CREATE POLICY appointment_request_tenant ON appointment_request
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

ALTER TABLE appointment_nps ENABLE ROW LEVEL SECURITY;
ALTER TABLE appointment_nps FORCE ROW LEVEL SECURITY;
CREATE POLICY appointment_nps_tenant ON appointment_nps
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

ALTER TABLE appointment_notice ENABLE ROW LEVEL SECURITY;
ALTER TABLE appointment_notice FORCE ROW LEVEL SECURITY;
CREATE POLICY appointment_notice_tenant ON appointment_notice
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

-- The notice worker works company by company under RLS, like the hold sweeper (0016); this function tells it which
-- companies may have a notice due at `due_at` (their ids only): a booked appointment not started yet, either booked since
-- the notices started without its confirmation, or starting within 24 h without both reminders. It runs as its owner
-- (the migration owner, which bypasses RLS like the seed), with a fixed search_path.
CREATE OR REPLACE FUNCTION appointment_notice_companies(due_at timestamptz, since timestamptz) RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT DISTINCT a.company_id FROM appointment a
    WHERE a.status IN ('SCHEDULED', 'PAID') AND a.starts_at > due_at
      AND ((a.created_at >= since
            AND NOT EXISTS (SELECT 1 FROM appointment_notice n WHERE n.appointment_id = a.id AND n.kind = 'CONFIRMATION'))
        OR (a.starts_at <= due_at + interval '24 hours'
            AND (SELECT count(*) FROM appointment_notice n WHERE n.appointment_id = a.id AND n.kind <> 'CONFIRMATION') < 2)) $$;
REVOKE ALL ON FUNCTION appointment_notice_companies(timestamptz, timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION appointment_notice_companies(timestamptz, timestamptz) TO teleconsulta_app;
