import { ZConsentAcceptInput, ZConsentQuery } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, withTenant } from '../kit/http.js';
import { consentService as service } from './consent.service.js';

export const consentHandlers = (ctx: ServiceContext) => ({
  telemedicineTerm: (req: FastifyRequest) =>
    withTenant(ctx, req, (tx, tenant) =>
      service.telemedicineTerm(tx, tenant, parse(ZConsentQuery, req.query, req).protocol, localeOf(req)),
    ),
  acceptTelemedicine: async (req: FastifyRequest, reply: FastifyReply) => {
    const input = parse(ZConsentAcceptInput, req.body ?? {}, req);
    const saved = await withTenant(ctx, req, (tx, tenant) => service.acceptTelemedicine(tx, tenant, input, localeOf(req)));
    // Answered after the transaction commits.
    return reply.status(201).send(saved);
  },
  termsOfUse: (req: FastifyRequest) => withTenant(ctx, req, (tx, tenant) => service.termsOfUse(tx, tenant, localeOf(req))),
  acceptTermsOfUse: async (req: FastifyRequest, reply: FastifyReply) => {
    const input = parse(ZConsentAcceptInput, { ...(req.body as object | undefined), is_consultorio: true }, req);
    const saved = await withTenant(ctx, req, (tx, tenant) => service.acceptTermsOfUse(tx, tenant, input, localeOf(req)));
    return reply.status(201).send(saved);
  },
});
