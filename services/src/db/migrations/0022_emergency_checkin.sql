-- Emergency professional check-in (issue 7, SPEC §2 professional flow: check-in with queue choice): the queues each
-- professional takes patients from now. A row per professional and queue; checking out deletes them.
CREATE TABLE emergency_checkin (
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  professional_id uuid NOT NULL REFERENCES professional(id) ON DELETE CASCADE,
  queue_id uuid NOT NULL REFERENCES emergency_queue(id) ON DELETE CASCADE,
  checked_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (professional_id, queue_id)
);
CREATE INDEX emergency_checkin_queue ON emergency_checkin (queue_id);
-- the next patient: the waiting protocols of some queues
CREATE INDEX emergency_protocol_waiting ON emergency_protocol (queue_id) WHERE status = 'WAITING';

ALTER TABLE emergency_checkin ENABLE ROW LEVEL SECURITY;
ALTER TABLE emergency_checkin FORCE ROW LEVEL SECURITY;
CREATE POLICY emergency_checkin_tenant ON emergency_checkin
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
GRANT SELECT, INSERT, DELETE ON emergency_checkin TO teleconsulta_app;
