-- The health record is never rewritten (SECURITY.md T23; CFM Res. 1.821/2007 and 2.314/2022; Lei 13.787/2018):
-- 1. Every change of an attendance's service notes (notes, orientation, cid10, upshot) appends a version: who, when and
--    what the four fields then held. A version is never changed or deleted by the application, and each carries the
--    SHA-256 of its content chained to the previous version's, so a version altered or removed behind the
--    application's back breaks the chain (services/src/appointment/clinical-note-chain.ts verifies it).
-- 2. An attendance holding a record entry (a note version, a clinical document or a file) cannot be deleted until 20
--    years after its last entry (Lei 13.787/2018 art. 6).
CREATE TABLE clinical_note_version (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL REFERENCES appointment(id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  notes text,
  orientation text,
  cid10 text,
  upshot text,
  author_user_id uuid,
  recorded_at timestamptz NOT NULL,
  previous_hash bytea,
  hash bytea NOT NULL CHECK (octet_length(hash) = 32),
  UNIQUE (appointment_id, version),
  CHECK ((version = 1) = (previous_hash IS NULL))
);

ALTER TABLE clinical_note_version ENABLE ROW LEVEL SECURITY;
ALTER TABLE clinical_note_version FORCE ROW LEVEL SECURITY;
CREATE POLICY clinical_note_version_tenant ON clinical_note_version
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
-- append-only for the application: a version is never changed or deleted
GRANT SELECT, INSERT ON clinical_note_version TO teleconsulta_app;

-- One field of the hashed content: its length in bytes and its text, or '-' for none (so null and '' differ and no
-- field can spill into the next).
CREATE OR REPLACE FUNCTION clinical_note_field(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value IS NULL THEN '-' ELSE octet_length(value)::text || ':' || value END || E'\n'
$$;

-- The hash of a version: SHA-256 of the previous hash followed by the version's content in UTF-8 (appointment, number,
-- author, instant in epoch microseconds, then the four fields). clinical-note-chain.ts computes the same.
CREATE OR REPLACE FUNCTION clinical_note_hash(
  previous bytea, appointment uuid, number integer, author uuid, at timestamptz,
  notes text, orientation text, cid10 text, upshot text
) RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
  SELECT sha256(coalesce(previous, ''::bytea) || convert_to(
    appointment::text || E'\n' || number::text || E'\n' || coalesce(author::text, '-') || E'\n' ||
    (extract(epoch FROM at) * 1000000)::bigint::text || E'\n' ||
    clinical_note_field(notes) || clinical_note_field(orientation) || clinical_note_field(cid10) ||
    clinical_note_field(upshot), 'UTF8'))
$$;

CREATE OR REPLACE FUNCTION clinical_note_versioned() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last clinical_note_version%ROWTYPE;
  at timestamptz := date_trunc('milliseconds', app_now());
  number integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.notes IS NOT DISTINCT FROM OLD.notes AND NEW.orientation IS NOT DISTINCT FROM OLD.orientation
     AND NEW.cid10 IS NOT DISTINCT FROM OLD.cid10 AND NEW.upshot IS NOT DISTINCT FROM OLD.upshot THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.notes IS NULL AND NEW.orientation IS NULL AND NEW.cid10 IS NULL AND NEW.upshot IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT * INTO last FROM clinical_note_version v WHERE v.appointment_id = NEW.id ORDER BY v.version DESC LIMIT 1;
  number := coalesce(last.version, 0) + 1;
  INSERT INTO clinical_note_version
    (company_id, appointment_id, version, notes, orientation, cid10, upshot, author_user_id, recorded_at, previous_hash, hash)
  VALUES (NEW.company_id, NEW.id, number, NEW.notes, NEW.orientation, NEW.cid10, NEW.upshot, app_user_id(), at, last.hash,
    clinical_note_hash(last.hash, NEW.id, number, app_user_id(), at, NEW.notes, NEW.orientation, NEW.cid10, NEW.upshot));
  RETURN NEW;
END $$;
CREATE TRIGGER clinical_note_versioned AFTER INSERT OR UPDATE OF notes, orientation, cid10, upshot ON appointment
  FOR EACH ROW EXECUTE FUNCTION clinical_note_versioned();

-- The notes already written become each attendance's first version.
INSERT INTO clinical_note_version
  (company_id, appointment_id, version, notes, orientation, cid10, upshot, author_user_id, recorded_at, previous_hash, hash)
SELECT a.company_id, a.id, 1, a.notes, a.orientation, a.cid10, a.upshot, NULL, date_trunc('milliseconds', a.updated_at), NULL,
  clinical_note_hash(NULL, a.id, 1, NULL, date_trunc('milliseconds', a.updated_at), a.notes, a.orientation, a.cid10, a.upshot)
FROM appointment a
WHERE a.notes IS NOT NULL OR a.orientation IS NOT NULL OR a.cid10 IS NOT NULL OR a.upshot IS NOT NULL;

-- The last entry of an attendance's record: its newest note version, clinical document or file (null: none).
CREATE OR REPLACE FUNCTION appointment_last_record_entry(appointment uuid) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT max(at) FROM (
    SELECT max(recorded_at) AS at FROM clinical_note_version WHERE appointment_id = appointment
    UNION ALL SELECT max(issued_at) FROM clinical_document WHERE appointment_id = appointment
    UNION ALL SELECT max(created_at) FROM appointment_file WHERE appointment_id = appointment
  ) entries
$$;

CREATE OR REPLACE FUNCTION appointment_record_retained() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last timestamptz := appointment_last_record_entry(OLD.id);
BEGIN
  IF last IS NOT NULL AND app_now() < last + interval '20 years' THEN
    RAISE EXCEPTION 'a health record is kept for 20 years after its last entry (Lei 13.787/2018)'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END $$;
CREATE TRIGGER appointment_record_retained BEFORE DELETE ON appointment
  FOR EACH ROW EXECUTE FUNCTION appointment_record_retained();
