import { now } from '@teleconsulta/schema';
import type { Database } from '../kit/db.js';

/**
 * The demo clinic's register of security incidents (as the owner): one closed low-risk entry a month old, recorded and
 * closed by the clinic administrator, so the console's register is not empty on a first look.
 */
export async function seedSecurityIncidents(db: Database, companyId: string): Promise<void> {
  const at = (daysAgo: number, hours = 0) => new Date(now().getTime() - daysAgo * 86_400_000 + hours * 3_600_000).toISOString();
  await db.query(
    `insert into security_incident (company_id, status, detected_at, occurred_at, description, data_categories, affected_subjects,
       risk, measures, not_notified_reason, recorded_by_user_id, recorded_by_name, closed_by_user_id, closed_by_name, closed_at,
       created_at, updated_at)
     select $1, 'CLOSED', $2, $3, $4, array['CONTACT', 'IDENTIFICATION'], 0, 'LOW', $5, $6, u.id, u.name, u.id, u.name, $7, $2, $7
       from app_user u where u.email = 'admin@clinica.example.com'`,
    [
      companyId,
      at(30),
      at(30, -14),
      'Notebook da recepção furtado do carro de uma funcionária; disco cifrado, sessão do sistema expirada',
      'Acesso do aparelho revogado, senhas da recepção trocadas, boletim de ocorrência registrado',
      'Disco cifrado e sem sessão aberta: nenhum dado pessoal ficou acessível (risco baixo)',
      at(29),
    ],
  );
}
