import { now, SERVICE_REQUEST_CATEGORY, SERVICE_REQUEST_CODE } from '@teleconsulta/schema';
import type { Database } from '../kit/db.js';

/** Demo requests of the demo clinic: [patient, requester e-mail, note, status, priority, days ago]. */
const DEMO_SERVICE_REQUESTS = [
  ['Maria Silva', 'dr.house@example.com', 'Hemograma completo e perfil lipídico', 'active', 'routine', 2],
  ['Maria Silva', 'dr.house@example.com', 'Eletrocardiograma de repouso', 'active', 'urgent', 0],
  ['Pedro Silva', 'dra.ana@example.com', 'Raio-X de tórax PA e perfil', 'completed', 'routine', 10],
  ['João Souza', 'dr.paulo@example.com', 'Biópsia de pele (lesão no antebraço)', 'on-hold', 'routine', 5],
] as const;

/** Seeds the demo service requests (as the owner), authored some days ago by the demo doctors. */
export async function seedServiceRequests(db: Database, companyId: string): Promise<void> {
  for (const [patient, requester, note, status, priority, daysAgo] of DEMO_SERVICE_REQUESTS) {
    await db.query(
      `insert into service_request (company_id, subject_id, requester_id, requester_name, category, code, status, priority, authored_on, note)
       select $1, p.id, u.id, u.name, $4, $5, $6, $7, $10::timestamptz - make_interval(days => $8::int), $9
         from person p, app_user u where p.company_id = $1 and p.name = $2 and u.email = $3`,
      [companyId, patient, requester, SERVICE_REQUEST_CATEGORY, SERVICE_REQUEST_CODE, status, priority, daysAgo, note, now().toISOString()],
    );
  }
}
