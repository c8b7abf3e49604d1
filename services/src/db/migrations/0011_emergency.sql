-- Emergency (SPEC §2 "Emergency flows", §4, §7 Emergency service): groups of queues, the queues professionals check
-- in to (per-queue grants), and the patients' protocols with their person-flow step (1..11) and status. Every
-- protocol change appends a flow_event (topic 'emergency') in the same transaction.
CREATE TABLE emergency_group (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT emergency_group_name_key UNIQUE (company_id, name)
);

CREATE TABLE emergency_queue (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  -- a group with queues cannot be deleted
  group_id uuid NOT NULL REFERENCES emergency_group(id) ON DELETE RESTRICT,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  -- a REQUEST_SPECIALTYS (CBO) code
  specialty_code text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  -- the longest acceptable wait; the board flags protocols waiting longer
  max_wait_minutes int NOT NULL DEFAULT 60 CHECK (max_wait_minutes BETWEEN 1 AND 1440),
  -- the default length of one attendance, for waiting-time estimates until there is history
  attendance_estimate_minutes int NOT NULL DEFAULT 15 CHECK (attendance_estimate_minutes BETWEEN 1 AND 240),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT emergency_queue_name_key UNIQUE (group_id, name)
);
CREATE INDEX emergency_queue_company ON emergency_queue (company_id, group_id);

-- Which professionals may check in to which queue (SPEC §6); only professionals with emergency_access are granted.
CREATE TABLE emergency_queue_grant (
  queue_id uuid NOT NULL REFERENCES emergency_queue(id) ON DELETE CASCADE,
  professional_id uuid NOT NULL REFERENCES professional(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (queue_id, professional_id)
);
CREATE INDEX emergency_queue_grant_professional ON emergency_queue_grant (professional_id);

-- Protocol numbers, one counter per company (an upsert increments it atomically, no gaps from a max()+1 race).
CREATE TABLE emergency_counter (
  company_id uuid PRIMARY KEY REFERENCES company(id) ON DELETE CASCADE,
  last_number bigint NOT NULL DEFAULT 0
);

CREATE TABLE emergency_protocol (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  number bigint NOT NULL,
  person_id uuid NOT NULL REFERENCES person(id) ON DELETE CASCADE,
  -- a queue with protocols cannot be deleted (deactivate it instead)
  queue_id uuid NOT NULL REFERENCES emergency_queue(id) ON DELETE RESTRICT,
  -- the queue a professional forwarded the patient from (SPEC §4 queue end)
  forwarded_from_queue_id uuid REFERENCES emergency_queue(id) ON DELETE SET NULL,
  -- SPEC §2 person flow: 1 arrival … 6 waiting room (rank) … 11 end room
  step smallint NOT NULL DEFAULT 1 CHECK (step BETWEEN 1 AND 11),
  status text NOT NULL DEFAULT 'WAITING'
    CHECK (status IN ('WAITING', 'CALLED', 'IN_ATTENDANCE', 'FINISHED', 'CLOSED_BY_MANAGER', 'LEFT_WITHOUT_BEING_SEEN')),
  -- triage (1 most urgent … 5 least); null until the pre-assessment
  priority smallint CHECK (priority BETWEEN 1 AND 5),
  complaint text,
  arrived_at timestamptz NOT NULL DEFAULT now(),
  called_at timestamptz,
  professional_id uuid REFERENCES professional(id) ON DELETE SET NULL,
  closed_at timestamptz,
  closed_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  close_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT emergency_protocol_number_key UNIQUE (company_id, number),
  CONSTRAINT emergency_protocol_closed CHECK (
    (status IN ('WAITING', 'CALLED', 'IN_ATTENDANCE')) = (closed_at IS NULL)
  )
);
-- one open protocol per person
CREATE UNIQUE INDEX emergency_protocol_open_person ON emergency_protocol (person_id)
  WHERE status IN ('WAITING', 'CALLED', 'IN_ATTENDANCE');
-- the board: open protocols of a queue in rank order
CREATE INDEX emergency_protocol_open_queue ON emergency_protocol (company_id, queue_id, priority, arrived_at)
  WHERE status IN ('WAITING', 'CALLED', 'IN_ATTENDANCE');

GRANT SELECT, INSERT, UPDATE, DELETE ON emergency_group, emergency_queue, emergency_queue_grant TO teleconsulta_app;
GRANT SELECT, INSERT, UPDATE ON emergency_counter, emergency_protocol TO teleconsulta_app;

ALTER TABLE emergency_group ENABLE ROW LEVEL SECURITY;
ALTER TABLE emergency_group FORCE ROW LEVEL SECURITY;
CREATE POLICY emergency_group_tenant ON emergency_group
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
ALTER TABLE emergency_queue ENABLE ROW LEVEL SECURITY;
ALTER TABLE emergency_queue FORCE ROW LEVEL SECURITY;
CREATE POLICY emergency_queue_tenant ON emergency_queue
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
ALTER TABLE emergency_queue_grant ENABLE ROW LEVEL SECURITY;
ALTER TABLE emergency_queue_grant FORCE ROW LEVEL SECURITY;
CREATE POLICY emergency_queue_grant_tenant ON emergency_queue_grant
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
ALTER TABLE emergency_counter ENABLE ROW LEVEL SECURITY;
ALTER TABLE emergency_counter FORCE ROW LEVEL SECURITY;
CREATE POLICY emergency_counter_tenant ON emergency_counter
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
ALTER TABLE emergency_protocol ENABLE ROW LEVEL SECURITY;
ALTER TABLE emergency_protocol FORCE ROW LEVEL SECURITY;
CREATE POLICY emergency_protocol_tenant ON emergency_protocol
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
