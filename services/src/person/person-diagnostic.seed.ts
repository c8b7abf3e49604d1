import { now } from '@teleconsulta/schema';
import { DEMO_DIAGNOSTICS } from '../db/seed-data.js';
import type { Database } from '../kit/db.js';

/**
 * Seeds the demo diagnostics (as the owner, like the rest of the seed), each tied to the demo appointment of its
 * patient and professional on its day of the clinic's calendar and dated at that appointment's end.
 */
export async function seedDiagnostics(db: Database, companyIds: Record<string, string>): Promise<void> {
  for (const d of DEMO_DIAGNOSTICS) {
    await db.query(
      `insert into person_diagnostic (company_id, person_id, appointment_id, professional_id, professional_name, recorded_by,
         cid10, description, diagnosed_at)
       select a.company_id, a.patient_id, a.id, pr.id, pr.name, pr.user_id, $4, $5, coalesce(a.finished_at, a.ends_at)
         from appointment a
         join company c on c.id = a.company_id
         join person pe on pe.id = a.patient_id
         join professional pr on pr.id = a.doctor_id
         join app_user u on u.id = pr.user_id
        where a.company_id = $1 and pe.name = $2 and u.email = $3
          and (a.starts_at at time zone c.time_zone)::date = ($7::timestamptz at time zone c.time_zone)::date + $6::int
        limit 1`,
      [companyIds[d.company], d.patient, d.doctor, d.cid10, d.description, d.day, now().toISOString()],
    );
  }
}
