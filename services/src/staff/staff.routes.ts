import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { staffHandlers } from './staff.handlers.js';
import { staffInvitationHandlers } from './staff-invitation.handlers.js';

/**
 * Staff memberships of the tenant company ("users of the company and their roles"), mounted under /staff. A member is
 * added by invitation: POST /staff invites an e-mail; the invited person views and accepts the invitation with the
 * link's token (public, the token in the body), which creates the membership.
 */
export function staffRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = staffHandlers(ctx);
  const invitations = staffInvitationHandlers(ctx);
  app.get('/staff', h.list);
  app.post('/staff', invitations.invite);
  app.get('/staff/invitation', invitations.list);
  app.post('/staff/invitation/view', invitations.view);
  app.post('/staff/invitation/accept', invitations.accept);
  app.post('/staff/invitation/:id/resend', invitations.resend);
  app.delete('/staff/invitation/:id', invitations.revoke);
  app.get('/staff/:userId', h.get);
  app.put('/staff/:userId', h.updateRoles);
  app.delete('/staff/:userId', h.remove);
}
