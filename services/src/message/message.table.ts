import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const message = pgTable('message', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  threadId: uuid('thread_id').notNull(),
  personId: uuid('person_id').notNull(),
  sender: text('sender').notNull(),
  senderUserId: uuid('sender_user_id'),
  senderName: text('sender_name').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  appointmentId: uuid('appointment_id'),
  /** The professional the thread is addressed to (its first message's); null: the clinic's inbox alone. */
  professionalId: uuid('professional_id'),
  automaticAnswer: boolean('automatic_answer').notNull().default(false),
  locale: text('locale'),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'string' }),
  seenBy: uuid('seen_by'),
  views: integer('views').notNull().default(0),
  archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'string' }),
  unarchivedAt: timestamp('unarchived_at', { withTimezone: true, mode: 'string' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
export type MessageRow = typeof message.$inferSelect;
