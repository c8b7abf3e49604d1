import { ZOutboxListQuery, ZOutboxMailDto, ZOutboxPageDto } from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServiceContext } from '../kit/context.js';
import { parse, withTenant } from '../kit/http.js';
import { outboxService as service } from './mail.service.js';

const ZIdParam = z.object({ id: z.uuid({ message: 'invalid' }) });

export const mailHandlers = (ctx: ServiceContext) => ({
  list: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZOutboxPageDto.parse(await service.list(tx, tenant, parse(ZOutboxListQuery, req.query, req))),
    ),
  get: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZOutboxMailDto.parse(await service.get(tx, tenant, parse(ZIdParam, req.params, req).id))),
});
