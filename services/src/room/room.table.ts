import type { RoomRole } from '@teleconsulta/schema';
import { boolean, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** migrations/0021_room.sql: one current location per appointment and side (a later join replaces the session). */
export const roomParticipant = pgTable(
  'room_participant',
  {
    appointmentId: uuid('appointment_id').notNull(),
    role: text('role').$type<RoomRole>().notNull(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    connectionId: uuid('connection_id').notNull(),
    present: boolean('present').notNull().default(true),
    /** The side's first entry into this room: the metrics count from it, across reloads and locations. */
    enteredAt: ts('entered_at').notNull().defaultNow(),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.role] })],
);

/** The room's text chat (append-only for the application). */
export const roomChat = pgTable('room_chat', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  appointmentId: uuid('appointment_id').notNull(),
  role: text('role').$type<RoomRole>().notNull(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  text: text('text').notNull(),
  sentAt: ts('sent_at').notNull().defaultNow(),
});

/** The metrics sent on leaving a room (POST /sendtoaggregator), append-only for the application. */
export const aggregatorEvent = pgTable('aggregator_event', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  eventType: text('event_type').notNull(),
  personId: uuid('person_id').notNull(),
  value: numeric('value', { precision: 12, scale: 2 }).notNull(),
  userId: uuid('user_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
