import type { MembershipRole, StaffInvitationStatus } from '@teleconsulta/schema';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** migrations/0029_staff_invitation.sql: an e-mail invited with roles; the membership is created when it is accepted. */
export const staffInvitation = pgTable('staff_invitation', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  email: text('email').notNull(),
  roles: text('roles').array().$type<MembershipRole[]>().notNull(),
  invitedBy: uuid('invited_by'),
  /** SHA-256 (base64url) of the link's token: the raw token exists only in the mail. */
  tokenHash: text('token_hash').notNull(),
  status: text('status').$type<StaffInvitationStatus>().notNull().default('PENDING'),
  expiresAt: ts('expires_at').notNull(),
  acceptedBy: uuid('accepted_by'),
  acceptedAt: ts('accepted_at'),
  revokedAt: ts('revoked_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
