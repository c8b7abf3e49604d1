import {
  EMERGENCY_MANAGE_ROLES,
  EMERGENCY_PROFESSIONAL_ROLES,
  hasAnyRole,
  type TEmergencyProtocolDto,
  type TFlowEventDto,
  type TProfessionalDto,
} from '@teleconsulta/schema';
import type {
  EmergencyBoardChangeResolvers,
  EmergencyProtocolResolvers,
  EmergencyQueueResolvers,
  MutationResolvers,
  QueryResolvers,
  SubscriptionResolvers,
} from '../../__generated__/resolvers-types.js';
import { catalogueError, nullWhenNotFound } from '../../errors.js';
import { startWith } from '../../subscriptions/map-iterator.js';
import { sharedFeed } from '../../subscriptions/shared-feed.js';
import { followTopic, TOPICS } from '../../subscriptions/topics.js';
import { requireRoles } from '../auth.js';
import { domainName, SPECIALTY } from '../domain/domain.names.js';
import { toScreening } from '../screening/screening.resolvers.js';
import { type EmergencyBoardChangeParent, queueOf, subscribedMarker, toBoardChange } from './emergency.mappers.js';
import { followProtocol } from './protocol-follow.js';

/** Pages read per call when the gateway reads every group (SPEC §7: "paged, all pages read"). */
const GROUP_PAGE_SIZE = 100;

export const emergencyQuery: QueryResolvers = {
  emergencyStatus: (_parent, _args, ctx) => ctx.clients.emergency.status(),
  emergencyGroups: async (_parent, _args, ctx) => {
    const first = await ctx.clients.emergency.groups(1, GROUP_PAGE_SIZE);
    const pages = Math.ceil(first.total / GROUP_PAGE_SIZE);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ctx.clients.emergency.groups(i + 2, GROUP_PAGE_SIZE)),
    );
    return [...first.items, ...rest.flatMap((p) => p.items)];
  },
  emergencyGroup: (_parent, { id }, ctx) => ctx.clients.emergency.group(id).catch(nullWhenNotFound),
  emergencyQueues: async (_parent, { activeOnly }, ctx) => (await ctx.clients.emergency.queues(activeOnly ?? false)).items,
  emergencyQueue: (_parent, { id }, ctx) => ctx.clients.emergency.queue(id).catch(nullWhenNotFound),
  emergencyBoard: async (_parent, _args, ctx) => (await ctx.clients.emergency.protocols()).items,
  emergencyProtocol: (_parent, { id }, ctx) => ctx.clients.emergency.protocol(id).catch(nullWhenNotFound),
  emergencyCheckIn: (_parent, _args, ctx) => ctx.clients.emergency.checkIn(),
};

export const emergencyMutation: MutationResolvers = {
  createEmergencyGroup: (_parent, { input }, ctx) => ctx.clients.emergency.createGroup(input),
  updateEmergencyGroup: (_parent, { id, input }, ctx) => ctx.clients.emergency.updateGroup(id, input),
  deleteEmergencyGroup: (_parent, { id }, ctx) => ctx.clients.emergency.deleteGroup(id),
  createEmergencyQueue: (_parent, { input }, ctx) => ctx.clients.emergency.createQueue(input),
  updateEmergencyQueue: (_parent, { id, input }, ctx) => ctx.clients.emergency.updateQueue(id, input),
  deleteEmergencyQueue: (_parent, { id }, ctx) => ctx.clients.emergency.deleteQueue(id),
  setEmergencyQueueGrants: async (_parent, { id, professionalIds }, ctx) => {
    await ctx.clients.emergency.setGrants(id, professionalIds);
    return ctx.clients.emergency.queue(id);
  },
  openEmergencyProtocol: (_parent, args, ctx) =>
    ctx.clients.emergency.openProtocol({
      queueId: args.queueId,
      personId: args.personId ?? undefined,
      complaint: args.complaint ?? undefined,
    }),
  closeEmergencyProtocol: (_parent, { id, reason }, ctx) => ctx.clients.emergency.closeProtocol(id, reason),
  checkInEmergency: (_parent, { queueIds }, ctx) => ctx.clients.emergency.setCheckIn(queueIds),
  checkOutEmergency: (_parent, _args, ctx) => ctx.clients.emergency.checkOut(),
  callNextEmergencyPatient: async (_parent, _args, ctx) => (await ctx.clients.emergency.callNext()).protocol,
  finishEmergencyProtocol: (_parent, { id }, ctx) => ctx.clients.emergency.finishProtocol(id),
  forwardEmergencyProtocol: (_parent, { id, queueId }, ctx) => ctx.clients.emergency.forwardProtocol(id, queueId),
  leaveEmergencyQueue: (_parent, { id }, ctx) => ctx.clients.emergency.leaveProtocol(id),
  advanceEmergencyStep: (_parent, { id, step }, ctx) => ctx.clients.emergency.advanceStep(id, step),
  startEmergencyPayment: (_parent, { id }, ctx) => ctx.clients.emergency.payment(id),
  reportEmergencyComplaint: (_parent, { id, complaint }, ctx) => ctx.clients.emergency.reportComplaint(id, complaint),
  submitEmergencyScreening: (_parent, { id, answers }, ctx) =>
    ctx.clients.emergency.submitScreening(
      id,
      answers.map((a) => ({ questionId: a.questionId, value: a.value })),
    ),
  attendEmergencyProtocol: (_parent, { id }, ctx) => ctx.clients.emergency.attend(id),
};

