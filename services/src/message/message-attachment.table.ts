import { char, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** migrations/0036_message_attachment.sql: a message's files (their bytes are in the file storage, under file_path). */
export const messageAttachment = pgTable('message_attachment', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  messageId: uuid('message_id').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: char('sha256', { length: 64 }).notNull(),
  filePath: text('file_path').notNull(),
  uploadedBy: uuid('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
