import { npsCategory, type TNpsAnswerDto, type TNpsSummaryQuery } from '@teleconsulta/schema';
import { type SQL, sql } from 'drizzle-orm';
import { personsOfUser } from '../kit/guardian.sql.js';
import { rows, type Tx } from '../kit/tenant.js';

type NpsSqlRow = { id: string; appointment_id: string; protocol: string; score: number; comment: string | null; created_at: Date | string };

const toDto = (r: NpsSqlRow): TNpsAnswerDto => ({
  id: r.id,
  appointmentId: r.appointment_id,
  protocol: r.protocol,
  score: Number(r.score),
  category: npsCategory(Number(r.score)),
  comment: r.comment,
  createdAt: new Date(r.created_at).toISOString(),
});

const SELECT = sql`select n.id, n.appointment_id, a.protocol, n.score, n.comment, n.created_at
  from appointment_nps n join appointment a on a.id = n.appointment_id`;

/** The only file with NPS SQL; every query runs in a tenant transaction (RLS: the tenant's rows only). */
export const appointmentNpsRepository = {
  /**
   * The appointment of a protocol in the tenant, and whether the caller is its patient or their guardian. An emergency
   * protocol's appointments share its number: the newest one not cancelled answers.
   */
  appointmentByProtocol: async (tx: Tx, protocol: string, userId: string) => {
    const [row] = await rows<{ id: string; company_id: string; status: string; own_patient: boolean }>(
      tx,
      sql`select a.id, a.company_id, a.status,
            a.patient_id in ${personsOfUser(userId)} as own_patient
          from appointment a where a.protocol = ${protocol}
          order by a.status = 'CANCELLED', a.created_at desc limit 1`,
    );
    return row;
  },

  /** The appointment by id and whether the caller is its patient or their guardian. */
  appointmentById: async (tx: Tx, id: string, userId: string) => {
    const [row] = await rows<{ id: string; own_patient: boolean }>(
      tx,
      sql`select a.id, a.patient_id in ${personsOfUser(userId)} as own_patient
          from appointment a where a.id = ${id}`,
    );
    return row;
  },

  byAppointment: async (tx: Tx, appointmentId: string) => {
    const [row] = await rows<NpsSqlRow>(tx, sql`${SELECT} where n.appointment_id = ${appointmentId}`);
    return row ? toDto(row) : undefined;
  },

  insert: async (tx: Tx, v: { companyId: string; appointmentId: string; score: number; comment: string | null; answeredBy: string }) => {
    await rows(
      tx,
      sql`insert into appointment_nps (company_id, appointment_id, score, comment, answered_by)
          values (${v.companyId}, ${v.appointmentId}, ${v.score}, ${v.comment}, ${v.answeredBy})`,
    );
  },

  /** Counts per category and the sum of scores, of the answers about appointments that started in the period. */
  summary: async (tx: Tx, q: TNpsSummaryQuery) => {
    const where: SQL[] = [sql`true`];
    if (q.from) where.push(sql`a.starts_at >= ((${q.from}::date)::timestamp at time zone c.time_zone)`);
    if (q.to) where.push(sql`a.starts_at < ((${q.to}::date + 1)::timestamp at time zone c.time_zone)`);
    if (q.doctorId) where.push(sql`a.doctor_id = ${q.doctorId}`);
    const [row] = await rows<{ promoters: number; passives: number; detractors: number; score_sum: number }>(
      tx,
      sql`select count(*) filter (where n.score >= 9)::int as promoters,
                 count(*) filter (where n.score between 7 and 8)::int as passives,
                 count(*) filter (where n.score <= 6)::int as detractors,
                 coalesce(sum(n.score), 0)::int as score_sum
            from appointment_nps n
            join appointment a on a.id = n.appointment_id
            join company c on c.id = a.company_id
           where ${sql.join(where, sql` and `)}`,
    );
    return {
      promoters: Number(row?.promoters ?? 0),
      passives: Number(row?.passives ?? 0),
      detractors: Number(row?.detractors ?? 0),
      scoreSum: Number(row?.score_sum ?? 0),
    };
  },
};
