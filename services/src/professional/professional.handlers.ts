import { ZProfessionalCreate, ZProfessionalPatch, ZProfessionalProfile } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, tenantRoutes, withTenant } from '../kit/http.js';
import {
  ZIdParam,
  ZProfessionalComboDto,
  ZProfessionalComboQuery,
  ZProfessionalDto,
  ZProfessionalListQuery,
  ZProfessionalPageDto,
  ZSpecialtyListDto,
} from './professional.schemas.js';
import { professionalService as service } from './professional.service.js';

const byId = { params: ZIdParam };
const keysOf = (body: unknown) => (body && typeof body === 'object' ? Object.keys(body) : []);

export const professionalHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    list: route({ query: ZProfessionalListQuery }, ZProfessionalPageDto, (tx, tenant, { query }) => service.list(tx, tenant, query)),
    combo: route({ query: ZProfessionalComboQuery }, ZProfessionalComboDto, (tx, tenant, { query }) => service.combo(tx, tenant, query.q)),
    specialties: route({}, ZSpecialtyListDto, (tx, tenant, _input, req) => service.specialties(tx, tenant, localeOf(req))),
    get: route(byId, ZProfessionalDto, (tx, tenant, { params }) => service.get(tx, tenant, params.id)),
    mine: route({}, ZProfessionalDto, (tx, tenant) => service.mine(tx, tenant)),
    getProfile: route(byId, ZProfessionalDto, (tx, tenant, { params }) => service.getProfile(tx, tenant, params.id)),
    /** Answered once the transaction has committed, so a client's next call (on another connection) finds the row. */
    create: async (req: FastifyRequest, reply: FastifyReply) => {
      const created = await withTenant(ctx, req, (tx, tenant) =>
        service.create(tx, tenant, parse(ZProfessionalCreate, req.body, req), ctx.events),
      );
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZProfessionalDto.parse(created);
    },
    update: route(
      { ...byId, body: ZProfessionalPatch },
      ZProfessionalDto,
      (tx, tenant, { params, body }) => service.update(tx, tenant, params.id, body, ctx.events),
      { emptyBody: true },
    ),
    updateProfile: route(
      { ...byId, body: ZProfessionalProfile },
      ZProfessionalDto,
      (tx, tenant, { params, body }, req) => service.updateProfile(tx, tenant, params.id, body, keysOf(req.body), ctx.events),
      { emptyBody: true },
    ),
    remove: route(byId, ZProfessionalDto, (tx, tenant, { params }) => service.remove(tx, tenant, params.id, ctx.events)),
  };
};
