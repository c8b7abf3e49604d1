import { ZStaffInvitationNewAccount, ZStaffInvite } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, optionalUser, parse, withTenant } from '../kit/http.js';
import { hashPassword } from '../user/password.js';
import {
  ZInvitationAcceptBody,
  ZInvitationIdParam,
  ZInvitationListQuery,
  ZInvitationViewBody,
  ZStaffInvitationAcceptanceDto,
  ZStaffInvitationDto,
  ZStaffInvitationPageDto,
  ZStaffInvitationViewDto,
} from './staff.schemas.js';
import { type InvitationOutbox, type NewAccount, staffInvitationService as service } from './staff-invitation.service.js';

const idOf = (req: FastifyRequest) => parse(ZInvitationIdParam, req.params, req).id;

/** A new account's values checked by the shared rules (field errors in the caller's language), the password hashed. */
async function newAccount(req: FastifyRequest, raw: unknown): Promise<NewAccount | null> {
  if (raw === null || raw === undefined) return null;
  const { password, passwordConfirm: _confirmed, ...account } = parse(ZStaffInvitationNewAccount, raw, req);
  return { ...account, passwordHash: await hashPassword(password) };
}

export const staffInvitationHandlers = (ctx: ServiceContext) => {
  /** Invitations are written in the inviter's language (the invited person's is unknown), linking to the patient app. */
  const outbox = (req: FastifyRequest): InvitationOutbox => ({
    mailer: ctx.mail,
    patientAppUrl: ctx.config.notices.patientAppUrl,
    locale: localeOf(req),
  });
  return {
    list: (req: FastifyRequest) =>
      withTenant(ctx, req, async (tx, tenant) =>
        ZStaffInvitationPageDto.parse(await service.list(tx, tenant, parse(ZInvitationListQuery, req.query, req))),
      ),
    invite: async (req: FastifyRequest, reply: FastifyReply) => {
      const { result, mails } = await withTenant(ctx, req, (tx, tenant) =>
        service.invite(tx, tenant, parse(ZStaffInvite, req.body, req), outbox(req)),
      );
      // The mail leaves (SMTP) only after the transaction committed: an invitation never arrives for a rolled-back row.
      ctx.mail.dispatch(mails);
      reply.status(201);
      return ZStaffInvitationDto.parse(result);
    },
    resend: async (req: FastifyRequest) => {
      const { result, mails } = await withTenant(ctx, req, (tx, tenant) => service.resend(tx, tenant, idOf(req), outbox(req)));
      ctx.mail.dispatch(mails);
      return ZStaffInvitationDto.parse(result);
    },
    revoke: (req: FastifyRequest) =>
      withTenant(ctx, req, async (tx, tenant) => ZStaffInvitationDto.parse(await service.revoke(tx, tenant, idOf(req)))),
    view: async (req: FastifyRequest) =>
      ZStaffInvitationViewDto.parse(await service.view(ctx, parse(ZInvitationViewBody, req.body, req).token)),
    accept: async (req: FastifyRequest) => {
      const principal = await optionalUser(ctx, req);
      const body = parse(ZInvitationAcceptBody, req.body, req);
      const account = await newAccount(req, body.account);
      return ZStaffInvitationAcceptanceDto.parse(await service.accept(ctx, body.token, principal, account));
    },
  };
};
