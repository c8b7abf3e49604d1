-- Payment when a clinic charges for the emergency attendance (docs/decisions.md, "Emergency payment").
-- The price is a company setting beside the consultation's; 0 (the default) means the attendance is free.
ALTER TABLE company_financial
  ADD COLUMN emergency_price_cents int NOT NULL DEFAULT 0 CHECK (emergency_price_cents >= 0);

-- A charged emergency attendance is paid at step 3, before anyone calls the patient: its appointment exists, with its
-- price, access code and payments, but no professional until one calls (the call assigns the caller). Only an
-- emergency appointment may be without a professional; the room and the agendas join the professional, so none opens
-- or shows it until then.
ALTER TABLE appointment ALTER COLUMN doctor_id DROP NOT NULL;
ALTER TABLE appointment ADD CONSTRAINT appointment_doctor_required CHECK (doctor_id IS NOT NULL OR source = 'EMERGENCY');
