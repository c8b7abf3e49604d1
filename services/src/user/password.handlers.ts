import { ZEmailChangeConfirm, ZEmailChangeRequest, ZPasswordChange, ZPasswordReset, ZPasswordResetRequest } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, requireUser } from '../kit/http.js';
import { emailChangeService } from './email-change.service.js';
import { passwordService } from './password.service.js';
import { ZAuthPayloadDto } from './user.schemas.js';

/** Forgotten and changed passwords, and a changed sign-in e-mail (issue 18). */
export const passwordHandlers = (ctx: ServiceContext) => ({
  /** 202 whether or not the account exists. */
  requestReset: async (req: FastifyRequest, reply: FastifyReply) => {
    await passwordService.requestReset(ctx, parse(ZPasswordResetRequest, req.body, req), localeOf(req));
    return reply.status(202).send();
  },
  reset: async (req: FastifyRequest, reply: FastifyReply) => {
    await passwordService.reset(ctx, parse(ZPasswordReset, req.body, req));
    return reply.status(204).send();
  },
  change: async (req: FastifyRequest) => {
    const principal = await requireUser(ctx, req);
    return ZAuthPayloadDto.parse(await passwordService.change(ctx, principal, parse(ZPasswordChange, req.body, req)));
  },
  /** 202: the link is on its way to the new address. */
  requestEmailChange: async (req: FastifyRequest, reply: FastifyReply) => {
    const principal = await requireUser(ctx, req);
    await emailChangeService.request(ctx, principal, parse(ZEmailChangeRequest, req.body, req), localeOf(req));
    return reply.status(202).send();
  },
  confirmEmailChange: async (req: FastifyRequest) => emailChangeService.confirm(ctx, parse(ZEmailChangeConfirm, req.body, req).token),
});
