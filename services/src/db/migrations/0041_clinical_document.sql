-- Clinical documents (issue 19 items 1–5, 9; SPEC §5.19, §8; BRAZIL.md §7b; ADR 0037): prescriptions, medical
-- certificates, exam requests and referrals issued from an attendance as PDFs signed with the professional's ICP-Brasil
-- A1 certificate, a public validation page by code, and pharmacies' dispensings.

-- The professional's CPF (the A1 certificate must be issued to it) and RQE (the specialist registration printed with
-- the CRM when given).
ALTER TABLE professional ADD COLUMN cpf char(11) CHECK (cpf ~ '^[0-9]{11}$'), ADD COLUMN rqe text;

-- The professional's A1 certificate: the PKCS#12 sealed with AES-256-GCM under CERTIFICATE_KEY (iv | tag | ciphertext;
-- its password is never stored), and what the screens show of it. One per professional: a new upload replaces it.
CREATE TABLE professional_certificate (
  professional_id uuid PRIMARY KEY REFERENCES professional(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  sealed bytea NOT NULL,
  holder_name text NOT NULL,
  holder_cpf char(11) NOT NULL,
  issuer_name text NOT NULL,
  not_before timestamptz NOT NULL,
  not_after timestamptz NOT NULL,
  fingerprint text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT app_now()
);
ALTER TABLE professional_certificate ENABLE ROW LEVEL SECURITY;
ALTER TABLE professional_certificate FORCE ROW LEVEL SECURITY;
CREATE POLICY professional_certificate_tenant ON professional_certificate
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON professional_certificate TO teleconsulta_app;

-- A document. Its content, the snapshot of who issued it and its codes never change; the only change the application
-- may make is the one signature (UNSIGNED → SIGNED, with the signed PDF's key and hash): a trigger refuses anything
-- else, and the application's role may update only those columns and delete nothing. A correction is a new row that
-- supersedes this one (supersedes_id, at most one correction per document); both stay.
CREATE TABLE clinical_document (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL REFERENCES appointment(id) ON DELETE CASCADE,
  person_id uuid NOT NULL REFERENCES person(id) ON DELETE CASCADE,
  professional_id uuid NOT NULL REFERENCES professional(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('PRESCRIPTION', 'CERTIFICATE', 'EXAM_REQUEST', 'REFERRAL')),
  content jsonb NOT NULL,
  special_control boolean NOT NULL DEFAULT false,
  code text NOT NULL UNIQUE CHECK (code ~ '^[0-9A-HJKMNP-TV-Z]{16}$'),
  secret text NOT NULL CHECK (secret ~ '^[0-9A-HJKMNP-TV-Z]{8}$'),
  professional_name text NOT NULL,
  professional_registration text NOT NULL,
  file_path text NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  signature_status text NOT NULL DEFAULT 'UNSIGNED' CHECK (signature_status IN ('SIGNED', 'UNSIGNED')),
  signed_at timestamptz,
  signer_name text,
  signer_issuer text,
  signer_fingerprint text,
  supersedes_id uuid UNIQUE REFERENCES clinical_document(id) ON DELETE CASCADE,
  issued_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  issued_at timestamptz NOT NULL DEFAULT app_now(),
  CHECK (special_control = false OR kind = 'PRESCRIPTION'),
  CHECK ((signature_status = 'SIGNED') = (signed_at IS NOT NULL))
);
CREATE INDEX clinical_document_appointment ON clinical_document (appointment_id, issued_at DESC);
CREATE INDEX clinical_document_person ON clinical_document (person_id, issued_at DESC);

CREATE OR REPLACE FUNCTION clinical_document_signed_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.signature_status = 'SIGNED' THEN
    RAISE EXCEPTION 'a signed clinical document never changes' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.signature_status <> 'SIGNED' THEN
    RAISE EXCEPTION 'an unsigned clinical document changes only to be signed' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER clinical_document_signed_once BEFORE UPDATE ON clinical_document
  FOR EACH ROW EXECUTE FUNCTION clinical_document_signed_once();

ALTER TABLE clinical_document ENABLE ROW LEVEL SECURITY;
ALTER TABLE clinical_document FORCE ROW LEVEL SECURITY;
CREATE POLICY clinical_document_tenant ON clinical_document
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
GRANT SELECT, INSERT ON clinical_document TO teleconsulta_app;
GRANT UPDATE (file_path, sha256, signature_status, signed_at, signer_name, signer_issuer, signer_fingerprint)
  ON clinical_document TO teleconsulta_app;

-- A pharmacy's dispensing of a prescription (SPEC "patient dispensing"): who (name, CRF and UF), when, whole or part.
-- Append-only for the application.
CREATE TABLE clinical_document_dispensing (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  document_id uuid NOT NULL REFERENCES clinical_document(id) ON DELETE CASCADE,
  pharmacist_name text NOT NULL,
  pharmacist_registration text NOT NULL,
  pharmacist_state char(2) NOT NULL,
  extent text NOT NULL CHECK (extent IN ('WHOLE', 'PARTIAL')),
  remarks text,
  dispensed_at timestamptz NOT NULL DEFAULT app_now()
);
CREATE INDEX clinical_document_dispensing_document ON clinical_document_dispensing (document_id, dispensed_at);
ALTER TABLE clinical_document_dispensing ENABLE ROW LEVEL SECURITY;
ALTER TABLE clinical_document_dispensing FORCE ROW LEVEL SECURITY;
CREATE POLICY clinical_document_dispensing_tenant ON clinical_document_dispensing
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
GRANT SELECT, INSERT ON clinical_document_dispensing TO teleconsulta_app;

-- The one read across companies of the validation page: a document's id and company by its public code, nothing
-- else (the page then reads it under that company's row-level security). Runs as its owner, fixed search_path.
CREATE OR REPLACE FUNCTION clinical_document_by_code(lookup text)
  RETURNS TABLE (document_id uuid, company_id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT d.id, d.company_id FROM clinical_document d WHERE d.code = lookup $$;
REVOKE ALL ON FUNCTION clinical_document_by_code(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION clinical_document_by_code(text) TO teleconsulta_app;
