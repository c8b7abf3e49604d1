import {
  ZEmergencyCallNextDto,
  ZEmergencyCheckIn,
  ZEmergencyCheckInDto,
  ZEmergencyComplaint,
  ZEmergencyForward,
  ZEmergencyGrants,
  ZEmergencyGroupInput,
  ZEmergencyProgress,
  ZEmergencyProtocolClose,
  ZEmergencyProtocolOpen,
  ZEmergencyProtocolScreeningDto,
  ZEmergencyQueueCreate,
  ZEmergencyQueuePatch,
  ZEmergencyScreeningAnswers,
} from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import { createTriageAdapter, type TriageAdapter } from '../adapters/triage/triage.adapter.js';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, tenantRoutes, withTenant } from '../kit/http.js';
import {
  ZEmergencyGrantsDto,
  ZEmergencyGroupDto,
  ZEmergencyGroupPageDto,
  ZEmergencyGroupQuery,
  ZEmergencyPaymentDto,
  ZEmergencyProtocolDto,
  ZEmergencyProtocolListDto,
  ZEmergencyQueueDto,
  ZEmergencyQueueListDto,
  ZEmergencyQueueQuery,
  ZEmergencyStatusDto,
  ZIdParam,
} from './emergency.schemas.js';
import { emergencyService as service } from './emergency.service.js';

const idOf = (req: FastifyRequest) => parse(ZIdParam, req.params, req).id;
const byId = { params: ZIdParam };

/** Status, groups, queues and their grants. */
const queueHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    status: route({}, ZEmergencyStatusDto, (tx, tenant, _input, req) => service.status(tx, tenant, localeOf(req))),

    groups: route({ query: ZEmergencyGroupQuery }, ZEmergencyGroupPageDto, (tx, tenant, { query }) => service.groups(tx, tenant, query)),
    group: route(byId, ZEmergencyGroupDto, (tx, tenant, { params }) => service.group(tx, tenant, params.id)),
    createGroup: route(
      { body: ZEmergencyGroupInput },
      ZEmergencyGroupDto,
      (tx, tenant, { body }) => service.createGroup(tx, tenant, body),
      {
        status: 201,
      },
    ),
    updateGroup: route({ ...byId, body: ZEmergencyGroupInput }, ZEmergencyGroupDto, (tx, tenant, { params, body }) =>
      service.updateGroup(tx, tenant, params.id, body),
    ),
    deleteGroup: route(byId, ZEmergencyGroupDto, (tx, tenant, { params }) => service.deleteGroup(tx, tenant, params.id)),

    queues: route({ query: ZEmergencyQueueQuery }, ZEmergencyQueueListDto, async (tx, tenant, { query }) => ({
      items: await service.queues(tx, tenant, query.activeOnly === 'true'),
    })),
    queue: route(byId, ZEmergencyQueueDto, (tx, tenant, { params }) => service.queue(tx, tenant, params.id)),
    createQueue: route(
      { body: ZEmergencyQueueCreate },
      ZEmergencyQueueDto,
      (tx, tenant, { body }) => service.createQueue(tx, tenant, body, ctx.events),
      { status: 201 },
    ),
    updateQueue: route(
      { ...byId, body: ZEmergencyQueuePatch },
      ZEmergencyQueueDto,
      (tx, tenant, { params, body }) => service.updateQueue(tx, tenant, params.id, body, ctx.events),
      { emptyBody: true },
    ),
    deleteQueue: route(byId, ZEmergencyQueueDto, (tx, tenant, { params }) => service.deleteQueue(tx, tenant, params.id, ctx.events)),
    grants: route(byId, ZEmergencyGrantsDto, (tx, tenant, { params }) => service.grants(tx, tenant, params.id)),
    setGrants: route({ ...byId, body: ZEmergencyGrants }, ZEmergencyGrantsDto, (tx, tenant, { params, body }) =>
      service.setGrants(tx, tenant, params.id, body, ctx.events),
    ),
  };
};

/** The board's protocols: read, opened and closed. */
const protocolHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    protocols: route({}, ZEmergencyProtocolListDto, (tx, tenant, _input, req) => service.openProtocols(tx, tenant, localeOf(req))),
    protocol: route(byId, ZEmergencyProtocolDto, (tx, tenant, { params }, req) => service.protocol(tx, tenant, params.id, localeOf(req))),
    openProtocol: route(
      { body: ZEmergencyProtocolOpen },
      ZEmergencyProtocolDto,
      (tx, tenant, { body }, req) => service.openProtocol(tx, tenant, body, localeOf(req), ctx.events),
      { status: 201 },
    ),
    closeProtocol: route({ ...byId, body: ZEmergencyProtocolClose }, ZEmergencyProtocolDto, (tx, tenant, { params, body }, req) =>
      service.closeProtocol(tx, tenant, params.id, body, localeOf(req), ctx.events),
    ),
  };
};

