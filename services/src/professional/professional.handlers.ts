import { ZProfessionalCreate, ZProfessionalPatch, ZProfessionalProfile } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, withTenant } from '../kit/http.js';
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

const idOf = (req: FastifyRequest) => parse(ZIdParam, req.params, req).id;
const keysOf = (body: unknown) => (body && typeof body === 'object' ? Object.keys(body) : []);

export const professionalHandlers = (ctx: ServiceContext) => ({
  list: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZProfessionalPageDto.parse(await service.list(tx, tenant, parse(ZProfessionalListQuery, req.query, req))),
    ),
  combo: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZProfessionalComboDto.parse(await service.combo(tx, tenant, parse(ZProfessionalComboQuery, req.query, req).q)),
    ),
  specialties: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZSpecialtyListDto.parse(await service.specialties(tx, tenant, localeOf(req)))),
  get: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZProfessionalDto.parse(await service.get(tx, tenant, idOf(req)))),
  mine: (req: FastifyRequest) => withTenant(ctx, req, async (tx, tenant) => ZProfessionalDto.parse(await service.mine(tx, tenant))),
  getProfile: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZProfessionalDto.parse(await service.getProfile(tx, tenant, idOf(req)))),
  /** Answered once the transaction has committed, so a client's next call (on another connection) finds the row. */
  create: async (req: FastifyRequest, reply: FastifyReply) => {
    const created = await withTenant(ctx, req, (tx, tenant) =>
      service.create(tx, tenant, parse(ZProfessionalCreate, req.body, req), ctx.events),
    );
    // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
    reply.status(201);
    return ZProfessionalDto.parse(created);
  },
  update: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZProfessionalDto.parse(await service.update(tx, tenant, idOf(req), parse(ZProfessionalPatch, req.body ?? {}, req), ctx.events)),
    ),
  updateProfile: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZProfessionalDto.parse(
        await service.updateProfile(tx, tenant, idOf(req), parse(ZProfessionalProfile, req.body ?? {}, req), keysOf(req.body), ctx.events),
      ),
    ),
  remove: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZProfessionalDto.parse(await service.remove(tx, tenant, idOf(req), ctx.events))),
});
