import {
  ACCESS_CODE_GRACE_HOURS,
  ZAggregatorEvent,
  ZRoomChatInput,
  ZRoomJoinInput,
  ZRoomSessionParams,
  ZRoomSignalInput,
} from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VideoAccess, VideoProvider } from '../adapters/video/video-provider.js';
import type { ServiceContext } from '../kit/context.js';
import { parse, withTenant } from '../kit/http.js';
import { type RoomSessionCore, roomService as service } from './room.service.js';

export type RoomContext = ServiceContext & { video: VideoProvider };

/** The video access of the last sessions (a Daily token is made once per location, not per call). */
const MAX_CACHED = 2_000;

export const roomHandlers = (ctx: RoomContext) => {
  const settings = { opensMinutesBefore: ctx.config.video.opensMinutesBefore };
  const accessBySession = new Map<string, VideoAccess>();

  /** The answer with the location's video access, asked of the provider after the transaction (it may call Daily). */
  const withVideo = async (core: RoomSessionCore) => {
    let access = accessBySession.get(core.sessionId);
    if (!access) {
      access = await ctx.video.access({
        appointmentId: core.appointmentId,
        expiresAt: new Date(Date.parse(core.endsAt) + ACCESS_CODE_GRACE_HOURS * 3_600_000),
        userName: core.role === 'PATIENT' ? core.patientName : core.professionalName,
        owner: core.role === 'PROFESSIONAL',
      });
      if (accessBySession.size >= MAX_CACHED) accessBySession.delete(accessBySession.keys().next().value as string);
      accessBySession.set(core.sessionId, access);
    }
    return { ...core, ...access };
  };
  const sessionOf = (req: FastifyRequest) => parse(ZRoomSessionParams, req.params, req).sessionId;

  return {
    join: async (req: FastifyRequest) => {
      const { access } = parse(ZRoomJoinInput, req.body ?? {}, req);
      return withVideo(await withTenant(ctx, req, (tx, tenant) => service.join(tx, tenant, access, settings, ctx.events)));
    },
    session: async (req: FastifyRequest) =>
      withVideo(await withTenant(ctx, req, (tx, tenant) => service.session(tx, tenant, sessionOf(req)))),
    route: (req: FastifyRequest) => withTenant(ctx, req, (tx, tenant) => service.route(tx, tenant, sessionOf(req))),
    start: async (req: FastifyRequest) =>
      withVideo(await withTenant(ctx, req, (tx, tenant) => service.start(tx, tenant, sessionOf(req), ctx.events))),
    finish: async (req: FastifyRequest) =>
      withVideo(await withTenant(ctx, req, (tx, tenant) => service.end(tx, tenant, sessionOf(req), 'PROFESSIONAL', ctx.events))),
    leave: async (req: FastifyRequest) =>
      withVideo(await withTenant(ctx, req, (tx, tenant) => service.end(tx, tenant, sessionOf(req), 'PATIENT', ctx.events))),
    away: async (req: FastifyRequest) => ({
      away: await withTenant(ctx, req, (tx, tenant) => service.away(tx, tenant, sessionOf(req), ctx.events)),
    }),
    signal: async (req: FastifyRequest) => {
      const sessionId = sessionOf(req);
      const { signal } = parse(ZRoomSignalInput, req.body ?? {}, req);
      return { delivered: await withTenant(ctx, req, (tx, tenant) => service.signal(tx, tenant, sessionId, signal, ctx.events)) };
    },
    chat: async (req: FastifyRequest, reply: FastifyReply) => {
      const sessionId = sessionOf(req);
      const { text } = parse(ZRoomChatInput, req.body ?? {}, req);
      const message = await withTenant(ctx, req, (tx, tenant) => service.chat(tx, tenant, sessionId, text, ctx.events));
      return reply.status(201).send(message);
    },
    chatLog: (req: FastifyRequest) => withTenant(ctx, req, (tx, tenant) => service.chatLog(tx, tenant, sessionOf(req))),
    aggregate: async (req: FastifyRequest, reply: FastifyReply) => {
      const event = parse(ZAggregatorEvent, req.body ?? {}, req);
      await withTenant(ctx, req, (tx, tenant) => service.aggregate(tx, tenant, event));
      return reply.status(201).send({ stored: true });
    },
  };
};
