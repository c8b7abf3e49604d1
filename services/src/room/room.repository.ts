import type { RoomRole, TRoomChatMessageDto } from '@teleconsulta/schema';
import { type SQL, sql } from 'drizzle-orm';
import { personsOfUser } from '../kit/guardian.sql.js';
import { iso } from '../kit/rows.js';
import { rows, type Tx } from '../kit/tenant.js';
import type { roomParticipant } from './room.table.js';

/** One side's current location in a room (room_participant, migrations/0021_room.sql). */
export type RoomParticipantRow = Pick<
  typeof roomParticipant.$inferSelect,
  'appointmentId' | 'role' | 'userId' | 'sessionId' | 'connectionId' | 'present' | 'enteredAt'
>;

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
      sql`select ${personId}::uuid in ${personsOfUser(userId)}
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
