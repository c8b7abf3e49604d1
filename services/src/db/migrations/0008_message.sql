-- Messages (SPEC §3 Message, §4 message statuses, §7 Message service): a patient's conversation with the clinic.
-- A thread is its first message (thread_id = id) and every reply (thread_id = the first message's id); it belongs to
-- one patient (person_id). sender says which side wrote: PERSON (the patient) or CLINIC (a staff user). seen_at is
-- when the other side first read it (unread = the other side's messages with seen_at null); views counts the reads.
-- Archive state is the thread's, on its first message (archived_at; unarchived_at when taken back to the inbox).
CREATE TABLE message (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  thread_id uuid NOT NULL REFERENCES message(id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES person(id) ON DELETE CASCADE,
  sender text NOT NULL CHECK (sender IN ('PERSON', 'CLINIC')),
  sender_user_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
  sender_name text NOT NULL,
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 150),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  appointment_id uuid REFERENCES appointment(id) ON DELETE SET NULL,
  automatic_answer boolean NOT NULL DEFAULT false,
  -- the writer's language (a patient's Accept-Language), so replies mailed to them are in their language
  locale text CHECK (locale IN ('pt-BR', 'en')),
  seen_at timestamptz,
  seen_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  views int NOT NULL DEFAULT 0 CHECK (views >= 0),
  archived_at timestamptz,
  unarchived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_company_created ON message (company_id, created_at DESC);
CREATE INDEX message_thread ON message (thread_id, created_at);
CREATE INDEX message_person ON message (person_id);
CREATE INDEX message_unseen ON message (company_id, sender) WHERE seen_at IS NULL;

-- Mail outbox (ARCHITECTURE.md adapters: the built-in mail transport). Every mail the platform sends is recorded
-- here, whatever the transport: OUTBOX (kept here only, the default), QUEUED (waiting for SMTP), SENT, FAILED.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid REFERENCES company(id) ON DELETE CASCADE,
  "to" text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  template text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('pt-BR', 'en')),
  transport text NOT NULL CHECK (transport IN ('outbox', 'smtp')),
  status text NOT NULL CHECK (status IN ('OUTBOX', 'QUEUED', 'SENT', 'FAILED')),
  error text,
  attempts int NOT NULL DEFAULT 0,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_company_created ON mail_outbox (company_id, created_at DESC);

GRANT SELECT, INSERT, UPDATE ON message, mail_outbox TO teleconsulta_app;

ALTER TABLE message ENABLE ROW LEVEL SECURITY;
ALTER TABLE message FORCE ROW LEVEL SECURITY;
CREATE POLICY message_tenant ON message USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

ALTER TABLE mail_outbox ENABLE ROW LEVEL SECURITY;
ALTER TABLE mail_outbox FORCE ROW LEVEL SECURITY;
-- A tenant's mails; a mail of no company (a platform mail) only in the internal scope.
CREATE POLICY mail_outbox_tenant ON mail_outbox
  USING (company_id = app_company_id() OR (company_id IS NULL AND app_internal()))
  WITH CHECK (company_id = app_company_id() OR (company_id IS NULL AND app_internal()));
