import { now } from '@teleconsulta/schema';
import type { Database } from '@teleconsulta/services/kit/db';

export type MadeAppointment = {
  id: string;
  companyId: string;
  protocol: string;
  /** The short links' codes, one per page (SECURITY.md T24, migration 0028): the room, the cancel page, the payment page. */
  roomCode: string;
  cancelCode: string;
  paymentCode: string;
  doctorId: string;
  patientId: string;
  startsAt: string;
};

let sequence = 0;

/**
 * An appointment of a demo clinic, written as the booking would leave it (booking has no API in this branch of the
 * work): doctor by e-mail, patient by name, in the company of that doctor. Times are given explicitly, so tests that
 * move "now" (the notice worker) place them where no demo appointment is; `createdAt` says when it was booked.
 */
export async function makeAppointment(
  db: Database,
  o: {
    doctorEmail: string;
    patientName: string;
    startsAt: Date;
    minutes?: number;
    status?: string;
    createdAt?: Date;
    priceCents?: number;
    specialty?: string | null;
  },
): Promise<MadeAppointment> {
  sequence += 1;
  const protocol = `T${String(Date.now() % 100_000).padStart(5, '0')}${String(sequence).padStart(3, '0')}`;
  // No legacy all-purpose `access` code: the three short-link codes come from the columns' defaults (migration 0028).
  const [row] = await db.query<MadeAppointment & { starts_at: Date | string }>(
    `insert into appointment (company_id, protocol, title, status, source, starts_at, ends_at, doctor_id, patient_id,
       specialty, price_cents, created_at, finished_at, attendance_started_at)
     select d.company_id, $1, 'Consulta', $2, 'CLINIC', $3::timestamptz, $3::timestamptz + make_interval(mins => $4::int),
       d.id, p.id, coalesce($7, d.medical_specialty[1]), $5, coalesce($6::timestamptz, $10::timestamptz),
       case when $2 in ('FINISHED_BY_PROFESSIONAL') then $3::timestamptz + interval '20 minutes' end,
       case when $2 in ('IN_ATTENDANCE', 'FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT') then $3::timestamptz end
     from professional d join app_user u on u.id = d.user_id
     join person p on p.company_id = d.company_id and p.name = $8
     where u.email = $9
     returning id, company_id as "companyId", protocol, room_code as "roomCode", cancel_code as "cancelCode",
       payment_code as "paymentCode", doctor_id as "doctorId", patient_id as "patientId", starts_at`,
    [
      protocol,
      o.status ?? 'SCHEDULED',
      o.startsAt.toISOString(),
      o.minutes ?? 30,
      o.priceCents ?? 20_000,
      o.createdAt?.toISOString() ?? null,
      o.specialty ?? null,
      o.patientName,
      o.doctorEmail,
      now().toISOString(),
    ],
  );
  if (!row) throw new Error(`makeAppointment: no doctor ${o.doctorEmail} with a patient ${o.patientName}`);
  return { ...row, startsAt: new Date(row.starts_at).toISOString() };
}

/** Changes an appointment's status as the state machine would (the tests' stand-in for cancel and attendance). */
export async function setAppointmentStatus(db: Database, id: string, status: string): Promise<void> {
  await db.query(
    `update appointment set status = $2,
       cancel_time = case when $2 = 'CANCELLED' then $3::timestamptz else cancel_time end,
       finished_at = case when $2 = 'FINISHED_BY_PROFESSIONAL' then $3::timestamptz else finished_at end,
       left_at = case when $2 = 'LEFT_BY_PATIENT' then $3::timestamptz else left_at end
     where id = $1`,
    [id, status, now().toISOString()],
  );
}

/** A start far from the demo's appointments (days ahead, at night in São Paulo), one hour per `slot`. */
export const farSlot = (slot: number, daysAhead = 60) => {
  const base = now();
  base.setUTCHours(3, 0, 0, 0);
  return new Date(base.getTime() + daysAhead * 86_400_000 + slot * 3_600_000);
};
