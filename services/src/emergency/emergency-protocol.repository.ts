import { EMERGENCY_READY_STEP, personDisplayName } from '@teleconsulta/schema';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import { guardianActsSql } from '../kit/guardian.sql.js';
import { rows, type Tx } from '../kit/tenant.js';
import { callOrder, iso, OPEN } from './emergency.sql.js';
import { emergencyProtocol } from './emergency.table.js';

/** The stored triage of the pre-assessment (step 5): what decided the priority. */
export type TriageRecord = {
  priority: number;
  maxWaitMinutes: number;
  redFlag: boolean;
  engine: string;
  reasons: Array<{ source: string; text: string; questionId?: string; optionId?: string; term?: string }>;
};

/** A protocol with what the board shows: the queue's name and the patient's SPEC §3 display name. */
export type ProtocolRecord = {
  id: string;
  number: number;
  personId: string;
  patientName: string;
  patientUserId: string | null;
  patientParentUserId: string | null;
  queueId: string;
  queueName: string;
  step: number;
  status: string;
  priority: number | null;
  complaint: string | null;
  redFlag: boolean;
  triage: TriageRecord | null;
  arrivedAt: string;
  calledAt: string | null;
  professionalId: string | null;
  professionalName: string | null;
  professionalUserId: string | null;
  appointmentId: string | null;
  /** The room code (/a/:id) of the attendance's video room (the appointment made when the patient was called). */
  roomAccess: string | null;
  missedCalls: number;
  closedAt: string | null;
  closedBy: string | null;
  closeReason: string | null;
  createdAt: string;
  updatedAt: string;
};

type ProtocolSqlRow = {
  id: string;
  number: string | number;
  person_id: string;
  person_name: string;
  person_registration: string | null;
  person_cpf: string | null;
  person_user_id: string | null;
  parent_user_id: string | null;
  queue_id: string;
  queue_name: string;
  step: number;
  status: string;
  priority: number | null;
  complaint: string | null;
  red_flag: boolean;
  triage: TriageRecord | null;
  arrived_at: string | Date;
  called_at: string | Date | null;
  professional_id: string | null;
  professional_name: string | null;
  professional_user_id: string | null;
  appointment_id: string | null;
  room_access: string | null;
  no_answer_count: number | null;
  closed_at: string | Date | null;
  closed_by: string | null;
  close_reason: string | null;
  created_at: string | Date;
  updated_at: string | Date;
};

