-- Appointments (SPEC §3 Appointment): one row per consultation between a professional and a patient.
-- Times are stored in UTC as a half-open range [starts_at, ends_at); the company's IANA time zone turns them into the
-- start_date/start_time/end_date/end_time of SPEC §3 at the edges. Double booking is impossible at the database level:
-- an exclusion constraint over (professional, time range) for every appointment that still holds its slot.
CREATE TABLE appointment (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  -- the public access code of the short links (/a/:id, /cn/:id, /p/:id): 128 bits or more, base64url
  access text NOT NULL UNIQUE,
  -- human-readable protocol number, unique per company
  protocol text NOT NULL,
  title text,
  description text,
  type text NOT NULL DEFAULT 'FIRST_CONSULTATION'
    CHECK (type IN ('FIRST_CONSULTATION', 'RETURN', 'FOLLOW_UP', 'INTERCONSULTATION', 'EMERGENCY')),
  status text NOT NULL DEFAULT 'SCHEDULED'
    CHECK (status IN ('SCHEDULED', 'PAID', 'CANCELLED', 'IN_ATTENDANCE', 'FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT', 'NO_SHOW')),
  source text NOT NULL DEFAULT 'CLINIC' CHECK (source IN ('CLINIC', 'EMERGENCY', 'SELF_SCHEDULING')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  doctor_id uuid NOT NULL REFERENCES professional(id),
  patient_id uuid NOT NULL REFERENCES person(id),
  medical_assistent uuid REFERENCES professional(id),
  role text NOT NULL DEFAULT 'PATIENT',
  specialty text,
  cid10 text,
  upshot text,
  notes text,
  reason text,
  orientation text,
  cancel_reason text,
  cancel_time timestamptz,
  -- price in integer cents (payments come with the financial service)
  price_cents int NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  -- the state machine's timestamps
  paid_at timestamptz,
  attendance_started_at timestamptz,
  finished_at timestamptz,
  left_at timestamptz,
  created_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  UNIQUE (company_id, protocol),
  -- a cancelled appointment frees its slot; every other state holds it
  CONSTRAINT appointment_no_double_booking EXCLUDE USING gist (
    doctor_id WITH =,
    tstzrange(starts_at, ends_at, '[)') WITH &&
  ) WHERE (status <> 'CANCELLED')
);
CREATE INDEX appointment_company_start ON appointment (company_id, starts_at);
CREATE INDEX appointment_doctor_start ON appointment (doctor_id, starts_at);
CREATE INDEX appointment_patient ON appointment (patient_id, starts_at);
CREATE INDEX appointment_status ON appointment (company_id, status);

-- Exam attachments of an appointment (PUT /{id}/file, DELETE /{id}/file?filePath=).
CREATE TABLE appointment_file (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  appointment_id uuid NOT NULL REFERENCES appointment(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  file_path text NOT NULL,
  content_type text,
  size_bytes int NOT NULL,
  sha256 char(64) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- a duplicate file is refused for the same appointment, never compared across appointments
  UNIQUE (appointment_id, sha256)
);

GRANT SELECT, INSERT, UPDATE, DELETE ON appointment, appointment_file TO teleconsulta_app;

ALTER TABLE appointment ENABLE ROW LEVEL SECURITY;
ALTER TABLE appointment FORCE ROW LEVEL SECURITY;
CREATE POLICY appointment_tenant ON appointment USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

ALTER TABLE appointment_file ENABLE ROW LEVEL SECURITY;
ALTER TABLE appointment_file FORCE ROW LEVEL SECURITY;
CREATE POLICY appointment_file_tenant ON appointment_file USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
