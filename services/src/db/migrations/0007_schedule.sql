-- Professionals' availability (SPEC §3 Schedule): fixed weekly windows, extra dates and blocked dates, and whether
-- national holidays are skipped. Times are wall-clock times of the company's time zone (company.time_zone); an all-day
-- window has no times. The save replaces the whole availability of a professional in one transaction.
ALTER TABLE professional
  ADD COLUMN skip_holidays boolean NOT NULL DEFAULT true,
  -- null until the schedule is first saved
  ADD COLUMN schedule_updated_at timestamptz;

CREATE TABLE professional_weekly_schedule (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  professional_id uuid NOT NULL REFERENCES professional(id) ON DELETE CASCADE,
  -- 0 = Sunday … 6 = Saturday
  day smallint NOT NULL CHECK (day BETWEEN 0 AND 6),
  all_day boolean NOT NULL DEFAULT false,
  start_time time,
  end_time time,
  -- the order the windows were given in, so field errors and the console keep their positions
  position smallint NOT NULL DEFAULT 0,
  CHECK (all_day OR (start_time IS NOT NULL AND end_time IS NOT NULL AND end_time > start_time)),
  CHECK (NOT all_day OR (start_time IS NULL AND end_time IS NULL))
);
CREATE INDEX professional_weekly_schedule_professional ON professional_weekly_schedule (professional_id, day);

-- Extra (working on a date besides the weekly windows) and blocked (not working) dates: one of each kind per date.
CREATE TABLE professional_schedule_exception (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES company(id) ON DELETE CASCADE,
  professional_id uuid NOT NULL REFERENCES professional(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('EXTRA', 'BLOCKED')),
  date date NOT NULL,
  all_day boolean NOT NULL DEFAULT false,
  start_time time,
  end_time time,
  CHECK (all_day OR (start_time IS NOT NULL AND end_time IS NOT NULL AND end_time > start_time)),
  CHECK (NOT all_day OR (start_time IS NULL AND end_time IS NULL)),
  CONSTRAINT professional_schedule_exception_date_key UNIQUE (professional_id, kind, date)
);

GRANT SELECT, INSERT, UPDATE, DELETE ON professional_weekly_schedule, professional_schedule_exception TO teleconsulta_app;

ALTER TABLE professional_weekly_schedule ENABLE ROW LEVEL SECURITY;
ALTER TABLE professional_weekly_schedule FORCE ROW LEVEL SECURITY;
CREATE POLICY professional_weekly_schedule_tenant ON professional_weekly_schedule
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());

ALTER TABLE professional_schedule_exception ENABLE ROW LEVEL SECURITY;
ALTER TABLE professional_schedule_exception FORCE ROW LEVEL SECURITY;
CREATE POLICY professional_schedule_exception_tenant ON professional_schedule_exception
  USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
