-- Single-purpose short links (SECURITY.md T24, issue 16). Until now one code (`access`) opened an appointment's room
-- (/a/:id), cancel page (/cn/:id) and payment page (/p/:id), and worked on all three until 24 h after the end. Now each
-- page has a code of its own, 24 bytes (192 bits) from the database's CSPRNG in base64url like the ones the services
-- make (crypto.randomBytes), each expiring with its purpose:
--   room_code     the room, until the end + the grace (ACCESS_CODE_GRACE_HOURS: the patient comes back to rate it);
--   cancel_code   the cancel page, until the start (afterwards nothing can be cancelled: the page answers like an
--                 unknown code);
--   payment_code  the payment page and its calls, until the end (an unpaid patient is sent to pay from the room's door,
--                 and an emergency attendance starts when it is charged), or later while a PIX it made can still be
--                 paid (its `expiracao`, pix_expires_at), so the page follows that PIX to its outcome.
-- `access` stays as the legacy code of the appointments that exist now: links already mailed keep opening the three
-- pages until their appointment ends (not beyond: no grace). New appointments have none (NULL).

-- A fresh code: 24 bytes of two gen_random_uuid() (pg_strong_random; their 96 + 96 bits that are not the UUID's fixed
-- version and variant bits), base64url without padding: 32 characters, as ZAccessCode expects.
CREATE OR REPLACE FUNCTION short_link_code() RETURNS text
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT translate(encode(decode(left(u1, 12) || right(u1, 12) || left(u2, 12) || right(u2, 12), 'hex'), 'base64'), '+/', '-_')
     FROM (SELECT replace(gen_random_uuid()::text, '-', '') AS u1, replace(gen_random_uuid()::text, '-', '') AS u2) r $$;
REVOKE ALL ON FUNCTION short_link_code() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION short_link_code() TO teleconsulta_app;

-- A volatile default is evaluated once per existing row: every appointment gets three codes of its own. The services
-- set them on insert (crypto.randomBytes); the default serves any other insert.
ALTER TABLE appointment
  ADD COLUMN room_code text NOT NULL DEFAULT short_link_code(),
  ADD COLUMN cancel_code text NOT NULL DEFAULT short_link_code(),
  ADD COLUMN payment_code text NOT NULL DEFAULT short_link_code(),
  ADD CONSTRAINT appointment_room_code_key UNIQUE (room_code),
  ADD CONSTRAINT appointment_cancel_code_key UNIQUE (cancel_code),
  ADD CONSTRAINT appointment_payment_code_key UNIQUE (payment_code),
  ALTER COLUMN access DROP NOT NULL;
COMMENT ON COLUMN appointment.access IS
  'Legacy all-purpose short-link code (before migration 0028): opens the room, cancel and payment pages until the appointment ends. NULL for appointments booked since.';

-- The all-purpose lookup goes: nothing may resolve a code without saying which page it is for.
DROP FUNCTION IF EXISTS appointment_company_of_access(text, int);

-- The one rule of the short links. The public pages know only a code and their purpose (ROOM, CANCEL, PAYMENT), not
-- the company: this function answers, for a code that still opens that page, its appointment, company, whether it is
-- the legacy code and when it stops opening it — nothing else — so the services then read the appointment under that
-- tenant's row-level security (and the room, signed in, under the caller's). A code of another purpose, an expired one
-- and an unknown one all answer no row. It runs as its owner (the migration owner, which bypasses RLS like the seed),
-- with a fixed search_path. Each branch is one unique-index lookup.
CREATE OR REPLACE FUNCTION appointment_short_link(code text, purpose text, grace_hours int)
  RETURNS TABLE (appointment_id uuid, company_id uuid, legacy boolean, expires_at timestamptz)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS
$$ SELECT l.appointment_id, l.company_id, l.legacy, l.expires_at FROM (
     SELECT a.id AS appointment_id, a.company_id, false AS legacy, a.ends_at + make_interval(hours => grace_hours) AS expires_at
       FROM appointment a WHERE purpose = 'ROOM' AND a.room_code = code
     UNION ALL
     SELECT a.id, a.company_id, false, a.starts_at
       FROM appointment a WHERE purpose = 'CANCEL' AND a.cancel_code = code
     UNION ALL
     SELECT a.id, a.company_id, false,
            greatest(a.ends_at, (SELECT max(p.pix_expires_at) FROM payment p WHERE p.appointment_id = a.id AND p.method = 'PIX'))
       FROM appointment a WHERE purpose = 'PAYMENT' AND a.payment_code = code
     UNION ALL
     SELECT a.id, a.company_id, true, a.ends_at
       FROM appointment a WHERE purpose IN ('ROOM', 'CANCEL', 'PAYMENT') AND a.access = code
   ) l
   WHERE l.expires_at > app_now()
   LIMIT 1 $$;
REVOKE ALL ON FUNCTION appointment_short_link(text, text, int) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION appointment_short_link(text, text, int) TO teleconsulta_app;
