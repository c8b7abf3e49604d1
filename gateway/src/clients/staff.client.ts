import {
  ZStaffInvitationAcceptanceDto,
  ZStaffInvitationDto,
  type ZStaffInvitationNewAccount,
  ZStaffInvitationPageDto,
  ZStaffInvitationViewDto,
  ZStaffMemberDto,
  ZStaffPageDto,
} from '@teleconsulta/schema';
import type { CallContext, LaxInput, ServiceTransport } from './http.js';

export type StaffListArgs = {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  q?: string | null;
  role?: string | null;
};

const path = (userId: string) => `/staff/${encodeURIComponent(userId)}`;
const invitationPath = (id: string) => `/staff/invitation/${encodeURIComponent(id)}`;

/** The staff service: memberships of the request's company, and the invitations that create them. */
export const staffClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: (args: StaffListArgs) => t.call(ctx, { method: 'GET', path: '/staff', query: args }, ZStaffPageDto),
  get: (userId: string) => t.call(ctx, { method: 'GET', path: path(userId) }, ZStaffMemberDto),
  /** Invites the e-mail (addStaffMember): answers the invitation, never a member. */
  invite: (input: unknown) => t.call(ctx, { method: 'POST', path: '/staff', body: input }, ZStaffInvitationDto),
  updateRoles: (userId: string, roles: readonly string[]) =>
    t.call(ctx, { method: 'PUT', path: path(userId), body: { roles } }, ZStaffMemberDto),
  remove: (userId: string) => t.call(ctx, { method: 'DELETE', path: path(userId) }, ZStaffMemberDto),
  invitations: (args: { page?: number | null; perPage?: number | null }) =>
    t.call(ctx, { method: 'GET', path: '/staff/invitation', query: args }, ZStaffInvitationPageDto),
  resendInvitation: (id: string) => t.call(ctx, { method: 'POST', path: `${invitationPath(id)}/resend` }, ZStaffInvitationDto),
  revokeInvitation: (id: string) => t.call(ctx, { method: 'DELETE', path: invitationPath(id) }, ZStaffInvitationDto),
  /** Public: the token goes in the body. */
  viewInvitation: (token: string) =>
    t.call(ctx, { method: 'POST', path: '/staff/invitation/view', body: { token } }, ZStaffInvitationViewDto),
  acceptInvitation: (token: string, account: LaxInput<typeof ZStaffInvitationNewAccount> | null) =>
    t.call(ctx, { method: 'POST', path: '/staff/invitation/accept', body: { token, account } }, ZStaffInvitationAcceptanceDto),
});
