import { EMERGENCY_READY_STEP } from '@teleconsulta/schema';
import { eq, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import { rows, type Tx } from '../kit/tenant.js';
import { callOrder, iso } from './emergency.sql.js';
import { emergencyProtocol } from './emergency.table.js';

/** The next patient a call takes: the protocol, its number (its appointments' protocol), queue, person and complaint. */
type WaitingProtocol = {
  id: string;
  number: number;
  queue_id: string;
  person_id: string;
  appointment_id: string | null;
  complaint: string | null;
};

/**
 * The professionals' duty: check-in, the call order, the calls and what follows them (attendance, finish, forward,
 * the no-answer rule). Every query runs inside a tenant transaction, so RLS keeps it to the tenant.
 */
export const emergencyDutyRepository = {
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
   * calling at once never get the same patient and never wait on each other. A patient who has not reached the waiting
   * room (step 6: past the payment, the complaint and the pre-assessment) is not called yet.
   */
  nextWaiting: async (tx: Tx, queueIds: string[]): Promise<WaitingProtocol | undefined> => {
    if (queueIds.length === 0) return undefined;
    const [row] = await rows<WaitingProtocol>(
      tx,
      sql`select id, number::int as number, queue_id, person_id, appointment_id, complaint from emergency_protocol
           where status = 'WAITING' and queue_id in ${queueIds}
             and step >= ${EMERGENCY_READY_STEP}
           order by ${callOrder()}
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

  /** CALLED → IN_ATTENDANCE: the professional opened the attendance room (step 8). */
  attend: async (tx: Tx, id: string) =>
    tx.update(emergencyProtocol).set({ status: 'IN_ATTENDANCE', step: 8, updatedAt: SQL_NOW }).where(eq(emergencyProtocol.id, id)),

  /** The attendance (called or in the room) whose appointment this is, locked; none for a booked appointment. */
  liveByAppointment: async (tx: Tx, appointmentId: string): Promise<{ id: string; queue_id: string } | undefined> => {
    const [row] = await rows<{ id: string; queue_id: string }>(
      tx,
      sql`select id, queue_id from emergency_protocol
           where appointment_id = ${appointmentId} and status in ('CALLED', 'IN_ATTENDANCE')
           for update`,
    );
    return row;
  },

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
};