function toProtocol(r: ProtocolSqlRow): ProtocolRecord {
  return {
    id: r.id,
    number: Number(r.number),
    personId: r.person_id,
    patientName: personDisplayName({ name: r.person_name, registration: r.person_registration, cpf: r.person_cpf }),
    patientUserId: r.person_user_id,
    patientParentUserId: r.parent_user_id,
    queueId: r.queue_id,
    queueName: r.queue_name,
    step: Number(r.step),
    status: r.status,
    priority: r.priority === null ? null : Number(r.priority),
    complaint: r.complaint,
    redFlag: r.red_flag === true,
    triage: r.triage ?? null,
    arrivedAt: iso(r.arrived_at)!,
    calledAt: iso(r.called_at),
    professionalId: r.professional_id,
    professionalName: r.professional_name,
    professionalUserId: r.professional_user_id,
    appointmentId: r.appointment_id,
    roomAccess: r.room_access,
    missedCalls: Number(r.no_answer_count ?? 0),
    closedAt: iso(r.closed_at),
    closedBy: r.closed_by,
    closeReason: r.close_reason,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

/**
 * Protocols with their queue and the patient's display fields. The board reads the person's name, registration and
 * CPF in this one query (RLS-scoped like every other): a call to the person service per row would not scale.
 */
const protocolSelect = (where: SQL) => sql`
  select ep.*, p.name as person_name, p.registration as person_registration, p.cpf as person_cpf,
         p.user_id as person_user_id, case when ${guardianActsSql('p')} then pp.user_id end as parent_user_id, q.name as queue_name,
         pr.name as professional_name, pr.user_id as professional_user_id, a.room_code as room_access
    from emergency_protocol ep
    join person p on p.id = ep.person_id
    left join person pp on pp.id = p.parent_id
    join emergency_queue q on q.id = ep.queue_id
    left join professional pr on pr.id = ep.professional_id
    left join appointment a on a.id = ep.appointment_id
   where ${where}
   order by ${callOrder('ep')}`;

/**
 * The emergency protocols: numbering, reading, ranking and the changes of the patient's and the manager's steps. Every
 * query runs inside a tenant transaction, so RLS keeps it to the tenant.
 */
export const emergencyProtocolRepository = {
  insertProtocol: async (tx: Tx, values: typeof emergencyProtocol.$inferInsert) => {
    const [row] = await tx.insert(emergencyProtocol).values(values).returning({ id: emergencyProtocol.id });
    return row!.id;
  },

  protocolById: async (tx: Tx, id: string, lock = false): Promise<ProtocolRecord | undefined> => {
    if (lock) await tx.execute(sql`select 1 from emergency_protocol where id = ${id} for update`);
    const found = await rows<ProtocolSqlRow>(tx, protocolSelect(sql`ep.id = ${id}`));
    return found[0] ? toProtocol(found[0]) : undefined;
  },

  /** Open protocols, in rank order, optionally of some queues or persons. */
  openProtocols: async (tx: Tx, filter: { queueIds?: string[]; personIds?: string[] } = {}) => {
    const parts: SQL[] = [sql`ep.status in ${OPEN}`];
    if (filter.queueIds) parts.push(filter.queueIds.length ? sql`ep.queue_id in ${filter.queueIds}` : sql`false`);
    if (filter.personIds) parts.push(filter.personIds.length ? sql`ep.person_id in ${filter.personIds}` : sql`false`);
    const found = await rows<ProtocolSqlRow>(tx, protocolSelect(sql.join(parts, sql` and `)));
    return found.map(toProtocol);
  },

  /** What ranks the open protocols of one queue (no join: computed on every change). */
  rankables: async (tx: Tx, queueId: string) => {
    const found = await tx
      .select({
        id: emergencyProtocol.id,
        status: emergencyProtocol.status,
        priority: emergencyProtocol.priority,
        arrivedAt: emergencyProtocol.arrivedAt,
        number: emergencyProtocol.number,
        ready: sql<boolean>`${emergencyProtocol.step} >= ${EMERGENCY_READY_STEP}`,
      })
      .from(emergencyProtocol)
      .where(and(eq(emergencyProtocol.queueId, queueId), sql`${emergencyProtocol.status} in ${OPEN}`));
    return found.map((r) => ({ ...r, priority: r.priority === null ? null : Number(r.priority), arrivedAt: iso(r.arrivedAt)! }));
  },

  /** A person's birth date (YYYY-MM-DD), for the questionnaire of their age. */
  personBirthDate: async (tx: Tx, personId: string): Promise<string | null> => {
    const [row] = await rows<{ birth_date: string | null }>(
      tx,
      sql`select birth_date::text as birth_date from person where id = ${personId}`,
    );
    return row?.birth_date ?? null;
  },

  /** The attendance's appointment (made on the call) is linked to the protocol. */
  setAppointment: async (tx: Tx, id: string, appointmentId: string) =>
    tx.update(emergencyProtocol).set({ appointmentId, updatedAt: SQL_NOW }).where(eq(emergencyProtocol.id, id)),

  /** The patient's own steps: before the waiting room (2 check resources … 5 pre-assessment, the complaint at 4) and after the attendance (10 NPS, 11 end). */
  progress: async (tx: Tx, id: string, step: number, complaint?: string) =>
    tx
      .update(emergencyProtocol)
      .set({ step, ...(complaint === undefined ? {} : { complaint }), updatedAt: SQL_NOW })
      .where(eq(emergencyProtocol.id, id)),

  /** The pre-assessment's answers and triage: the priority ranks the queue; the patient reaches the waiting room (6). */
  assess: async (
    tx: Tx,
    id: string,
    v: { screeningId: string | null; screeningVersion: number | null; answers: unknown; triage: TriageRecord; step: number },
  ) =>
    tx
      .update(emergencyProtocol)
      .set({
        screeningId: v.screeningId,
        screeningVersion: v.screeningVersion,
        answers: v.answers,
        triage: v.triage,
        priority: v.triage.priority,
        redFlag: v.triage.redFlag,
        step: v.step,
        updatedAt: SQL_NOW,
      })
      .where(eq(emergencyProtocol.id, id)),

  /** The patient left the queue before being attended. */
  leave: async (tx: Tx, id: string, by: string) =>
    tx
      .update(emergencyProtocol)
      .set({ status: 'LEFT_WITHOUT_BEING_SEEN', closedAt: SQL_NOW, closedBy: by, updatedAt: SQL_NOW })
      .where(eq(emergencyProtocol.id, id)),

  close: async (tx: Tx, id: string, by: string, reason: string) =>
    tx
      .update(emergencyProtocol)
      .set({ status: 'CLOSED_BY_MANAGER', closedAt: SQL_NOW, closedBy: by, closeReason: reason, updatedAt: SQL_NOW })
      .where(eq(emergencyProtocol.id, id)),
};
