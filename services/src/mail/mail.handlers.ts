import { ZOutboxListQuery, ZOutboxMailDto, ZOutboxPageDto } from '@teleconsulta/schema';
import { z } from 'zod';
import type { ServiceContext } from '../kit/context.js';
import { tenantRoutes } from '../kit/http.js';
import { outboxService as service } from './mail.service.js';

const ZIdParam = z.object({ id: z.uuid({ message: 'invalid' }) });

export const mailHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    list: route({ query: ZOutboxListQuery }, ZOutboxPageDto, (tx, tenant, { query }) => service.list(tx, tenant, query)),
    get: route({ params: ZIdParam }, ZOutboxMailDto, (tx, tenant, { params }) => service.get(tx, tenant, params.id)),
  };
};
