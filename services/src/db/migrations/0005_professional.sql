-- Professionals (SPEC §3): contact and address like a person's, a status, emergency access, one registration per
-- council, number and state in a company. Availability and schedules come later.
ALTER TABLE professional
  ADD COLUMN mail text,
  ADD COLUMN cell_phone text,
  ADD COLUMN telephone text,
  ADD COLUMN street text,
  ADD COLUMN number text,
  ADD COLUMN complement text,
  ADD COLUMN neighborhood text,
  ADD COLUMN city text,
  ADD COLUMN region text,
  ADD COLUMN zip_code text,
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  -- may check in to emergency queues; the per-queue grants come with the emergency module
  ADD COLUMN emergency_access boolean NOT NULL DEFAULT false;

ALTER TABLE professional
  ADD CONSTRAINT professional_registration_key UNIQUE (company_id, license_council, crm, crm_state);

CREATE INDEX professional_user ON professional (user_id);
CREATE INDEX professional_specialty ON professional USING gin (medical_specialty);
