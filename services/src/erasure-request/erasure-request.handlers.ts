import {
  ZErasureRequestAnonymise,
  ZErasureRequestCreate,
  ZErasureRequestDto,
  ZErasureRequestListQuery,
  ZErasureRequestPageDto,
  ZErasureRequestRefuse,
} from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import { ZIdParam } from '../appointment/appointment.schemas.js';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, tenantRoutes, withTenant } from '../kit/http.js';
import type { MailTicket } from '../mail/mail.service.js';
import { erasureRequestService as service } from './erasure-request.service.js';

export const erasureRequestHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  /** An answer: the transaction commits, then its mail leaves and the erased files go (never for a rolled-back one). */
  const answered = async (
    req: FastifyRequest,
    run: Parameters<typeof withTenant<{ result: unknown; mails: MailTicket[]; files?: string[] }>>[2],
  ) => {
    const { result, mails, files } = await withTenant(ctx, req, run);
    ctx.mail.dispatch(mails);
    for (const key of files ?? []) {
      await ctx.storage.delete(key).catch((error) => ctx.log.warn({ err: error, key }, 'could not delete an erased attachment'));
    }
    return ZErasureRequestDto.parse(result);
  };
  return {
    request: route(
      { body: ZErasureRequestCreate },
      ZErasureRequestDto,
      (tx, tenant, { body }, req) => service.request(tx, tenant, body, localeOf(req), ctx),
      { status: 201, emptyBody: true },
    ),
    list: route({ query: ZErasureRequestListQuery }, ZErasureRequestPageDto, (tx, tenant, { query }) => service.list(tx, tenant, query)),
    get: route({ params: ZIdParam }, ZErasureRequestDto, (tx, tenant, { params }) => service.get(tx, tenant, params.id)),
    anonymise: (req: FastifyRequest) =>
      answered(req, (tx, tenant) =>
        service.anonymise(
          tx,
          tenant,
          parse(ZIdParam, req.params, req).id,
          parse(ZErasureRequestAnonymise, req.body ?? {}, req).answer,
          ctx,
        ),
      ),
    refuse: (req: FastifyRequest) =>
      answered(req, (tx, tenant) =>
        service.refuse(tx, tenant, parse(ZIdParam, req.params, req).id, parse(ZErasureRequestRefuse, req.body ?? {}, req).answer, ctx),
      ),
  };
};
