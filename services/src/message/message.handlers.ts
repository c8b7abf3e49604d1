import {
  type Locale,
  translateIssues,
  ZMessageCreate,
  ZMessageDto,
  ZMessageFieldsPageDto,
  ZMessageIds,
  ZMessageIdsResultDto,
  ZMessageListQuery,
  ZMessageResponse,
  ZNewMessageResultDto,
  ZResponseResultDto,
  ZUnreadDto,
} from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServiceContext } from '../kit/context.js';
import { AppError } from '../kit/errors.js';
import { localeOf, withTenant } from '../kit/http.js';
import { messageService as service } from './message.service.js';

/** Parses input with a shared zod schema; field errors use the message labels ("Subject", not another domain's). */
function parse<S extends z.ZodType>(schema: S, value: unknown, req: FastifyRequest): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('BAD_INPUT', { issues: translateIssues(result.error, localeOf(req), 'message') });
  return result.data;
}

const ZIdParam = z.object({ id: z.uuid({ message: 'invalid' }) });
const idOf = (req: FastifyRequest) => parse(ZIdParam, req.params, req).id;

export const messageHandlers = (ctx: ServiceContext) => {
  const out = { mailer: ctx.mail, patientAppUrl: ctx.config.notices.patientAppUrl };
  return {
    list: (req: FastifyRequest) =>
      withTenant(ctx, req, async (tx, tenant) =>
        ZMessageFieldsPageDto.parse(await service.list(tx, tenant, parse(ZMessageListQuery, req.query, req))),
      ),
    unread: (req: FastifyRequest) => withTenant(ctx, req, async (tx, tenant) => ZUnreadDto.parse(await service.unread(tx, tenant))),
    get: (req: FastifyRequest) => withTenant(ctx, req, async (tx, tenant) => ZMessageDto.parse(await service.get(tx, tenant, idOf(req)))),
    create: async (req: FastifyRequest) => {
      const locale: Locale = localeOf(req);
      const { result, mails } = await withTenant(ctx, req, (tx, tenant) =>
        service.create(tx, tenant, parse(ZMessageCreate, req.body ?? {}, req), locale, out, ctx.events),
      );
      ctx.mail.dispatch(mails);
      return ZNewMessageResultDto.parse({ code: 200, id: result.id, message: 'new_message_success' });
    },
    respond: async (req: FastifyRequest) => {
      const locale: Locale = localeOf(req);
      const { result, mails } = await withTenant(ctx, req, (tx, tenant) =>
        service.respond(tx, tenant, idOf(req), parse(ZMessageResponse, req.body ?? {}, req), locale, out, ctx.events),
      );
      ctx.mail.dispatch(mails);
      return ZResponseResultDto.parse({ code: 200, data: result, message: 'response_success' });
    },
    seen: (req: FastifyRequest) =>
      withTenant(ctx, req, async (tx, tenant) => ZMessageDto.parse(await service.seen(tx, tenant, idOf(req), ctx.events))),
    archive: (req: FastifyRequest) =>
      withTenant(ctx, req, async (tx, tenant) =>
        ZMessageIdsResultDto.parse(await service.archive(tx, tenant, parse(ZMessageIds, req.body ?? {}, req), ctx.events)),
      ),
    unarchive: (req: FastifyRequest) =>
      withTenant(ctx, req, async (tx, tenant) =>
        ZMessageIdsResultDto.parse(await service.unarchive(tx, tenant, parse(ZMessageIds, req.body ?? {}, req), ctx.events)),
      ),
  };
};
