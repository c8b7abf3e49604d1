-- Attachments on messages (issue 18 item 1): the writer of a message attaches files to it, with the exam upload's
-- checks (a PDF, JPEG or PNG by its bytes, at most UPLOAD_MAX_MB, the same bytes once per message). Their bytes are in
-- the file storage under file_path (company/{company}/message/{message}/attachment/{id}); whoever reads the thread reads
-- them. A tenant table like every other: company_id, row-level security forced.
CREATE TABLE message_attachment (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  message_id uuid NOT NULL REFERENCES message(id) ON DELETE CASCADE,
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes int NOT NULL CHECK (size_bytes > 0),
  sha256 char(64) NOT NULL,
  file_path text NOT NULL UNIQUE,
  uploaded_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT app_now(),
  -- the same file twice on one message is refused, never compared across messages
  UNIQUE (message_id, sha256)
);
CREATE INDEX message_attachment_message ON message_attachment (message_id, created_at);

ALTER TABLE message_attachment ENABLE ROW LEVEL SECURITY;
ALTER TABLE message_attachment FORCE ROW LEVEL SECURITY;
CREATE POLICY message_attachment_tenant ON message_attachment
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
-- No UPDATE nor DELETE: an attachment is part of what was written (removed only with its company or message).
GRANT SELECT, INSERT ON message_attachment TO teleconsulta_app;
