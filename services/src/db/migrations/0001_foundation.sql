-- Foundation: identity, companies, memberships, persons, professionals, the realtime flow_event log.
-- Every tenant table has company_id, ROW LEVEL SECURITY forced, and a policy on app_company_id().

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'teleconsulta_app') THEN
    CREATE ROLE teleconsulta_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;

DO $$
BEGIN
  EXECUTE format('GRANT teleconsulta_app TO %I', current_user);
EXCEPTION WHEN OTHERS THEN NULL;
END $$;

CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE OR REPLACE FUNCTION app_company_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.company_id', true), '')::uuid $$;
CREATE OR REPLACE FUNCTION app_user_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
CREATE OR REPLACE FUNCTION app_platform_admin() RETURNS boolean LANGUAGE sql STABLE AS
$$ SELECT coalesce(current_setting('app.platform_admin', true), '') = 'on' $$;
CREATE OR REPLACE FUNCTION app_internal() RETURNS boolean LANGUAGE sql STABLE AS
$$ SELECT coalesce(current_setting('app.internal', true), '') = 'on' $$;

GRANT USAGE ON SCHEMA public TO teleconsulta_app;

-- Identity (global, not tenant data) -------------------------------------------------------------
CREATE TABLE signing_key (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_user (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text UNIQUE,
  cpf char(11) UNIQUE,
  cns char(15) UNIQUE,
  birth_date date,
  password_hash text,
  is_platform_admin boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'active',
  failed_attempts int NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE refresh_token (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  company_id uuid,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_token_family ON refresh_token (family_id);

-- Companies -------------------------------------------------------------------------------------
CREATE TABLE company (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- '/root-id/.../own-id/': the company and its ancestors, so a tenant sees its whole subtree.
  path text NOT NULL,
  name text NOT NULL,
  social_name text,
  cnpj varchar(14) UNIQUE,
  parent_id uuid REFERENCES company(id),
  plan_id uuid,
  representative_id uuid,
  business_contact text,
  commission_type text CHECK (commission_type IN ('PERCENTAGE', 'FIXED')),
  commission_value numeric(12, 2),
  expiration_date date,
  permalink text UNIQUE,
  is_landing boolean NOT NULL DEFAULT false,
  state char(2),
  appointment_duration int NOT NULL DEFAULT 30,
  allows_patient_to_schedule_time_before int NOT NULL DEFAULT 2,
  period int NOT NULL DEFAULT 30 CHECK (period IN (7, 15, 30)),
  prescription_address_inclusion boolean NOT NULL DEFAULT true,
  clinical_data_sharing_with_responsible boolean NOT NULL DEFAULT false,
  time_zone text NOT NULL DEFAULT 'America/Sao_Paulo',
  allows_patient_to_schedule boolean NOT NULL DEFAULT true,
  access_person_schedule boolean NOT NULL DEFAULT true,
  allows_hidden_button_schedule boolean NOT NULL DEFAULT true,
  allow_professional_view_patient_history boolean NOT NULL DEFAULT true,
  access_emergency boolean NOT NULL DEFAULT false,
  patient_registration_allowed boolean NOT NULL DEFAULT true,
  benefits_club_access boolean NOT NULL DEFAULT false,
  display_powered_by boolean NOT NULL DEFAULT true,
  use_emergency_module boolean NOT NULL DEFAULT false,
  custom_messages jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_parent ON company (parent_id);
CREATE INDEX company_path ON company (path text_pattern_ops);
CREATE INDEX company_name ON company (lower(name));

CREATE TABLE membership (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  roles text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, company_id)
);
CREATE INDEX membership_company ON membership (company_id);

-- Persons (patients and dependents) ---------------------------------------------------------------
CREATE TABLE person (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  user_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
  parent_id uuid REFERENCES person(id) ON DELETE SET NULL,
  name text NOT NULL,
  social_name text,
  birth_date date,
  cpf char(11),
  uhc_id char(15),
  gender text,
  mail text,
  cell_phone text,
  telephone text,
  country text DEFAULT 'BR',
  profession text,
  registration text,
  status text NOT NULL DEFAULT 'active',
  push_token text,
  street text, number text, complement text, neighborhood text, city text, region text, zip_code text,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, cpf)
);
CREATE INDEX person_company ON person (company_id);
CREATE INDEX person_user ON person (user_id);
CREATE INDEX person_parent ON person (parent_id);

-- Professionals -----------------------------------------------------------------------------------
CREATE TABLE professional (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  user_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
  name text NOT NULL,
  crm text,
  crm_state char(2),
  license_council text NOT NULL DEFAULT 'CRM',
  medical_specialty text[] NOT NULL DEFAULT '{}',
  role text NOT NULL DEFAULT 'D' CHECK (role IN ('D', 'DC')),
  bio text,
  photo text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX professional_company ON professional (company_id);

-- Realtime: append-only event log; one NOTIFY per event with a tiny payload (sequence:company) ----
CREATE TABLE flow_event (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL,
  topic text NOT NULL,
  type text NOT NULL,
  entity_id uuid,
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flow_event_company_seq ON flow_event (company_id, seq);

CREATE OR REPLACE FUNCTION flow_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('flow_event', NEW.seq::text || ':' || NEW.company_id::text);
  RETURN NULL;
END $$;
CREATE TRIGGER flow_event_notify AFTER INSERT ON flow_event FOR EACH ROW EXECUTE FUNCTION flow_event_notify();

-- Privileges and row-level security -------------------------------------------------------------
GRANT SELECT ON signing_key TO teleconsulta_app;
GRANT INSERT ON signing_key TO teleconsulta_app;
GRANT SELECT, INSERT, UPDATE ON app_user TO teleconsulta_app;
GRANT SELECT, INSERT, UPDATE ON refresh_token TO teleconsulta_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON company, membership, person, professional TO teleconsulta_app;
GRANT SELECT, INSERT ON flow_event TO teleconsulta_app;

ALTER TABLE company ENABLE ROW LEVEL SECURITY;
ALTER TABLE company FORCE ROW LEVEL SECURITY;
-- A tenant sees its own subtree; with no tenant (identity context) a user sees the companies they belong to.
CREATE POLICY company_tenant ON company
  USING (
    app_platform_admin()
    OR (app_company_id() IS NOT NULL AND path LIKE '%/' || app_company_id()::text || '/%')
    OR (app_company_id() IS NULL AND app_user_id() IS NOT NULL
        AND id IN (SELECT m.company_id FROM membership m WHERE m.user_id = app_user_id()))
  )
  WITH CHECK (
    app_platform_admin()
    OR (app_company_id() IS NOT NULL AND path LIKE '%/' || app_company_id()::text || '/%')
  );

ALTER TABLE membership ENABLE ROW LEVEL SECURITY;
ALTER TABLE membership FORCE ROW LEVEL SECURITY;
CREATE POLICY membership_tenant ON membership
  USING (app_platform_admin() OR company_id = app_company_id() OR (app_user_id() IS NOT NULL AND user_id = app_user_id()))
  WITH CHECK (app_platform_admin() OR company_id = app_company_id());

ALTER TABLE person ENABLE ROW LEVEL SECURITY;
ALTER TABLE person FORCE ROW LEVEL SECURITY;
CREATE POLICY person_tenant ON person USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

ALTER TABLE professional ENABLE ROW LEVEL SECURITY;
ALTER TABLE professional FORCE ROW LEVEL SECURITY;
CREATE POLICY professional_tenant ON professional USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

ALTER TABLE flow_event ENABLE ROW LEVEL SECURITY;
ALTER TABLE flow_event FORCE ROW LEVEL SECURITY;
-- The gateway's internal stream reads every tenant's events; everyone else those of the companies their tenant
-- sees (its subtree, through the company policy).
CREATE POLICY flow_event_tenant ON flow_event
  USING (app_internal() OR company_id IN (SELECT c.id FROM company c))
  WITH CHECK (company_id IN (SELECT c.id FROM company c));
