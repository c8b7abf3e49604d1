-- The access audit of the health record, complete (SECURITY.md T20; LGPD art. 37; Marco Civil art. 15): every read
-- and every write of a patient's record (history, attendance notes, files, clinical documents, diagnostics) by anyone,
-- the patient included, allowed or denied, with the request's id. A denied access is logged in the caller's own company
-- after the refused transaction rolled back; it names the patient only when the person (or the appointment or document)
-- it aimed at is of that company, never one the caller could not have known of, and keeps the id the caller named. A
-- page of the record has its person's id as the object (item_id); a refused item may not know its type.
ALTER TABLE record_access
  ADD COLUMN action text NOT NULL DEFAULT 'READ' CHECK (action IN ('READ', 'WRITE')),
  ADD COLUMN outcome text NOT NULL DEFAULT 'ALLOWED' CHECK (outcome IN ('ALLOWED', 'DENIED')),
  ADD COLUMN request_id text,
  ALTER COLUMN person_id DROP NOT NULL,
  DROP CONSTRAINT record_access_check,
  ADD CONSTRAINT record_access_allowed_names_person CHECK (outcome = 'DENIED' OR person_id IS NOT NULL),
  ADD CONSTRAINT record_access_item_type CHECK (kind = 'ITEM' OR item_type IS NULL);
CREATE INDEX record_access_request ON record_access (request_id);
