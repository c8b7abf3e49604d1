import { personDisplayName } from '@teleconsulta/schema';
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import { rows, type Tx } from '../kit/tenant.js';
import {
  type EmergencyQueueRow,
  emergencyCounter,
  emergencyGroup,
  emergencyProtocol,
  emergencyQueue,
  emergencyQueueGrant,
} from './emergency.table.js';

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const OPEN = sql`('WAITING', 'CALLED', 'IN_ATTENDANCE')`;
/** The clinic charges for the emergency attendance: its patients are called only once past the payment (step 3). */
const charges = (companyId: SQL) =>
  sql`exists (select 1 from company_financial f where f.company_id = ${companyId} and f.emergency_price_cents > 0)`;
const QUEUE_COUNT = sql<number>`(select count(*)::int from emergency_queue eq where eq.group_id = emergency_group.id)`;

export type GroupRecord = { id: string; name: string; queueCount: number; createdAt: string; updatedAt: string };
export type QueueRecord = Omit<EmergencyQueueRow, 'companyId' | 'createdAt' | 'updatedAt'> & {
  groupName: string;
  createdAt: string;
  updatedAt: string;
};
export type QueueCounts = { waiting: number; called: number; inAttendance: number };

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
         p.user_id as person_user_id, pp.user_id as parent_user_id, q.name as queue_name,
         pr.name as professional_name, pr.user_id as professional_user_id, a.room_code as room_access
    from emergency_protocol ep
    join person p on p.id = ep.person_id
    left join person pp on pp.id = p.parent_id
    join emergency_queue q on q.id = ep.queue_id
    left join professional pr on pr.id = ep.professional_id
    left join appointment a on a.id = ep.appointment_id
   where ${where}
   order by ep.priority asc nulls last, ep.arrived_at asc, ep.number asc`;

function toQueue(r: EmergencyQueueRow & { groupName: string }): QueueRecord {
  return {
    id: r.id,
    groupId: r.groupId,
    groupName: r.groupName,
    name: r.name,
    specialtyCode: r.specialtyCode,
    active: r.active,
    maxWaitMinutes: r.maxWaitMinutes,
    attendanceEstimateMinutes: r.attendanceEstimateMinutes,
    createdAt: iso(r.createdAt)!,
    updatedAt: iso(r.updatedAt)!,
  };
}

export type QueueFilter = { ids?: string[]; activeOnly?: boolean; grantedToUserId?: string };

/** The only file with emergency SQL. Every query runs inside a tenant transaction, so RLS keeps it to the tenant. */
export const emergencyRepository = {
  // Groups ------------------------------------------------------------------------------------------------------
  groups: async (tx: Tx, q: { page: number; perPage: number; q?: string }) => {
    const where = q.q ? ilike(emergencyGroup.name, like(q.q)) : undefined;
    const queueCount = QUEUE_COUNT;
    const [items, [total]] = await Promise.all([
      tx
        .select({
          id: emergencyGroup.id,
          name: emergencyGroup.name,
          queueCount,
          createdAt: emergencyGroup.createdAt,
          updatedAt: emergencyGroup.updatedAt,
        })
        .from(emergencyGroup)
        .where(where)
        .orderBy(asc(sql`lower(${emergencyGroup.name})`), asc(emergencyGroup.id))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage),
      tx.select({ n: count() }).from(emergencyGroup).where(where),
    ]);
    return {
      items: items.map((g) => ({ ...g, queueCount: Number(g.queueCount), createdAt: iso(g.createdAt)!, updatedAt: iso(g.updatedAt)! })),
      total: Number(total?.n ?? 0),
    };
  },

  groupById: async (tx: Tx, id: string): Promise<GroupRecord | undefined> => {
    const page = await tx
      .select({
        id: emergencyGroup.id,
        name: emergencyGroup.name,
        queueCount: QUEUE_COUNT,
        createdAt: emergencyGroup.createdAt,
        updatedAt: emergencyGroup.updatedAt,
      })
      .from(emergencyGroup)
      .where(eq(emergencyGroup.id, id));
    const g = page[0];
    return g ? { ...g, queueCount: Number(g.queueCount), createdAt: iso(g.createdAt)!, updatedAt: iso(g.updatedAt)! } : undefined;
  },

  insertGroup: async (tx: Tx, companyId: string, name: string) => {
    const [row] = await tx.insert(emergencyGroup).values({ companyId, name }).returning({ id: emergencyGroup.id });
    return row!.id;
  },

  updateGroup: async (tx: Tx, id: string, name: string) =>
    (
      await tx
        .update(emergencyGroup)
        .set({ name, updatedAt: SQL_NOW })
        .where(eq(emergencyGroup.id, id))
        .returning({ id: emergencyGroup.id })
    ).length > 0,

  deleteGroup: async (tx: Tx, id: string) =>
    (await tx.delete(emergencyGroup).where(eq(emergencyGroup.id, id)).returning({ id: emergencyGroup.id })).length > 0,

  // Queues ------------------------------------------------------------------------------------------------------
  queues: async (tx: Tx, filter: QueueFilter = {}): Promise<QueueRecord[]> => {
    const rowsFound = await tx
      .select({ queue: emergencyQueue, groupName: emergencyGroup.name })
      .from(emergencyQueue)
      .innerJoin(emergencyGroup, eq(emergencyGroup.id, emergencyQueue.groupId))
      .where(
        and(
          filter.ids ? inArray(emergencyQueue.id, filter.ids.length ? filter.ids : ['00000000-0000-0000-0000-000000000000']) : undefined,
          filter.activeOnly ? eq(emergencyQueue.active, true) : undefined,
          filter.grantedToUserId
            ? sql`${emergencyQueue.id} in (select g.queue_id from emergency_queue_grant g
                   join professional pr on pr.id = g.professional_id where pr.user_id = ${filter.grantedToUserId})`
            : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${emergencyGroup.name})`), asc(sql`lower(${emergencyQueue.name})`), asc(emergencyQueue.id));
    return rowsFound.map((r) => toQueue({ ...r.queue, groupName: r.groupName }));
  },

  queueById: async (tx: Tx, id: string, lock = false) => {
    if (lock) await tx.execute(sql`select 1 from emergency_queue where id = ${id} for update`);
    return (await emergencyRepository.queues(tx, { ids: [id] }))[0];
  },

  insertQueue: async (tx: Tx, values: typeof emergencyQueue.$inferInsert) => {
    const [row] = await tx.insert(emergencyQueue).values(values).returning({ id: emergencyQueue.id });
    return row!.id;
  },

  updateQueue: async (tx: Tx, id: string, values: Partial<typeof emergencyQueue.$inferInsert>) =>
    (
      await tx
        .update(emergencyQueue)
        .set({ ...values, updatedAt: SQL_NOW })
        .where(eq(emergencyQueue.id, id))
        .returning({ id: emergencyQueue.id })
    ).length > 0,

  deleteQueue: async (tx: Tx, id: string) =>
    (await tx.delete(emergencyQueue).where(eq(emergencyQueue.id, id)).returning({ id: emergencyQueue.id })).length > 0,

  /** Open protocols per queue and status. */
  counts: async (tx: Tx, queueIds: string[]): Promise<Map<string, QueueCounts>> => {
    const out = new Map<string, QueueCounts>(queueIds.map((id) => [id, { waiting: 0, called: 0, inAttendance: 0 }]));
    if (queueIds.length === 0) return out;
    const found = await tx
      .select({ queueId: emergencyProtocol.queueId, status: emergencyProtocol.status, n: count() })
      .from(emergencyProtocol)
      .where(and(inArray(emergencyProtocol.queueId, queueIds), sql`${emergencyProtocol.status} in ${OPEN}`))
      .groupBy(emergencyProtocol.queueId, emergencyProtocol.status);
    for (const r of found) {
      const c = out.get(r.queueId);
      if (!c) continue;
      if (r.status === 'WAITING') c.waiting = Number(r.n);
      else if (r.status === 'CALLED') c.called = Number(r.n);
      else c.inAttendance = Number(r.n);
    }
    return out;
  },

  // Grants ------------------------------------------------------------------------------------------------------
  grants: async (tx: Tx, queueIds: string[]): Promise<Map<string, string[]>> => {
    const out = new Map<string, string[]>(queueIds.map((id) => [id, []]));
    if (queueIds.length === 0) return out;
    const found = await tx
      .select({ queueId: emergencyQueueGrant.queueId, professionalId: emergencyQueueGrant.professionalId })
      .from(emergencyQueueGrant)
      .where(inArray(emergencyQueueGrant.queueId, queueIds))
      .orderBy(asc(emergencyQueueGrant.createdAt), asc(emergencyQueueGrant.professionalId));
    for (const g of found) out.get(g.queueId)?.push(g.professionalId);
    return out;
  },

  /** Replaces the queue's grants with exactly these professionals. */
  setGrants: async (tx: Tx, companyId: string, queueId: string, professionalIds: string[]) => {
    await tx.delete(emergencyQueueGrant).where(eq(emergencyQueueGrant.queueId, queueId));
    if (professionalIds.length > 0)
      await tx.insert(emergencyQueueGrant).values(professionalIds.map((professionalId) => ({ queueId, professionalId, companyId })));
  },

  // Protocols ---------------------------------------------------------------------------------------------------
  /** The company's next protocol number (an atomic upsert: two openings never get the same number). */
  nextNumber: async (tx: Tx, companyId: string) => {
    const [row] = await tx
      .insert(emergencyCounter)
      .values({ companyId, lastNumber: 1 })
      .onConflictDoUpdate({ target: emergencyCounter.companyId, set: { lastNumber: sql`${emergencyCounter.lastNumber} + 1` } })
      .returning({ n: emergencyCounter.lastNumber });
    return Number(row!.n);
  },

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
        // The queue's clinic is read once for the whole queue (an uncorrelated subquery), not per row.
        ready: sql<boolean>`(${emergencyProtocol.step} >= 3
                             or not ${charges(sql`(select q.company_id from emergency_queue q where q.id = ${queueId})`)})`,
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

  // Check-in and calls --------------------------------------------------------------------------------------------
  /** The caller's professional record in the tenant, if any. */
  professionalOfUser: async (tx: Tx, userId: string): Promise<string | null> => {
    const [row] = await rows<{ id: string }>(tx, sql`select id from professional where user_id = ${userId} limit 1`);
    return row?.id ?? null;
  },

  /** Replaces the professional's check-in with these queues (none: checked out). */
  setCheckIn: async (tx: Tx, companyId: string, professionalId: string, queueIds: string[]) => {
    await tx.execute(sql`delete from emergency_checkin where professional_id = ${professionalId}`);
    for (const queueId of queueIds) {
      await tx.execute(
        sql`insert into emergency_checkin (company_id, professional_id, queue_id) values (${companyId}, ${professionalId}, ${queueId})`,
      );
    }
  },

  checkIn: async (tx: Tx, professionalId: string): Promise<{ queueIds: string[]; checkedInAt: string | null }> => {
    const found = await rows<{ queue_id: string; checked_in_at: Date | string }>(
      tx,
      sql`select queue_id, checked_in_at from emergency_checkin where professional_id = ${professionalId} order by queue_id`,
    );
    return { queueIds: found.map((r) => r.queue_id), checkedInAt: found[0] ? iso(found[0].checked_in_at)! : null };
  },

  /** The active queues at least one professional is checked in to (the tenant's, by RLS). */
  staffedQueueIds: async (tx: Tx): Promise<string[]> => {
    const found = await rows<{ queue_id: string }>(
      tx,
      sql`select distinct c.queue_id from emergency_checkin c join emergency_queue q on q.id = c.queue_id where q.active`,
    );
    return found.map((r) => r.queue_id);
  },

  /** How many professionals are checked in to each queue. */
  checkedInCounts: async (tx: Tx, queueIds: string[]): Promise<Map<string, number>> => {
    const out = new Map<string, number>(queueIds.map((id) => [id, 0]));
    if (queueIds.length === 0) return out;
    const found = await rows<{ queue_id: string; n: number }>(
      tx,
      sql`select queue_id, count(*)::int as n from emergency_checkin where queue_id in ${queueIds} group by queue_id`,
    );
    for (const r of found) out.set(r.queue_id, Number(r.n));
    return out;
  },

  /** The mean attendance time (called → finished) of each queue's most recent finished protocols, in minutes. */
  meanAttendanceMinutes: async (tx: Tx, queueIds: string[], sample: number): Promise<Map<string, number>> => {
    const out = new Map<string, number>();
    if (queueIds.length === 0) return out;
    const found = await rows<{ queue_id: string; minutes: number | string | null }>(
      tx,
      sql`select queue_id, avg(minutes) as minutes
            from (select queue_id, extract(epoch from (closed_at - called_at)) / 60 as minutes,
                         row_number() over (partition by queue_id order by closed_at desc) as recent
                    from emergency_protocol
                   where status = 'FINISHED' and called_at is not null and queue_id in ${queueIds}) r
           where recent <= ${sample}
           group by queue_id`,
    );
    for (const r of found) if (r.minutes !== null) out.set(r.queue_id, Number(r.minutes));
    return out;
  },

  /**
   * The next waiting protocol of these queues in rank order (priority, arrival, number: compareRank's order, arrival to
   * the millisecond as the positions read it), locked; one another caller holds is skipped, so two professionals
   * calling at once never get the same patient and never wait on each other. When the clinic charges for the attendance,
   * a patient who has not passed the payment (step 3) is not called yet.
   */
  nextWaiting: async (
    tx: Tx,
    queueIds: string[],
  ): Promise<{ id: string; queue_id: string; person_id: string; appointment_id: string | null } | undefined> => {
    if (queueIds.length === 0) return undefined;
    const [row] = await rows<{ id: string; queue_id: string; person_id: string; appointment_id: string | null }>(
      tx,
      sql`select id, queue_id, person_id, appointment_id from emergency_protocol
           where status = 'WAITING' and queue_id in ${queueIds}
             and (step >= 3 or not ${charges(sql`emergency_protocol.company_id`)})
           order by priority asc nulls last, date_trunc('milliseconds', arrived_at) asc, number asc
           limit 1 for update skip locked`,
    );
    return row;
  },

  /** WAITING → CALLED by a professional: SPEC §2 step 7, ready for attendance. */
  call: async (tx: Tx, id: string, professionalId: string) =>
    tx
      .update(emergencyProtocol)
      .set({ status: 'CALLED', step: 7, professionalId, calledAt: SQL_NOW, updatedAt: SQL_NOW })
      .where(eq(emergencyProtocol.id, id)),

  /** The companies with a called protocol past their no-answer time (a SECURITY DEFINER function: ids only). */
  noAnswerCompanies: async (tx: Tx): Promise<string[]> =>
    (await rows<{ id: string }>(tx, sql`select id from emergency_no_answer_companies() as id`)).map((r) => r.id),

  /**
   * The tenant's called protocols whose patient has not entered the room within the company's no-answer time, locked
   * (SKIP LOCKED: several sweepers, or a patient entering right now, never meet on one row), with the company's rule.
   */
  unanswered: async (tx: Tx, limit: number) =>
    rows<{ id: string; queue_id: string; step: number; no_answer_count: number; appointment_id: string | null; action: string }>(
      tx,
      sql`select ep.id, ep.queue_id, ep.step, ep.no_answer_count, ep.appointment_id, c.emergency_no_answer_action as action
            from emergency_protocol ep
            join company c on c.id = ep.company_id
           where ep.status = 'CALLED'
             and ep.called_at <= app_now() - make_interval(mins => c.emergency_no_answer_minutes)
             and not exists (select 1 from room_participant rp
                              where rp.appointment_id = ep.appointment_id and rp.role = 'PATIENT')
           order by ep.called_at
           limit ${limit}
           for update of ep skip locked`,
    ),

  /**
   * A missed call: back to waiting (arrival kept; a charged attendance keeps its paid appointment, a free one loses
   * its cancelled one), or out of the queue; counted either way.
   */
  missedCall: async (tx: Tx, id: string, out: boolean, keptAppointmentId: string | null) =>
    tx
      .update(emergencyProtocol)
      .set(
        out
          ? {
              status: 'LEFT_WITHOUT_BEING_SEEN',
              closedAt: SQL_NOW,
              closeReason: 'NO_ANSWER',
              noAnswerCount: sql`${emergencyProtocol.noAnswerCount} + 1`,
              updatedAt: SQL_NOW,
            }
          : {
              status: 'WAITING',
              step: 6,
              professionalId: null,
              calledAt: null,
              appointmentId: keptAppointmentId,
              noAnswerCount: sql`${emergencyProtocol.noAnswerCount} + 1`,
              updatedAt: SQL_NOW,
            },
      )
      .where(eq(emergencyProtocol.id, id)),

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

  /** CALLED → IN_ATTENDANCE: the professional opened the attendance room (step 8). */
  attend: async (tx: Tx, id: string) =>
    tx.update(emergencyProtocol).set({ status: 'IN_ATTENDANCE', step: 8, updatedAt: SQL_NOW }).where(eq(emergencyProtocol.id, id)),

  /** The professional ends the attendance: FINISHED, SPEC §2 step 9 (post attendance). */
  finish: async (tx: Tx, id: string, by: string) =>
    tx
      .update(emergencyProtocol)
      .set({ status: 'FINISHED', step: 9, closedAt: SQL_NOW, closedBy: by, updatedAt: SQL_NOW })
      .where(eq(emergencyProtocol.id, id)),

  /**
   * To another queue, waiting again with the arrival kept (the patient keeps their place by arrival there); a charged
   * attendance keeps its paid appointment for whoever calls next.
   */
  forward: async (tx: Tx, id: string, fromQueueId: string, toQueueId: string, keptAppointmentId: string | null) =>
    tx
      .update(emergencyProtocol)
      .set({
        queueId: toQueueId,
        forwardedFromQueueId: fromQueueId,
        status: 'WAITING',
        step: 6,
        professionalId: null,
        calledAt: null,
        appointmentId: keptAppointmentId,
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
