import { migrate } from '@teleconsulta/services/db/migrate';
import { type Database, openDatabase } from '@teleconsulta/services/kit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './harness/database.js';
import { migrateBefore } from './harness/migrations.js';

/**
 * Migration 0047 (issue 21: one protocol number from the queue to the console) on the data it finds. Before it, an
 * emergency protocol had a number of its own counter ("Protocolo 1") and its appointment another ("000004"); after it the
 * protocol reads its appointment's number, a protocol without one a new number of the appointment counter, and the
 * counter goes on after both.
 */
let database: TestDatabase;
let db: Database;
let companyId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ url: database.url, dataDir: 'memory://' });
  await migrateBefore(db, '0047_one_protocol_number.sql');
  // A clinic as 0046 left it: three booked appointments, then an emergency attendance's appointment (000004); three
  // emergency protocols numbered 1..3 by their own counter, the first of them attended in 000004.
  const [company] = await db.query<{ id: string }>(`insert into company (name, path) values ('Clínica Antiga', '/') returning id`);
  companyId = company!.id;
  await db.query(`update company set path = '/' || id || '/' where id = $1`, [companyId]);
  const [doctor] = await db.query<{ id: string }>(`insert into professional (company_id, name) values ($1, 'Dra. Antiga') returning id`, [
    companyId,
  ]);
  const [patient] = await db.query<{ id: string }>(`insert into person (company_id, name) values ($1, 'Paciente Antigo') returning id`, [
    companyId,
  ]);
  for (const n of [1, 2, 3, 4]) {
    const [row] = await db.query<{ id: string }>(
      `insert into appointment (company_id, protocol, source, type, starts_at, ends_at, doctor_id, patient_id)
       values ($1, $2, $3, $4, now() + make_interval(days => $5::int), now() + make_interval(days => $5::int, mins => 30), $6, $7)
       returning id`,
      [companyId, `00000${n}`, n === 4 ? 'EMERGENCY' : 'CLINIC', n === 4 ? 'EMERGENCY' : 'FIRST_CONSULTATION', n, doctor!.id, patient!.id],
    );
    ids[`appointment${n}`] = row!.id;
  }
  await db.query(
    `insert into appointment_counter (company_id, last_number) values ($1, 4)
                  on conflict (company_id) do update set last_number = 4`,
    [companyId],
  );
  const [group] = await db.query<{ id: string }>(
    `insert into emergency_group (company_id, name) values ($1, 'Pronto atendimento') returning id`,
    [companyId],
  );
  const [queue] = await db.query<{ id: string }>(
    `insert into emergency_queue (company_id, group_id, name, specialty_code) values ($1, $2, 'Clínica geral', '225125') returning id`,
    [companyId, group!.id],
  );
  for (const [n, status, appointment] of [
    [1, 'FINISHED', ids.appointment4],
    [2, 'LEFT_WITHOUT_BEING_SEEN', null],
    [3, 'WAITING', null],
  ] as const) {
    const [row] = await db.query<{ id: string }>(
      `insert into emergency_protocol (company_id, number, person_id, queue_id, status, appointment_id, closed_at, created_at)
       values ($1, $2::bigint, $3, $4, $5::text, $6, case when $5::text = 'WAITING' then null else now() end, now() + make_interval(secs => $2::int))
       returning id`,
      [companyId, n, patient!.id, queue!.id, status, appointment ?? null],
    );
    ids[`protocol${n}`] = row!.id;
  }
  await db.query(`insert into emergency_counter (company_id, last_number) values ($1, 3)`, [companyId]);
  expect(await migrate(db)).toContain('0047_one_protocol_number.sql');
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});

const numberOf = async (id: string) =>
  Number((await db.query<{ number: string }>('select number from emergency_protocol where id = $1', [id]))[0]!.number);

describe('migration 0047 on existing emergency protocols', () => {
  it('an attended protocol reads its appointment’s number; the others new numbers after the appointments’', async () => {
    expect(await numberOf(ids.protocol1!)).toBe(4);
    expect(await numberOf(ids.protocol2!)).toBe(5);
    expect(await numberOf(ids.protocol3!)).toBe(6);
    const [counter] = await db.query<{ last_number: string }>('select last_number from appointment_counter where company_id = $1', [
      companyId,
    ]);
    expect(Number(counter!.last_number)).toBe(6);
    const [gone] = await db.query<{ t: string | null }>(`select to_regclass('emergency_counter')::text as t`);
    expect(gone!.t).toBeNull();
  });

  it('an emergency protocol’s appointments may share its number; two booked appointments may not', async () => {
    const copy = (protocol: string, source: string) =>
      db.query(
        `insert into appointment (company_id, protocol, source, type, starts_at, ends_at, doctor_id, patient_id)
         select company_id, $2, $3, type, starts_at, ends_at, doctor_id, patient_id from appointment where id = $1`,
        [ids.appointment4, protocol, source],
      );
    await copy('000004', 'EMERGENCY');
    await expect(copy('000001', 'CLINIC')).rejects.toThrow(/appointment_protocol_key/);
  });
});
