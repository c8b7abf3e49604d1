import { migrate } from '@teleconsulta/services/db/migrate';
import { type Database, openDatabase } from '@teleconsulta/services/kit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './harness/database.js';
import { migrateBefore } from './harness/migrations.js';

/**
 * Migration 0028 (SECURITY.md T24, single-purpose links) on the data it finds: the appointments that exist keep their
 * one code as the legacy code and get three new codes each; new appointments have no legacy code.
 */
const CODE = /^[A-Za-z0-9_-]{32}$/;

let database: TestDatabase;
let db: Database;

type Row = { id: string; access: string | null; room_code: string; cancel_code: string; payment_code: string };
const codes = () => db.query<Row>('select id, access, room_code, cancel_code, payment_code from appointment order by protocol');

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ url: database.url, dataDir: 'memory://' });
  await migrateBefore(db, '0028_single_purpose_links.sql');
  // A clinic as 0027 left it, with an appointment that ended hours ago and two ahead, each with its one code.
  const [company] = await db.query<{ id: string }>(`insert into company (name, path) values ('Clínica Antiga', '/') returning id`);
  await db.query(`update company set path = '/' || id || '/' where id = $1`, [company!.id]);
  const [doctor] = await db.query<{ id: string }>(`insert into professional (company_id, name) values ($1, 'Dra. Antiga') returning id`, [
    company!.id,
  ]);
  const [patient] = await db.query<{ id: string }>(`insert into person (company_id, name) values ($1, 'Paciente Antigo') returning id`, [
    company!.id,
  ]);
  for (const [n, hours] of [
    [1, -3],
    [2, 48],
    [3, 72],
  ] as const) {
    await db.query(
      `insert into appointment (company_id, access, protocol, starts_at, ends_at, doctor_id, patient_id)
       values ($1, $2, $3, now() + make_interval(hours => $4::int), now() + make_interval(hours => $4::int, mins => 30), $5, $6)`,
      [company!.id, `legacy-code-${n}-0123456789abcdefghij`, `00000${n}`, hours, doctor!.id, patient!.id],
    );
  }
  expect(await migrate(db)).toContain('0028_single_purpose_links.sql');
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

describe('migration 0028 on existing appointments', () => {
  it('gives each one three new codes of its own and keeps its one code as the legacy code', async () => {
    const rows = await codes();
    expect(rows.map((r) => r.access)).toEqual([1, 2, 3].map((n) => `legacy-code-${n}-0123456789abcdefghij`));
    const fresh = rows.flatMap((r) => [r.room_code, r.cancel_code, r.payment_code]);
    for (const code of fresh) expect(code).toMatch(CODE);
    expect(new Set([...fresh, ...rows.map((r) => r.access)]).size).toBe(12);
  });

  it('the legacy code opens the three pages until its appointment ends; the new codes their own page only', async () => {
    const [ended, ahead] = await codes();
    const link = (code: string | null, purpose: string) =>
      db.query<{ appointment_id: string; legacy: boolean }>('select appointment_id, legacy from appointment_short_link($1, $2, 24)', [
        code,
        purpose,
      ]);
    for (const purpose of ['ROOM', 'CANCEL', 'PAYMENT']) {
      expect(await link(ahead!.access, purpose)).toEqual([{ appointment_id: ahead!.id, legacy: true }]);
      // Ended hours ago: no grace for the legacy code, while the room code still has its day.
      expect(await link(ended!.access, purpose)).toEqual([]);
      expect(await link(ahead!.access, `${purpose}X`)).toEqual([]);
    }
    expect(await link(ended!.room_code, 'ROOM')).toEqual([{ appointment_id: ended!.id, legacy: false }]);
    expect(await link(ahead!.cancel_code, 'CANCEL')).toEqual([{ appointment_id: ahead!.id, legacy: false }]);
    expect(await link(ahead!.cancel_code, 'ROOM')).toEqual([]);
    expect(await link(ahead!.room_code, 'PAYMENT')).toEqual([]);
    expect(await link(ahead!.payment_code, 'CANCEL')).toEqual([]);
  });

  it('a new appointment has no legacy code, and three codes even when an insert names none; the old lookup is gone', async () => {
    const [old] = await db.query<{ company_id: string; doctor_id: string; patient_id: string }>(
      'select company_id, doctor_id, patient_id from appointment limit 1',
    );
    const [made] = await db.query<Row>(
      `insert into appointment (company_id, protocol, starts_at, ends_at, doctor_id, patient_id)
       values ($1, '000004', now() + interval '5 days', now() + interval '5 days 30 minutes', $2, $3)
       returning id, access, room_code, cancel_code, payment_code`,
      [old!.company_id, old!.doctor_id, old!.patient_id],
    );
    expect(made!.access).toBeNull();
    for (const code of [made!.room_code, made!.cancel_code, made!.payment_code]) expect(code).toMatch(CODE);
    const [gone] = await db.query<{ n: number }>(`select count(*)::int as n from pg_proc where proname = 'appointment_company_of_access'`);
    expect(gone!.n).toBe(0);
  });
});
