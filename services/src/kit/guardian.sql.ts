import { GUARDIANSHIP_AGE } from '@teleconsulta/schema';
import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL twin of the shared rule `guardianActs` (schema/src/person/person-dependent.rules.ts): whether the responsible
 * person still acts for the dependent row `d` (an alias of person) today, by the application's clock (app_now()) in its
 * clinic's time zone. A child (or a dependent without a relationship) until their 18th birthday; any other dependent
 * whatever their age; a dependent without a birth date until one is given.
 */
export const guardianActsSql = (d: string): SQL =>
  sql.raw(`(coalesce(${d}.relationship, 'CHILD') <> 'CHILD' or ${d}.birth_date is null
    or ${d}.birth_date > (app_now() at time zone coalesce((select c.time_zone from company c where c.id = ${d}.company_id),
      'America/Sao_Paulo'))::date - interval '${GUARDIANSHIP_AGE} years')`);

/**
 * The ids of the persons a patient's user acts for (SECURITY.md T22): their own person records, and the dependents of
 * those while the guardianship lasts. The one place the services decide it; every patient-side reach reads it.
 */
export const personsOfUser = (userId: string): SQL =>
  sql`(select own.id from person own where own.user_id = ${userId}
       union all
       select d.id from person d join person g on g.id = d.parent_id where g.user_id = ${userId} and ${guardianActsSql('d')})`;