export const emergencyProtocolType: EmergencyProtocolResolvers = {
  // Read when asked (the patient's pre-assessment screen), with the caller's own credentials.
  screening: async (protocol, _args, ctx) => {
    const { screening } = await ctx.clients.emergency.protocolScreening(protocol.id);
    return screening ? toScreening(screening, ctx.locale) : null;
  },
};

export const emergencyQueueType: EmergencyQueueResolvers = {
  specialty: (queue, _args, ctx) => ({ code: queue.specialtyCode, name: domainName(SPECIALTY, queue.specialtyCode, ctx.locale) }),
  // Batched per request by the professional loader (one call for every queue of a list).
  professionals: async (queue, _args, ctx) =>
    (await ctx.loaders.professionalById.loadMany(queue.professionalIds)).filter(
      (p): p is TProfessionalDto => p !== null && !(p instanceof Error),
    ),
};

/** The board of the subscriber's own company only (the flow also carries its branches' events). */
const ofCompany = (companyId: string | null) => (event: TFlowEventDto) => event.companyId === companyId;

export const emergencySubscription: SubscriptionResolvers = {
  emergencyBoardChanged: {
    subscribe: async (_parent, { after }, ctx) => {
      requireRoles(ctx, [...EMERGENCY_MANAGE_ROLES, ...EMERGENCY_PROFESSIONAL_ROLES]);
      if (!ctx.companyId) throw catalogueError('COMPANY_HEADER_REQUIRED', ctx.locale);
      // The token's roles may be another company's: the emergency service says whether the caller runs this board,
      // and which queues a professional is granted (their board is those queues only).
      const status = await ctx.clients.emergency.status();
      const granted = new Set(status.queues.map((q) => q.id));
      if (!status.canManage && !hasAnyRole(ctx.viewer?.roles ?? [], EMERGENCY_PROFESSIONAL_ROLES))
        throw catalogueError('ACCESS_DENIED', ctx.locale);
      const inCompany = ofCompany(ctx.companyId);
      const visible = status.canManage ? inCompany : (event: TFlowEventDto) => inCompany(event) && granted.has(queueOf(event) ?? '');
      const items = followTopic(ctx, { topic: TOPICS.emergency, after: after ?? null, visible });
      // Every change is computed from the event alone, so subscribers who see the same events share each frame: the
      // scope names what `visible` depends on (the company, and for a professional the granted queues).
      const scope = `emergencyBoard:${ctx.companyId}:${status.canManage ? 'all' : [...granted].sort().join(',')}`;
      return sharedFeed({
        scope,
        // Listening already: the marker tells the client that a board read from now on misses nothing.
        // Its sequence is a safe cursor: with `after`, the events after it are still being replayed behind the marker.
        first: { emergencyBoardChanged: subscribedMarker(after ?? ctx.flow.lastSequence) },
        items,
        toRoot: (item) => ({ emergencyBoardChanged: toBoardChange(item) }),
      });
    },
  },
  emergencyProtocolChanged: {
    subscribe: async (_parent, { id }, ctx) => {
      if (!ctx.companyId) throw catalogueError('COMPANY_HEADER_REQUIRED', ctx.locale);
      // Listening first, then the read: a change between the two arrives after it, never lost.
      const items = followTopic(ctx, { topic: TOPICS.emergency, after: null, visible: ofCompany(ctx.companyId) });
      let current: TEmergencyProtocolDto;
      try {
        current = await ctx.clients.emergency.protocol(id);
      } catch (error) {
        await items.return?.();
        throw error;
      }
      const changes = followProtocol(items, current, (protocolId) => ctx.clients.emergency.protocol(protocolId));
      return startWith({ emergencyProtocolChanged: { protocol: current, resyncRequired: false } }, changes);
    },
  },
};

export const emergencyBoardChangeType: EmergencyBoardChangeResolvers = {
  // Read fresh for every event, with the subscriber's own credentials (a subscription lives long: no loader cache).
  protocol: (change: EmergencyBoardChangeParent, _args, ctx): Promise<TEmergencyProtocolDto | null> | null =>
    change.protocolId ? ctx.clients.emergency.protocol(change.protocolId).catch(nullWhenNotFound) : null,
};
