import { personDisplayName } from '@teleconsulta/schema';
import { type SQL, sql } from 'drizzle-orm';
import { guardianActsSql } from '../kit/guardian.sql.js';
import { iso, isoOrNull } from '../kit/rows.js';
import { rows, type Tx } from '../kit/tenant.js';
import type { TAppointmentDto, TAppointmentFileDto, TAppointmentListQuery } from './appointment.schemas.js';
import { direction, filterSql, type Reach, reachSql } from './appointment.sql.js';
import type { Participants } from './appointment-actions.js';

const SORT: Record<TAppointmentListQuery['sortField'], SQL> = {
  START: sql`a.starts_at`,
  STATUS: sql`a.status`,
  PROTOCOL: sql`a.protocol`,
  PATIENT: sql`lower(pt.name)`,
  PROFESSIONAL: sql`lower(d.name)`,
  CREATED_AT: sql`a.created_at`,
};

type AppointmentSqlRow = {
  id: string;
  company_id: string;
  protocol: string;
  room_code: string;
  cancel_code: string;
  payment_code: string;
  title: string | null;
  description: string | null;
  type: TAppointmentDto['type'];
  status: TAppointmentDto['status'];
  source: TAppointmentDto['source'];
  starts_at: Date | string;
  ends_at: Date | string;
  start_date: string;
  start_time: string;
  end_date: string;
  end_time: string;
  time_zone: string;
  doctor_id: string | null;
  professional_name: string | null;
  patient_id: string;
  patient_name: string;
  patient_registration: string | null;
  patient_cpf: string | null;
  medical_assistent: string | null;
  assistant_name: string | null;
  role: string;
  specialty: string | null;
  cid10: string | null;
  upshot: string | null;
  notes: string | null;
  reason: string | null;
  orientation: string | null;
  cancel_reason: string | null;
  cancel_time: Date | string | null;
  price_cents: number;
  paid_at: Date | string | null;
  attendance_started_at: Date | string | null;
  finished_at: Date | string | null;
  left_at: Date | string | null;
  no_show_at: Date | string | null;
  arrived_at: Date | string | null;
  hold_until: Date | string | null;
  cancellation_cutoff_hours: number;
  doctor_user_id: string | null;
  assistant_user_id: string | null;
  patient_user_id: string | null;
  patient_parent_user_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** An appointment as read, with its participants (the handlers' zod serialisation drops them). */
export type AppointmentRecord = TAppointmentDto & { participants: Participants };

function toDto(r: AppointmentSqlRow, detail: { files: TAppointmentFileDto[] } | null): AppointmentRecord {
  const startsAt = iso(r.starts_at);
  const endsAt = iso(r.ends_at);
  return {
    id: r.id,
    companyId: r.company_id,
    protocol: r.protocol,
    // SECURITY.md T24: one code per page, read on the detail only (forCaller keeps the professional to the room's).
    // No room before an emergency attendance has its professional (the call gives it one); an emergency attendance
    // starts when it is made, so it has no cancel page.
    roomAccess: detail && r.doctor_id !== null ? r.room_code : null,
    cancelAccess: detail && r.source !== 'EMERGENCY' ? r.cancel_code : null,
    paymentAccess: detail ? r.payment_code : null,
    roomOpensAt: null,
    title: r.title,
    description: r.description,
    type: r.type,
    status: r.status,
    source: r.source,
    startDate: r.start_date,
    startTime: r.start_time,
    endDate: r.end_date,
    endTime: r.end_time,
    startsAt,
    endsAt,
    durationMinutes: Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000),
    timeZone: r.time_zone,
    doctorId: r.doctor_id,
    professionalName: r.professional_name,
    patientId: r.patient_id,
    patientName: personDisplayName({ name: r.patient_name, registration: r.patient_registration, cpf: r.patient_cpf }),
    medicalAssistentId: r.medical_assistent,
    medicalAssistentName: r.assistant_name,
    role: r.role,
    specialty: r.specialty,
    cid10: r.cid10,
    upshot: r.upshot,
    notes: r.notes,
    reason: r.reason,
    orientation: r.orientation,
    cancelReason: r.cancel_reason,
    cancelTime: isoOrNull(r.cancel_time),
    priceCents: Number(r.price_cents),
    paidAt: isoOrNull(r.paid_at),
    attendanceStartedAt: isoOrNull(r.attendance_started_at),
    finishedAt: isoOrNull(r.finished_at),
    leftAt: isoOrNull(r.left_at),
    noShowAt: isoOrNull(r.no_show_at),
    arrivedAt: isoOrNull(r.arrived_at),
    holdUntil: isoOrNull(r.hold_until),
    cancellationCutoffHours: Number(r.cancellation_cutoff_hours),
    // The caller's actions are the service's to say (appointment.service.ts).
    canCancel: false,
    cancelBlockedCode: null,
    nextStatuses: [],
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    files: detail ? detail.files : null,
    participants: {
      doctorUserId: r.doctor_user_id,
      assistantUserId: r.assistant_user_id,
      patientUserId: r.patient_user_id,
      patientParentUserId: r.patient_parent_user_id,
    },
  };
}

/**
 * One statement: the appointments with their company's time zone, professional, patient and assistant (no N+1). The
 * professional is a left join: an emergency attendance paid before anyone called the patient has none (migration
 * 0026), and staff must still find it, e.g. to refund it when the attendance never happened.
 */
const SELECT = sql`
  select a.id, a.company_id, a.protocol, a.room_code, a.cancel_code, a.payment_code, a.title, a.description, a.type, a.status, a.source,
         a.starts_at, a.ends_at,
         to_char(a.starts_at at time zone c.time_zone, 'YYYY-MM-DD') as start_date,
         to_char(a.starts_at at time zone c.time_zone, 'HH24:MI') as start_time,
         to_char(a.ends_at at time zone c.time_zone, 'YYYY-MM-DD') as end_date,
         to_char(a.ends_at at time zone c.time_zone, 'HH24:MI') as end_time,
         c.time_zone,
         a.doctor_id, d.name as professional_name,
         a.patient_id, pt.name as patient_name, pt.registration as patient_registration, pt.cpf as patient_cpf,
         a.medical_assistent, ma.name as assistant_name,
         a.role, a.specialty, a.cid10, a.upshot, a.notes, a.reason, a.orientation, a.cancel_reason, a.cancel_time,
         a.price_cents, a.paid_at, a.attendance_started_at, a.finished_at, a.left_at, a.created_at, a.updated_at,
         a.no_show_at, a.arrived_at, a.hold_until, c.cancellation_cutoff_hours,
         d.user_id as doctor_user_id, ma.user_id as assistant_user_id, pt.user_id as patient_user_id,
         guardian.user_id as patient_parent_user_id
    from appointment a
    join company c on c.id = a.company_id
    left join professional d on d.id = a.doctor_id
    join person pt on pt.id = a.patient_id
    left join person guardian on guardian.id = pt.parent_id and ${guardianActsSql('pt')}
    left join professional ma on ma.id = a.medical_assistent`;

/** The only file with the appointment list's SQL. Every query runs inside a tenant transaction, so RLS keeps it to the tenant. */
export const appointmentRepository = {
  /** One page (one statement) and its total (one count), whatever the number of rows. */
  list: async (tx: Tx, q: TAppointmentListQuery, reach: Reach) => {
    const where = filterSql(q, reach);
    const page = await rows<AppointmentSqlRow>(
      tx,
      sql`${SELECT} where ${where}
        order by ${SORT[q.sortField]} ${direction(q.sortOrder)}, a.starts_at asc, a.id asc
        limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
    );
    // One connection per transaction: the two statements run one after the other.
    const [count] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from appointment a join company c on c.id = a.company_id where ${where}`,
    );
    return { items: page.map((r) => toDto(r, null)), total: Number(count?.n ?? 0) };
  },

  byId: async (tx: Tx, id: string, reach: Reach) => {
    const [row] = await rows<AppointmentSqlRow>(tx, sql`${SELECT} where a.id = ${id} and ${reachSql(reach)} limit 1`);
    if (!row) return undefined;
    const files = await rows<{
      id: string;
      file_name: string;
      file_path: string;
      content_type: string | null;
      size_bytes: number;
      created_at: Date | string;
    }>(
      tx,
      sql`select id, file_name, file_path, content_type, size_bytes, created_at from appointment_file
           where appointment_id = ${id} order by created_at, file_name`,
    );
    return toDto(row, {
      files: files.map((f) => ({
        id: f.id,
        fileName: f.file_name,
        filePath: f.file_path,
        contentType: f.content_type,
        sizeBytes: Number(f.size_bytes),
        createdAt: iso(f.created_at),
      })),
    });
  },
};
