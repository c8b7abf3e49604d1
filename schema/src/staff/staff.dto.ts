import { z } from 'zod';
import { MEMBERSHIP_ROLES } from './staff.validation.js';

/** A membership of the tenant company with its user: what the staff service answers and the gateway's client checks. */
export const ZStaffMemberDto = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.enum(MEMBERSHIP_ROLES)),
  createdAt: z.string(),
});
export type TStaffMemberDto = z.infer<typeof ZStaffMemberDto>;

export const ZStaffPageDto = z.object({ items: z.array(ZStaffMemberDto), total: z.number().int() });
export type TStaffPageDto = z.infer<typeof ZStaffPageDto>;

/** PENDING until accepted, revoked (by staff, or replaced by a re-send) or past its expiry. */
export const STAFF_INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REVOKED', 'EXPIRED'] as const;
export type StaffInvitationStatus = (typeof STAFF_INVITATION_STATUSES)[number];

/**
 * An invitation to the tenant company, as its staff see it. It names the e-mail and the roles offered, never a user:
 * inviting an e-mail that has an account, in this company's tenant or another, answers exactly what an unknown one does.
 */
export const ZStaffInvitationDto = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.array(z.enum(MEMBERSHIP_ROLES)),
  status: z.enum(STAFF_INVITATION_STATUSES),
  /** When this invitation (and its link) was sent: a re-send is a new invitation. */
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type TStaffInvitationDto = z.infer<typeof ZStaffInvitationDto>;

export const ZStaffInvitationPageDto = z.object({ items: z.array(ZStaffInvitationDto), total: z.number().int() });
export type TStaffInvitationPageDto = z.infer<typeof ZStaffInvitationPageDto>;

/**
 * What the link's holder sees before accepting: which clinic, which roles, for which e-mail, and whether that e-mail
 * already has an account (then they sign in with it; otherwise they create it). Only a valid token answers.
 */
export const ZStaffInvitationViewDto = z.object({
  companyName: z.string(),
  email: z.string(),
  roles: z.array(z.enum(MEMBERSHIP_ROLES)),
  expiresAt: z.string(),
  hasAccount: z.boolean(),
});
export type TStaffInvitationViewDto = z.infer<typeof ZStaffInvitationViewDto>;

/** An accepted invitation: the membership now exists; the app signs in to companyId next. */
export const ZStaffInvitationAcceptanceDto = z.object({
  companyId: z.string(),
  companyName: z.string(),
  email: z.string(),
  roles: z.array(z.enum(MEMBERSHIP_ROLES)),
});
export type TStaffInvitationAcceptanceDto = z.infer<typeof ZStaffInvitationAcceptanceDto>;
