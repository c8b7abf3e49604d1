-- Published versions of the terms (issue 18 item 5; SPEC §5 "The terms of use must be accepted to access the system"):
-- a new version asks everyone again. The newest published version of a kind is the current one (highest seq: the
-- clock may stand still in tests). A platform-wide table, not a tenant's: every signed-in user reads it; only the
-- platform administrator publishes. A published text is never changed nor deleted (what a person accepted stays
-- readable), so the application has SELECT and INSERT only.
CREATE TABLE terms_version (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('TERMS_OF_USE', 'TELEMEDICINE')),
  version text NOT NULL CHECK (version ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$'),
  text_pt text NOT NULL CHECK (length(text_pt) BETWEEN 1 AND 20000),
  text_en text NOT NULL CHECK (length(text_en) BETWEEN 1 AND 20000),
  published_by uuid REFERENCES app_user(id) ON DELETE SET NULL,
  published_at timestamptz NOT NULL DEFAULT app_now(),
  UNIQUE (kind, version)
);
CREATE INDEX terms_version_current ON terms_version (kind, seq DESC);

ALTER TABLE terms_version ENABLE ROW LEVEL SECURITY;
ALTER TABLE terms_version FORCE ROW LEVEL SECURITY;
CREATE POLICY terms_version_read ON terms_version FOR SELECT USING (true);
CREATE POLICY terms_version_publish ON terms_version FOR INSERT WITH CHECK (app_platform_admin());
-- append-only for the application: a published version is never changed or deleted
GRANT SELECT, INSERT ON terms_version TO teleconsulta_app;

-- The version in force until now (schema/src/consent/terms.ts CURRENT_TERMS.TERMS_OF_USE), as the first published one.
INSERT INTO terms_version (kind, version, text_pt, text_en, published_at) VALUES ('TERMS_OF_USE', '2026-11-01',
  'Ao usar o Teleconsulta você concorda em fornecer dados verdadeiros, manter sua senha em sigilo e usar o serviço apenas para o seu atendimento e o dos seus dependentes.

Seus dados pessoais e de saúde são tratados pela clínica para prestar o atendimento, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018); o prontuário é guardado pelo prazo legal (Lei 13.787/2018).

Você pode pedir acesso, correção ou a exclusão dos dados que não sejam do prontuário pelo canal de mensagens da clínica.',
  'By using Teleconsulta you agree to give true information, keep your password secret and use the service only for your own care and that of your dependents.

Your personal and health data are processed by the clinic to provide care, under Brazil’s General Data Protection Law (Lei 13.709/2018); the medical record is kept for the legal period (Lei 13.787/2018).

You may ask the clinic, through its messages, for access to, correction of, or deletion of the data that are not part of the medical record.',
  '2026-11-01T00:00:00Z');
