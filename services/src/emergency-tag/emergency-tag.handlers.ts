import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, withTenant } from '../kit/http.js';
import { ZEmergencyTagInput } from './emergency-tag.schemas.js';
import { emergencyTagService as service } from './emergency-tag.service.js';

export const emergencyTagHandlers = (ctx: ServiceContext) => ({
  /** Answers the PDF bytes (application/pdf); a bad protocolId is a field error, a protocol out of reach NOT_FOUND. */
  generate: async (req: FastifyRequest, reply: FastifyReply) => {
    const input = parse(ZEmergencyTagInput, req.body ?? {}, req);
    const tag = await withTenant(ctx, req, (tx, tenant) => service.generate(ctx, tx, tenant, input, localeOf(req)));
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${tag.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return reply.send(Buffer.from(tag.bytes));
  },
});