/** Check-in and calls (professional flow), and the patient leaving the queue. */
const dutyHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    checkIn: route({}, ZEmergencyCheckInDto, (tx, tenant) => service.currentCheckIn(tx, tenant)),
    setCheckIn: (req: FastifyRequest) => {
      const input = parse(ZEmergencyCheckIn, req.body ?? {}, req);
      return withTenant(ctx, req, async (tx, tenant) => ZEmergencyCheckInDto.parse(await service.checkIn(tx, tenant, input, ctx.events)));
    },
    checkOut: route({}, ZEmergencyCheckInDto, (tx, tenant) => service.checkOut(tx, tenant, ctx.events)),
    callNext: route({}, ZEmergencyCallNextDto, (tx, tenant, _input, req) => service.callNext(tx, tenant, localeOf(req), ctx.events)),
    forwardProtocol: (req: FastifyRequest) => {
      const input = parse(ZEmergencyForward, req.body ?? {}, req);
      return withTenant(ctx, req, async (tx, tenant) =>
        ZEmergencyProtocolDto.parse(await service.forwardProtocol(tx, tenant, idOf(req), input, localeOf(req), ctx.events)),
      );
    },
    leaveProtocol: route(byId, ZEmergencyProtocolDto, (tx, tenant, { params }, req) =>
      service.leaveProtocol(tx, tenant, params.id, localeOf(req), ctx.events),
    ),
    finishProtocol: route(byId, ZEmergencyProtocolDto, (tx, tenant, { params }, req) =>
      service.finishProtocol(tx, tenant, params.id, localeOf(req), ctx.events),
    ),
  };
};

/** The patient's own steps (SPEC §2 person flow), and the professional opening the attendance room. */
const stepHandlers = (ctx: ServiceContext, triage: TriageAdapter) => {
  const route = tenantRoutes(ctx);
  return {
    progress: (req: FastifyRequest) => {
      const input = parse(ZEmergencyProgress, req.body ?? {}, req);
      return withTenant(ctx, req, async (tx, tenant) =>
        ZEmergencyProtocolDto.parse(await service.progress(tx, tenant, idOf(req), input, localeOf(req), ctx.events)),
      );
    },
    payment: route(byId, ZEmergencyPaymentDto, (tx, tenant, { params }) => service.payment(tx, tenant, params.id, ctx.events)),
    reportComplaint: (req: FastifyRequest) => {
      const input = parse(ZEmergencyComplaint, req.body ?? {}, req);
      return withTenant(ctx, req, async (tx, tenant) =>
        ZEmergencyProtocolDto.parse(await service.reportComplaint(tx, tenant, idOf(req), input, localeOf(req), ctx.events)),
      );
    },
    protocolScreening: route(byId, ZEmergencyProtocolScreeningDto, (tx, tenant, { params }) =>
      service.protocolScreening(tx, tenant, params.id),
    ),
    /** Checked in one transaction, triaged outside any (the adapter may call out), stored in a second. */
    submitScreening: async (req: FastifyRequest) => {
      const input = parse(ZEmergencyScreeningAnswers, req.body ?? {}, req);
      const id = idOf(req);
      const locale = localeOf(req);
      const prepared = await withTenant(ctx, req, (tx, tenant) => service.prepareScreening(tx, tenant, id, input, locale));
      const result = await triage.assess(prepared.triageInput);
      return withTenant(ctx, req, async (tx, tenant) =>
        ZEmergencyProtocolDto.parse(await service.storeScreening(tx, tenant, id, input, prepared, result, locale, ctx.events)),
      );
    },
    attend: route(byId, ZEmergencyProtocolDto, (tx, tenant, { params }, req) =>
      service.attend(tx, tenant, params.id, localeOf(req), ctx.events),
    ),
  };
};

export const emergencyHandlers = (ctx: ServiceContext) => {
  const triage = createTriageAdapter(ctx.config.triage, ctx.log);
  return { ...queueHandlers(ctx), ...protocolHandlers(ctx), ...dutyHandlers(ctx), ...stepHandlers(ctx, triage) };
};
