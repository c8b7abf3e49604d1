import type { Database } from '../../services/src/kit/db.js';

/**
 * Persons of a company written straight into the database (as the seed writes them; the person API is tested
 * elsewhere): `${name} 001`, `${name} 002`, … Returns their ids in that order.
 */
export async function insertPersons(db: Database, companyId: string, name: string, count: number): Promise<string[]> {
  const inserted = await db.query<{ id: string }>(
    `insert into person (company_id, name)
     select $1, $2 || ' ' || lpad(n::text, 3, '0') from generate_series(1, $3::int) n order by n
     returning id`,
    [companyId, name, count],
  );
  return inserted.map((r) => r.id);
}
