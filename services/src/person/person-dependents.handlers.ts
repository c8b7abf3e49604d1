import { z } from 'zod';
import type { ServiceContext } from '../kit/context.js';
import { tenantRoutes } from '../kit/http.js';
import { ZPersonDto } from './person.schemas.js';
import { personDependentsService as service } from './person-dependents.service.js';

const ZChildParams = z.object({ id: z.uuid({ message: 'invalid' }), childId: z.uuid({ message: 'invalid' }) });

/** A responsible person's dependents beyond GET and POST /person/{id}/children (person.handlers). */
export const personDependentsHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    remove: route({ params: ZChildParams }, ZPersonDto, (tx, tenant, { params }) =>
      service.removeDependent(tx, tenant, params.id, params.childId, ctx.events),
    ),
  };
};
