import {
  ZEmergencyCallNextDto,
  ZEmergencyCheckInDto,
  ZEmergencyGrantsDto,
  ZEmergencyGroupDto,
  type ZEmergencyGroupInput,
  ZEmergencyGroupPageDto,
  ZEmergencyPaymentDto,
  ZEmergencyProtocolDto,
  ZEmergencyProtocolListDto,
  type ZEmergencyProtocolOpen,
  ZEmergencyProtocolScreeningDto,
  type ZEmergencyQueueCreate,
  ZEmergencyQueueDto,
  ZEmergencyQueueListDto,
  type ZEmergencyQueuePatch,
  ZEmergencyStatusDto,
} from '@teleconsulta/schema';
import type { z } from 'zod';
import type { CallContext, LaxInput, ServiceTransport } from './http.js';

const enc = encodeURIComponent;

/** The emergency service (SPEC §7 Emergency service). */
export const emergencyClient = (t: ServiceTransport, ctx: CallContext) => ({
  status: () => t.call(ctx, { method: 'GET', path: '/emergency' }, ZEmergencyStatusDto),
  groups: (page: number, perPage: number) =>
    t.call(ctx, { method: 'GET', path: '/emergency/group', query: { page, perPage } }, ZEmergencyGroupPageDto),
  group: (id: string) => t.call(ctx, { method: 'GET', path: `/emergency/group/${enc(id)}` }, ZEmergencyGroupDto),
  createGroup: (input: LaxInput<typeof ZEmergencyGroupInput>) =>
    t.call(ctx, { method: 'POST', path: '/emergency/group', body: input }, ZEmergencyGroupDto),
  updateGroup: (id: string, input: LaxInput<typeof ZEmergencyGroupInput>) =>
    t.call(ctx, { method: 'PUT', path: `/emergency/group/${enc(id)}`, body: input }, ZEmergencyGroupDto),
  deleteGroup: (id: string) => t.call(ctx, { method: 'DELETE', path: `/emergency/group/${enc(id)}` }, ZEmergencyGroupDto),
  queues: (activeOnly: boolean) =>
    t.call(
      ctx,
      { method: 'GET', path: '/emergency/queue', query: { activeOnly: activeOnly ? 'true' : undefined } },
      ZEmergencyQueueListDto,
    ),
  queue: (id: string) => t.call(ctx, { method: 'GET', path: `/emergency/queue/${enc(id)}` }, ZEmergencyQueueDto),
  createQueue: (input: LaxInput<typeof ZEmergencyQueueCreate>) =>
    t.call(ctx, { method: 'POST', path: '/emergency/queue', body: input }, ZEmergencyQueueDto),
  updateQueue: (id: string, input: LaxInput<typeof ZEmergencyQueuePatch>) =>
    t.call(ctx, { method: 'PUT', path: `/emergency/queue/${enc(id)}`, body: input }, ZEmergencyQueueDto),
  deleteQueue: (id: string) => t.call(ctx, { method: 'DELETE', path: `/emergency/queue/${enc(id)}` }, ZEmergencyQueueDto),
  grants: (id: string) => t.call(ctx, { method: 'GET', path: `/emergency/queue/${enc(id)}/grants` }, ZEmergencyGrantsDto),
  setGrants: (id: string, professionalIds: readonly string[]) =>
    t.call(ctx, { method: 'PUT', path: `/emergency/queue/${enc(id)}/grants`, body: { professionalIds } }, ZEmergencyGrantsDto),
  protocols: () => t.call(ctx, { method: 'GET', path: '/emergency/protocol' }, ZEmergencyProtocolListDto),
  protocol: (id: string) => t.call(ctx, { method: 'GET', path: `/emergency/protocol/${enc(id)}` }, ZEmergencyProtocolDto),
  checkIn: () => t.call(ctx, { method: 'GET', path: '/emergency/checkin' }, ZEmergencyCheckInDto),
  setCheckIn: (queueIds: string[]) => t.call(ctx, { method: 'POST', path: '/emergency/checkin', body: { queueIds } }, ZEmergencyCheckInDto),
  checkOut: () => t.call(ctx, { method: 'DELETE', path: '/emergency/checkin' }, ZEmergencyCheckInDto),
  callNext: () => t.call(ctx, { method: 'POST', path: '/emergency/call-next' }, ZEmergencyCallNextDto),
  forwardProtocol: (id: string, queueId: string) =>
    t.call(ctx, { method: 'PUT', path: `/emergency/protocol/${enc(id)}/forward`, body: { queueId } }, ZEmergencyProtocolDto),
  leaveProtocol: (id: string) => t.call(ctx, { method: 'PUT', path: `/emergency/protocol/${enc(id)}/leave` }, ZEmergencyProtocolDto),
  finishProtocol: (id: string) => t.call(ctx, { method: 'PUT', path: `/emergency/protocol/${enc(id)}/finish` }, ZEmergencyProtocolDto),
  advanceStep: (id: string, step: number) =>
    t.call(ctx, { method: 'PUT', path: `/emergency/protocol/${enc(id)}/step`, body: { step } }, ZEmergencyProtocolDto),
  payment: (id: string) => t.call(ctx, { method: 'POST', path: `/emergency/protocol/${enc(id)}/payment`, body: {} }, ZEmergencyPaymentDto),
  reportComplaint: (id: string, complaint: string) =>
    t.call(ctx, { method: 'PUT', path: `/emergency/protocol/${enc(id)}/complaint`, body: { complaint } }, ZEmergencyProtocolDto),
  protocolScreening: (id: string) =>
    t.call(ctx, { method: 'GET', path: `/emergency/protocol/${enc(id)}/screening` }, ZEmergencyProtocolScreeningDto),
  submitScreening: (id: string, answers: unknown) =>
    t.call(ctx, { method: 'PUT', path: `/emergency/protocol/${enc(id)}/screening`, body: { answers } }, ZEmergencyProtocolDto),
  attend: (id: string) => t.call(ctx, { method: 'PUT', path: `/emergency/protocol/${enc(id)}/attend` }, ZEmergencyProtocolDto),
  openProtocol: (input: z.input<typeof ZEmergencyProtocolOpen>) =>
    t.call(ctx, { method: 'POST', path: '/emergency/protocol', body: input }, ZEmergencyProtocolDto),
  closeProtocol: (id: string, reason: string | null | undefined) =>
    t.call(
      ctx,
      { method: 'PUT', path: `/emergency/protocol/${enc(id)}/close`, body: { reason: reason ?? undefined } },
      ZEmergencyProtocolDto,
    ),
});
