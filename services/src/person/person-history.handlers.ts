import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, withTenant } from '../kit/http.js';
import { ZIdParam } from './person.schemas.js';
import {
  ZDiagnosticCreate,
  ZPersonHistoryItemDetailDto,
  ZPersonHistoryItemQuery,
  ZPersonHistoryPageDto,
  ZPersonHistoryQuery,
} from './person-history.schemas.js';
import { personHistoryService as service } from './person-history.service.js';

const idOf = (req: FastifyRequest) => parse(ZIdParam, req.params, req).id;

export const personHistoryHandlers = (ctx: ServiceContext) => ({
  page: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZPersonHistoryPageDto.parse(await service.history(tx, tenant, idOf(req), parse(ZPersonHistoryQuery, req.query, req), localeOf(req))),
    ),
  item: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZPersonHistoryItemDetailDto.parse(
        await service.item(tx, tenant, idOf(req), parse(ZPersonHistoryItemQuery, req.query, req), localeOf(req)),
      ),
    ),
  recordDiagnostic: (req: FastifyRequest, reply: FastifyReply) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const input = parse(ZDiagnosticCreate, req.body ?? {}, req);
      const created = await service.recordDiagnostic(tx, tenant, idOf(req), input, localeOf(req), ctx.events);
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZPersonHistoryItemDetailDto.parse(created);
    }),
});
