import { ZEnforceDto } from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { parse, withTenant } from '../kit/http.js';
import { ZEnforceParams } from './contract.schemas.js';
import { contractService } from './contract.service.js';

export const contractHandlers = (ctx: ServiceContext) => ({
  enforce: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx) => {
      const { companyId, flag } = parse(ZEnforceParams, req.params, req);
      return ZEnforceDto.parse(await contractService.enforce(tx, companyId, flag));
    }),
});
