-- The video room (issue 6; SPEC §7 room and metrics, §4 Room): one current location per appointment and side
-- (a later join replaces the session, and the earlier location is told it entered another location), the room's text
-- chat, and the metrics sent on leaving (POST /sendtoaggregator).
CREATE TABLE room_participant (
  appointment_id uuid NOT NULL REFERENCES appointment(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('PATIENT', 'PROFESSIONAL')),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  -- who is in this side now (the patient or their guardian; the doctor or the assistant)
  user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  -- the current location's secret (every room call takes it) and public tag (signals carry it)
  session_id uuid NOT NULL UNIQUE,
  connection_id uuid NOT NULL,
  present boolean NOT NULL DEFAULT true,
  -- the first entry of this side into this room: the metrics count from it, across reloads and locations
  entered_at timestamptz NOT NULL DEFAULT now(),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (appointment_id, role)
);

CREATE TABLE room_chat (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL REFERENCES appointment(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('PATIENT', 'PROFESSIONAL')),
  user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  name text NOT NULL,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX room_chat_appointment ON room_chat (appointment_id, sent_at);

CREATE TABLE aggregator_event (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  event_type text NOT NULL,
  person_id uuid NOT NULL,
  value numeric(12, 2) NOT NULL,
  user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX aggregator_event_company ON aggregator_event (company_id, event_type, created_at);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['room_participant', 'room_chat', 'aggregator_event'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY %I ON %I USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id())',
                   t || '_tenant', t);
  END LOOP;
END $$;
GRANT SELECT, INSERT, UPDATE ON room_participant TO teleconsulta_app;
-- the chat and the metrics are append-only for the application
GRANT SELECT, INSERT ON room_chat TO teleconsulta_app;
GRANT SELECT, INSERT ON aggregator_event TO teleconsulta_app;
