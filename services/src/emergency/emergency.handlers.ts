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
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createTriageAdapter, type TriageAdapter } from '../adapters/triage/triage.adapter.js';
import type { ServiceContext } from '../kit/context.js';
import { localeOf, parse, withTenant } from '../kit/http.js';
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

/** Status, groups, queues and their grants. */
const queueHandlers = (ctx: ServiceContext) => ({
  status: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZEmergencyStatusDto.parse(await service.status(tx, tenant, localeOf(req)))),

  groups: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZEmergencyGroupPageDto.parse(await service.groups(tx, tenant, parse(ZEmergencyGroupQuery, req.query, req))),
    ),
  group: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZEmergencyGroupDto.parse(await service.group(tx, tenant, idOf(req)))),
  createGroup: (req: FastifyRequest, reply: FastifyReply) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const created = await service.createGroup(tx, tenant, parse(ZEmergencyGroupInput, req.body, req));
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZEmergencyGroupDto.parse(created);
    }),
  updateGroup: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZEmergencyGroupDto.parse(await service.updateGroup(tx, tenant, idOf(req), parse(ZEmergencyGroupInput, req.body, req))),
    ),
  deleteGroup: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZEmergencyGroupDto.parse(await service.deleteGroup(tx, tenant, idOf(req)))),

  queues: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const q = parse(ZEmergencyQueueQuery, req.query, req);
      return ZEmergencyQueueListDto.parse({ items: await service.queues(tx, tenant, q.activeOnly === 'true') });
    }),
  queue: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZEmergencyQueueDto.parse(await service.queue(tx, tenant, idOf(req)))),
  createQueue: (req: FastifyRequest, reply: FastifyReply) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const created = await service.createQueue(tx, tenant, parse(ZEmergencyQueueCreate, req.body, req), ctx.events);
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZEmergencyQueueDto.parse(created);
    }),
  updateQueue: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZEmergencyQueueDto.parse(
        await service.updateQueue(tx, tenant, idOf(req), parse(ZEmergencyQueuePatch, req.body ?? {}, req), ctx.events),
      ),
    ),
  deleteQueue: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZEmergencyQueueDto.parse(await service.deleteQueue(tx, tenant, idOf(req), ctx.events))),
  grants: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZEmergencyGrantsDto.parse(await service.grants(tx, tenant, idOf(req)))),
  setGrants: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZEmergencyGrantsDto.parse(await service.setGrants(tx, tenant, idOf(req), parse(ZEmergencyGrants, req.body, req), ctx.events)),
    ),
});

/** The board's protocols: read, opened and closed. */
const protocolHandlers = (ctx: ServiceContext) => ({
  protocols: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZEmergencyProtocolListDto.parse(await service.openProtocols(tx, tenant, localeOf(req)))),
  protocol: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZEmergencyProtocolDto.parse(await service.protocol(tx, tenant, idOf(req), localeOf(req)))),
  openProtocol: (req: FastifyRequest, reply: FastifyReply) =>
    withTenant(ctx, req, async (tx, tenant) => {
      const opened = await service.openProtocol(tx, tenant, parse(ZEmergencyProtocolOpen, req.body, req), localeOf(req), ctx.events);
      // The answer is sent after the transaction commits (a 201 before it could name a row nobody can read yet).
      reply.status(201);
      return ZEmergencyProtocolDto.parse(opened);
    }),
  closeProtocol: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZEmergencyProtocolDto.parse(
        await service.closeProtocol(tx, tenant, idOf(req), parse(ZEmergencyProtocolClose, req.body, req), localeOf(req), ctx.events),
      ),
    ),
});

/** Check-in and calls (professional flow), and the patient leaving the queue. */
const dutyHandlers = (ctx: ServiceContext) => ({
  checkIn: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZEmergencyCheckInDto.parse(await service.currentCheckIn(tx, tenant))),
  setCheckIn: (req: FastifyRequest) => {
    const input = parse(ZEmergencyCheckIn, req.body ?? {}, req);
    return withTenant(ctx, req, async (tx, tenant) => ZEmergencyCheckInDto.parse(await service.checkIn(tx, tenant, input, ctx.events)));
  },
  checkOut: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZEmergencyCheckInDto.parse(await service.checkOut(tx, tenant, ctx.events))),
  callNext: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZEmergencyCallNextDto.parse(await service.callNext(tx, tenant, localeOf(req), ctx.events))),
  forwardProtocol: (req: FastifyRequest) => {
    const input = parse(ZEmergencyForward, req.body ?? {}, req);
    return withTenant(ctx, req, async (tx, tenant) =>
      ZEmergencyProtocolDto.parse(await service.forwardProtocol(tx, tenant, idOf(req), input, localeOf(req), ctx.events)),
    );
  },
  leaveProtocol: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZEmergencyProtocolDto.parse(await service.leaveProtocol(tx, tenant, idOf(req), localeOf(req), ctx.events)),
    ),
  finishProtocol: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZEmergencyProtocolDto.parse(await service.finishProtocol(tx, tenant, idOf(req), localeOf(req), ctx.events)),
    ),
});

/** The patient's own steps (SPEC §2 person flow), and the professional opening the attendance room. */
const stepHandlers = (ctx: ServiceContext, triage: TriageAdapter) => ({
  progress: (req: FastifyRequest) => {
    const input = parse(ZEmergencyProgress, req.body ?? {}, req);
    return withTenant(ctx, req, async (tx, tenant) =>
      ZEmergencyProtocolDto.parse(await service.progress(tx, tenant, idOf(req), input, localeOf(req), ctx.events)),
    );
  },
  payment: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) => ZEmergencyPaymentDto.parse(await service.payment(tx, tenant, idOf(req), ctx.events))),
  reportComplaint: (req: FastifyRequest) => {
    const input = parse(ZEmergencyComplaint, req.body ?? {}, req);
    return withTenant(ctx, req, async (tx, tenant) =>
      ZEmergencyProtocolDto.parse(await service.reportComplaint(tx, tenant, idOf(req), input, localeOf(req), ctx.events)),
    );
  },
  protocolScreening: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZEmergencyProtocolScreeningDto.parse(await service.protocolScreening(tx, tenant, idOf(req))),
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
  attend: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      ZEmergencyProtocolDto.parse(await service.attend(tx, tenant, idOf(req), localeOf(req), ctx.events)),
    ),
});

export const emergencyHandlers = (ctx: ServiceContext) => {
  const triage = createTriageAdapter(ctx.config.triage, ctx.log);
  return { ...queueHandlers(ctx), ...protocolHandlers(ctx), ...dutyHandlers(ctx), ...stepHandlers(ctx, triage) };
};
