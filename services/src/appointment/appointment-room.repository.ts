import { ACCESS_CODE_GRACE_HOURS, type AppointmentStatus, type RoomEntryInput } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { iso } from '../kit/rows.js';
import { rows, type Tx } from '../kit/tenant.js';
import { PARTICIPANT_USER_IDS, type ParticipantUserIds, participantsOf, WITH_PARTICIPANTS } from './appointment.sql.js';
import type { Participants } from './appointment-actions.js';

/** An appointment as its room needs it (locked: joins, starts and ends of one room run one at a time). */
export type RoomAppointment = RoomEntryInput & {
  id: string;
  companyId: string;
  protocol: string;
  patientId: string;
  doctorId: string;
  assistantId: string | null;
  specialty: string | null;
  companyName: string;
  timeZone: string;
  professionalName: string;
  patientName: string;
  participants: Participants;
};

type AppointmentRaw = ParticipantUserIds & {
  id: string;
  company_id: string;
  protocol: string;
  status: AppointmentStatus;
  starts_at: Date | string;
  ends_at: Date | string;
  paid_at: Date | string | null;
  price_cents: number;
  pay_on_site: boolean;
  patient_id: string;
  doctor_id: string;
  medical_assistent: string | null;
  specialty: string | null;
  company_name: string;
  time_zone: string;
  professional_name: string;
  patient_name: string;
};

const appointmentSelect = (where: ReturnType<typeof sql>) => sql`
  select a.id, a.company_id, a.protocol, a.status, a.starts_at, a.ends_at, a.paid_at, a.price_cents,
         exists (select 1 from payment p where p.appointment_id = a.id and p.method = 'ON_SITE' and p.status = 'PENDING') as pay_on_site,
         a.patient_id, a.doctor_id, a.medical_assistent, a.specialty, c.name as company_name, c.time_zone,
         d.name as professional_name, pt.name as patient_name,
         ${PARTICIPANT_USER_IDS}
    from ${WITH_PARTICIPANTS}
   where ${where}
     for update of a`;

function toAppointment(r: AppointmentRaw): RoomAppointment {
  return {
    id: r.id,
    companyId: r.company_id,
    protocol: r.protocol,
    status: r.status,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    paidAt: r.paid_at == null ? null : iso(r.paid_at),
    priceCents: Number(r.price_cents),
    payOnSite: Boolean(r.pay_on_site),
    patientId: r.patient_id,
    doctorId: r.doctor_id,
    assistantId: r.medical_assistent,
    specialty: r.specialty,
    companyName: r.company_name,
    timeZone: r.time_zone,
    professionalName: r.professional_name,
    patientName: r.patient_name,
    participants: participantsOf(r),
  };
}

/** The appointment as its video room reads it (the room service's only way to it); every query runs under the tenant's RLS. */
export const appointmentRoomRepository = {
  /**
   * The appointment of a room code that still opens the room (its end + the grace; a legacy code of an appointment
   * booked before migration 0028 until its end), locked. A cancel or payment code opens no room (SECURITY.md T24): the
   * short links' one rule is migration 0028's appointment_short_link, read here under the caller's RLS.
   */
  byAccess: async (tx: Tx, code: string): Promise<RoomAppointment | undefined> => {
    const [row] = await rows<AppointmentRaw>(
      tx,
      appointmentSelect(sql`a.id = (select l.appointment_id from appointment_short_link(${code}, 'ROOM', ${ACCESS_CODE_GRACE_HOURS}) l)`),
    );
    return row && toAppointment(row);
  },

  byId: async (tx: Tx, id: string): Promise<RoomAppointment | undefined> => {
    const [row] = await rows<AppointmentRaw>(tx, appointmentSelect(sql`a.id = ${id}`));
    return row && toAppointment(row);
  },

  /** The location a session id names, if it is still the current one of its side and belongs to the caller. */
};
