import { char, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** migrations/0006_appointment.sql: an appointment's exam files (their bytes are in the file storage, under file_path). */
export const appointmentFile = pgTable('appointment_file', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  appointmentId: uuid('appointment_id').notNull(),
  fileName: text('file_name').notNull(),
  filePath: text('file_path').notNull(),
  contentType: text('content_type'),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: char('sha256', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** migrations/0017_appointment_request_notice.sql: who sent it, so a patient removes only their own uploads. */
  uploadedBy: uuid('uploaded_by'),
});
