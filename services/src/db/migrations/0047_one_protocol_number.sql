-- One protocol number from the queue to the console (issue 21): an emergency protocol draws its number from the
-- company's appointment counter when it opens, and every appointment made for it (the free attendance's, the charged
-- one, a second one after a requeue or an expired PIX) carries that same protocol. The emergency counter goes.

-- Booked appointments keep one protocol each; an emergency protocol's appointments share its number.
ALTER TABLE appointment DROP CONSTRAINT IF EXISTS appointment_company_id_protocol_key;
CREATE UNIQUE INDEX appointment_protocol_key ON appointment (company_id, protocol) WHERE source <> 'EMERGENCY';
CREATE INDEX appointment_protocol_emergency ON appointment (company_id, protocol) WHERE source = 'EMERGENCY';

-- The protocols there are take the number their appointment shows; the others a new one from the appointment counter
-- (negative first, so that no two rows hold one number halfway).
UPDATE emergency_protocol SET number = -number;
UPDATE emergency_protocol ep SET number = a.protocol::bigint
  FROM appointment a
  WHERE a.id = ep.appointment_id AND a.protocol ~ '^[0-9]{1,18}$';
INSERT INTO appointment_counter (company_id, last_number)
  SELECT DISTINCT company_id, 0 FROM emergency_protocol
  ON CONFLICT (company_id) DO NOTHING;
UPDATE emergency_protocol ep SET number = c.last_number + fresh.k
  FROM (SELECT id, company_id, row_number() OVER (PARTITION BY company_id ORDER BY created_at, id) AS k
          FROM emergency_protocol WHERE number < 0) fresh
  JOIN appointment_counter c ON c.company_id = fresh.company_id
  WHERE ep.id = fresh.id;
UPDATE appointment_counter c SET last_number = greatest(c.last_number, m.top)
  FROM (SELECT company_id, max(number) AS top FROM emergency_protocol GROUP BY company_id) m
  WHERE m.company_id = c.company_id;

DROP TABLE emergency_counter;
