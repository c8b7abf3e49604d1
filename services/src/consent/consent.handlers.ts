import {
  ZConsentAcceptInput,
  ZConsentEventDto,
  ZConsentQuery,
  ZConsentRevokeInput,
  ZConsentTermDto,
  ZCurrentTermsDto,
  ZTermsPublishInput,
  ZTermsVersionDto,
} from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, tenantRoutes, withTenant } from '../kit/http.js';
import { inScope } from '../kit/tenant.js';
import { consentService as service } from './consent.service.js';
import { termsVersionService as versions } from './terms-version.service.js';

export const consentHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
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
    telemedicineTerms: route({}, z.array(ZConsentTermDto), (tx, tenant, _input, req) =>
      service.telemedicineTerms(tx, tenant, localeOf(req)),
    ),
    revokeTelemedicine: route(
      { body: ZConsentRevokeInput },
      ZConsentTermDto,
      (tx, tenant, { body }, req) => service.revokeTelemedicine(tx, tenant, body, localeOf(req)),
      { emptyBody: true },
    ),
    history: route({}, z.array(ZConsentEventDto), (tx, tenant) => service.history(tx, tenant)),
    termsOfUse: (req: FastifyRequest) => withTenant(ctx, req, (tx, tenant) => service.termsOfUse(tx, tenant, localeOf(req))),
    acceptTermsOfUse: async (req: FastifyRequest, reply: FastifyReply) => {
      const input = parse(ZConsentAcceptInput, { ...(req.body as object | undefined), is_consultorio: true }, req);
      const saved = await withTenant(ctx, req, (tx, tenant) => service.acceptTermsOfUse(tx, tenant, input, localeOf(req)));
      return reply.status(201).send(saved);
    },
    /** Public (no token): the current terms of use, for a person creating an account from an invitation. */
    currentTerms: (req: FastifyRequest) =>
      inScope(ctx.db, { companyId: null, userId: null }, async (tx) =>
        ZCurrentTermsDto.parse(await versions.currentText(tx, 'TERMS_OF_USE', localeOf(req))),
      ),
    termsVersions: route({}, z.array(ZTermsVersionDto), (tx, tenant) => versions.list(tx, tenant)),
    publishTerms: route({ body: ZTermsPublishInput }, ZTermsVersionDto, (tx, tenant, { body }) => versions.publish(tx, tenant, body), {
      status: 201,
    }),
  };
};
