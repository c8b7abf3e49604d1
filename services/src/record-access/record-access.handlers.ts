import { ZRecordAccessListQuery, ZRecordAccessPageDto } from '@teleconsulta/schema';
import type { ServiceContext } from '../kit/context.js';
import { tenantRoutes } from '../kit/http.js';
import { recordAccessService as service } from './record-access.service.js';

export const recordAccessHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    list: route({ query: ZRecordAccessListQuery }, ZRecordAccessPageDto, (tx, tenant, { query }) => service.list(tx, tenant, query)),
  };
};
