import type { Database } from '../kit/db.js';

/** The demo clinic's emergency: one group with a general practice and a paediatrics queue. */
export const DEMO_EMERGENCY = {
  group: 'Pronto atendimento virtual',
  queues: [
    { name: 'Clínica geral', specialtyCode: '225125', maxWaitMinutes: 60, attendanceEstimateMinutes: 15 },
    { name: 'Pediatria', specialtyCode: '225124', maxWaitMinutes: 45, attendanceEstimateMinutes: 20 },
  ],
  /** Professionals (by e-mail) given emergency access and a grant to every demo queue. */
  granted: ['dr.house@example.com', 'dra.ana@example.com'],
} as const;

/** Seeds the demo emergency queues and grants for a company (runs as the owner, like the rest of the seed). */
export async function seedEmergency(db: Database, companyId: string): Promise<void> {
  const [group] = await db.query<{ id: string }>('insert into emergency_group (company_id, name) values ($1, $2) returning id', [
    companyId,
    DEMO_EMERGENCY.group,
  ]);
  const queueIds: string[] = [];
  for (const q of DEMO_EMERGENCY.queues) {
    const [queue] = await db.query<{ id: string }>(
      `insert into emergency_queue (company_id, group_id, name, specialty_code, max_wait_minutes, attendance_estimate_minutes)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [companyId, group!.id, q.name, q.specialtyCode, q.maxWaitMinutes, q.attendanceEstimateMinutes],
    );
    queueIds.push(queue!.id);
  }
  for (const email of DEMO_EMERGENCY.granted) {
    const [pro] = await db.query<{ id: string }>(
      `update professional set emergency_access = true
        where company_id = $1 and user_id = (select id from app_user where email = $2) returning id`,
      [companyId, email],
    );
    if (!pro) continue;
    for (const queueId of queueIds) {
      await db.query('insert into emergency_queue_grant (queue_id, professional_id, company_id) values ($1, $2, $3)', [
        queueId,
        pro.id,
        companyId,
      ]);
    }
  }
}
