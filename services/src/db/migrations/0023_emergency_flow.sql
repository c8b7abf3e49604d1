-- Emergency person flow (issue 7, SPEC §2): the pre-assessment's answers and triage, and the attendance room.
-- answers: the screening questionnaire answered at step 5, with its id and version; triage: the result (priority on
-- the five-level scale, red flag, the reasons that led to it, the engine that decided). appointment_id: the
-- appointment (type and source EMERGENCY) created when a professional calls the patient, whose access code opens
-- the video room.
ALTER TABLE emergency_protocol ADD COLUMN red_flag boolean NOT NULL DEFAULT false;
ALTER TABLE emergency_protocol ADD COLUMN screening_id uuid;
ALTER TABLE emergency_protocol ADD COLUMN screening_version int;
ALTER TABLE emergency_protocol ADD COLUMN answers jsonb;
ALTER TABLE emergency_protocol ADD COLUMN triage jsonb;
ALTER TABLE emergency_protocol ADD COLUMN appointment_id uuid REFERENCES appointment(id) ON DELETE SET NULL;

-- The no-answer rule (by company): a called patient who has not entered the room within
-- emergency_no_answer_minutes goes back to the queue (REQUEUE, arrival kept) or out (LEAVE); a second missed call
-- always takes them out. no_answer_count counts a protocol's missed calls.
ALTER TABLE company ADD COLUMN emergency_no_answer_minutes int NOT NULL DEFAULT 5
  CHECK (emergency_no_answer_minutes BETWEEN 1 AND 60);
ALTER TABLE company ADD COLUMN emergency_no_answer_action text NOT NULL DEFAULT 'REQUEUE'
  CHECK (emergency_no_answer_action IN ('REQUEUE', 'LEAVE'));
ALTER TABLE emergency_protocol ADD COLUMN no_answer_count int NOT NULL DEFAULT 0;

-- The no-answer sweeper works company by company under RLS; this function names the companies with a called
-- protocol past its company's time (their ids only).
CREATE OR REPLACE FUNCTION emergency_no_answer_companies() RETURNS SETOF uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT DISTINCT ep.company_id FROM emergency_protocol ep JOIN company c ON c.id = ep.company_id
    WHERE ep.status = 'CALLED' AND ep.called_at <= now() - make_interval(mins => c.emergency_no_answer_minutes) $$;
REVOKE ALL ON FUNCTION emergency_no_answer_companies() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION emergency_no_answer_companies() TO teleconsulta_app;

-- An emergency attendance holds no slot of the professional's agenda: it is not booked, it happens between the
-- booked ones (or over one the professional chose to leave). Only booked appointments exclude each other.
ALTER TABLE appointment DROP CONSTRAINT appointment_no_double_booking;
ALTER TABLE appointment ADD CONSTRAINT appointment_no_double_booking EXCLUDE USING gist (
  doctor_id WITH =,
  tstzrange(starts_at, ends_at, '[)') WITH &&
) WHERE (status <> 'CANCELLED' AND source <> 'EMERGENCY');
