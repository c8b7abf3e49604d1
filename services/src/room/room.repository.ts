import { ACCESS_CODE_GRACE_HOURS, type AppointmentStatus, type RoomRole, type TRoomChatMessageDto } from '@teleconsulta/schema';
import { type SQL, sql } from 'drizzle-orm';
import { PARTICIPANT_USER_IDS, type ParticipantUserIds, participantsOf, WITH_PARTICIPANTS } from '../appointment/appointment.sql.js';
import type { Participants } from '../appointment/appointment-actions.js';
import { iso } from '../kit/rows.js';
import { rows, type Tx } from '../kit/tenant.js';
import type { roomParticipant } from './room.table.js';

/** An appointment as its room needs it (locked: joins, starts and ends of one room run one at a time). */
export type RoomAppointment = {
  id: string;
  companyId: string;
  protocol: string;
  status: AppointmentStatus;
  startsAt: string;
  endsAt: string;
  paidAt: string | null;
  priceCents: number;
  payOnSite: boolean;
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

/** One side's current location in a room (room_participant, migrations/0021_room.sql). */
export type RoomParticipantRow = Pick<
  typeof roomParticipant.$inferSelect,
  'appointmentId' | 'role' | 'userId' | 'sessionId' | 'connectionId' | 'present' | 'enteredAt'
>;

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

type ParticipantRaw = {
  appointment_id: string;
  role: RoomRole;
  user_id: string;
  session_id: string;
  connection_id: string;
  present: boolean;
  entered_at: Date | string;
};

const toParticipant = (r: ParticipantRaw): RoomParticipantRow => ({
  appointmentId: r.appointment_id,
  role: r.role,
  userId: r.user_id,
  sessionId: r.session_id,
  connectionId: r.connection_id,
  present: Boolean(r.present),
  enteredAt: iso(r.entered_at),
});

const PARTICIPANT_COLUMNS = sql`appointment_id, role, user_id, session_id, connection_id, present, entered_at`;

async function participantWhere(tx: Tx, where: SQL): Promise<RoomParticipantRow | undefined> {
  const [row] = await rows<ParticipantRaw>(tx, sql`select ${PARTICIPANT_COLUMNS} from room_participant where ${where}`);
  return row && toParticipant(row);
}

/** The room's SQL; every query runs under the tenant's RLS. */
export const roomRepository = {
  /**
   * The appointment of a room code that still opens the room (its end + the grace; a legacy code of an appointment
   * booked before migration 0028 until its end), locked. A cancel or payment code opens no room (SECURITY.md T24): the
   * short links' one rule is migration 0028's appointment_short_link, read here under the caller's RLS.
   */
  appointmentByAccess: async (tx: Tx, code: string): Promise<RoomAppointment | undefined> => {
    const [row] = await rows<AppointmentRaw>(
      tx,
      appointmentSelect(sql`a.id = (select l.appointment_id from appointment_short_link(${code}, 'ROOM', ${ACCESS_CODE_GRACE_HOURS}) l)`),
    );
    return row && toAppointment(row);
  },

  appointmentById: async (tx: Tx, id: string): Promise<RoomAppointment | undefined> => {
    const [row] = await rows<AppointmentRaw>(tx, appointmentSelect(sql`a.id = ${id}`));
    return row && toAppointment(row);
  },

  /** The location a session id names, if it is still the current one of its side and belongs to the caller. */
  bySession: (tx: Tx, sessionId: string, userId: string) => participantWhere(tx, sql`session_id = ${sessionId} and user_id = ${userId}`),

  side: (tx: Tx, appointmentId: string, role: RoomRole) => participantWhere(tx, sql`appointment_id = ${appointmentId} and role = ${role}`),

  /** A new location for a side: it replaces the earlier one (whose session stops working); the first entry time stays. */
  enter: async (
    tx: Tx,
    p: {
      companyId: string;
      appointmentId: string;
      role: RoomRole;
      userId: string;
      sessionId: string;
      connectionId: string;
      present: boolean;
    },
  ): Promise<RoomParticipantRow> => {
    const [row] = await rows<ParticipantRaw>(
      tx,
      sql`insert into room_participant (appointment_id, role, company_id, user_id, session_id, connection_id, present)
          values (${p.appointmentId}, ${p.role}, ${p.companyId}, ${p.userId}, ${p.sessionId}, ${p.connectionId}, ${p.present})
          on conflict (appointment_id, role) do update
             set user_id = excluded.user_id, session_id = excluded.session_id, connection_id = excluded.connection_id,
                 present = excluded.present, joined_at = app_now()
          returning ${PARTICIPANT_COLUMNS}`,
    );
    return toParticipant(row!);
  },

  setPresent: async (tx: Tx, sessionId: string, present: boolean) => {
    await tx.execute(sql`update room_participant set present = ${present} where session_id = ${sessionId}`);
  },

  consentGiven: async (tx: Tx, personId: string, version: string): Promise<boolean> => {
    const [row] = await rows<{ given: boolean }>(
      tx,
      sql`select exists (select 1 from consent where kind = 'TELEMEDICINE' and version = ${version} and person_id = ${personId}) as given`,
    );
    return Boolean(row?.given);
  },

  npsAnswered: async (tx: Tx, appointmentId: string): Promise<boolean> => {
    const [row] = await rows<{ answered: boolean }>(
      tx,
      sql`select exists (select 1 from appointment_nps where appointment_id = ${appointmentId}) as answered`,
    );
    return Boolean(row?.answered);
  },

  addChat: async (
    tx: Tx,
    m: { companyId: string; appointmentId: string; role: RoomRole; userId: string; name: string; text: string },
  ): Promise<TRoomChatMessageDto> => {
    const [row] = await rows<{ id: string; role: RoomRole; name: string; text: string; sent_at: Date | string }>(
      tx,
      sql`insert into room_chat (company_id, appointment_id, role, user_id, name, text)
          values (${m.companyId}, ${m.appointmentId}, ${m.role}, ${m.userId}, ${m.name}, ${m.text})
          returning id, role, name, text, sent_at`,
    );
    return { id: row!.id, role: row!.role, name: row!.name, text: row!.text, sentAt: iso(row!.sent_at) };
  },

  chat: async (tx: Tx, appointmentId: string): Promise<TRoomChatMessageDto[]> => {
    const list = await rows<{ id: string; role: RoomRole; name: string; text: string; sent_at: Date | string }>(
      tx,
      sql`select id, role, name, text, sent_at from room_chat where appointment_id = ${appointmentId} order by sent_at, id limit 500`,
    );
    return list.map((r) => ({ id: r.id, role: r.role, name: r.name, text: r.text, sentAt: iso(r.sent_at) }));
  },

  /** Whether a person id is the caller's (their own person, a dependent's as guardian, or their professional record). */
  isOwnPerson: async (tx: Tx, personId: string, userId: string): Promise<boolean> => {
    const [row] = await rows<{ mine: boolean }>(
      tx,
      sql`select exists (select 1 from person p left join person g on g.id = p.parent_id
                          where p.id = ${personId} and (p.user_id = ${userId} or g.user_id = ${userId}))
              or exists (select 1 from professional d where d.id = ${personId} and d.user_id = ${userId}) as mine`,
    );
    return Boolean(row?.mine);
  },

  addMetric: async (tx: Tx, m: { companyId: string; eventType: string; personId: string; value: number; userId: string }) => {
    await tx.execute(
      sql`insert into aggregator_event (company_id, event_type, person_id, value, user_id)
          values (${m.companyId}, ${m.eventType}, ${m.personId}, ${m.value}, ${m.userId})`,
    );
  },
};
