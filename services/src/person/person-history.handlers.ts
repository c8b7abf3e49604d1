import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, tenantRoutes, withTenant } from '../kit/http.js';
import { ZIdParam } from './person.schemas.js';
import {
  ZDiagnosticCreate,
  ZPersonHistoryItemDetailDto,
  ZPersonHistoryItemQuery,
  ZPersonHistoryPageDto,
  ZPersonHistoryQuery,
  ZRecordLinkCreate,
} from './person-history.schemas.js';
import { personHistoryService as service } from './person-history.service.js';

const idOf = (req: FastifyRequest) => parse(ZIdParam, req.params, req).id;

export const personHistoryHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    page: route({ params: ZIdParam, query: ZPersonHistoryQuery }, ZPersonHistoryPageDto, (tx, tenant, { params, query }, req) =>
      service.history(tx, tenant, params.id, query, localeOf(req)),
    ),
    item: route({ params: ZIdParam, query: ZPersonHistoryItemQuery }, ZPersonHistoryItemDetailDto, (tx, tenant, { params, query }, req) =>
      service.item(tx, tenant, params.id, query, localeOf(req)),
    ),
    /** The body is read before the person's id: a request wrong in both answers the body's field errors. */
    recordDiagnostic: (req: FastifyRequest, reply: FastifyReply) =>
      withTenant(ctx, req, async (tx, tenant) => {
        const input = parse(ZDiagnosticCreate, req.body ?? {}, req);
        const created = await service.recordDiagnostic(tx, tenant, idOf(req), input, localeOf(req), ctx.events);
        // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
        reply.status(201);
        return ZPersonHistoryItemDetailDto.parse(created);
      }),
    /** Like a diagnostic: the body's field errors first, then the person. */
    shareLink: (req: FastifyRequest, reply: FastifyReply) =>
      withTenant(ctx, req, async (tx, tenant) => {
        const input = parse(ZRecordLinkCreate, req.body ?? {}, req);
        const created = await service.shareLink(tx, tenant, idOf(req), input, localeOf(req), ctx.events);
        reply.status(201);
        return ZPersonHistoryItemDetailDto.parse(created);
      }),
  };
};
