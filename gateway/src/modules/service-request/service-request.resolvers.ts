import type {
  ServiceRequestIntent as IntentCode,
  ServiceRequestPriority as PriorityCode,
  ServiceRequestStatus as StatusCode,
  TServiceRequestDto,
  ZServiceRequestCreate,
} from '@teleconsulta/schema';
import type {
  MutationResolvers,
  QueryResolvers,
  ServiceRequest,
  ServiceRequestInput,
  ServiceRequestIntent,
  ServiceRequestPriority,
  ServiceRequestStatus,
} from '../../__generated__/resolvers-types.js';
import type { LaxInput } from '../../clients/http.js';

/** FHIR's codes ("on-hold") ↔ GraphQL enum values (ON_HOLD). */
const toEnum = <T extends string>(code: string) => code.toUpperCase().replaceAll('-', '_') as T;
const toCode = <T extends string | null | undefined>(value: T) => (value == null ? value : value.toLowerCase().replaceAll('_', '-'));
/** DateTime (ISO) ↔ the service's epoch milliseconds. */
const toMs = (value: string | null | undefined) => (value == null ? value : Date.parse(value));
const toIso = (ms: number) => new Date(ms).toISOString();

export function toServiceRequest(dto: TServiceRequestDto): ServiceRequest {
  return {
    ...dto,
    status: toEnum<ServiceRequestStatus>(dto.status),
    intent: toEnum<ServiceRequestIntent>(dto.intent),
    priority: toEnum<ServiceRequestPriority>(dto.priority),
    authoredOn: toIso(dto.authoredOn),
    occurrence: dto.occurrence === null ? null : toIso(dto.occurrence),
  };
}

/** GraphQL's enum values as the service's FHIR codes: each lower-cased, `_` as `-` (ON_HOLD → on-hold). */
const STATUS_CODES: Record<ServiceRequestStatus, StatusCode> = {
  ACTIVE: 'active',
  COMPLETED: 'completed',
  DRAFT: 'draft',
  ENTERED_IN_ERROR: 'entered-in-error',
  ON_HOLD: 'on-hold',
  REVOKED: 'revoked',
};
const INTENT_CODES: Record<ServiceRequestIntent, IntentCode> = {
  DIRECTIVE: 'directive',
  FILLER_ORDER: 'filler-order',
  INSTANCE_ORDER: 'instance-order',
  OPTION: 'option',
  ORDER: 'order',
  ORIGINAL_ORDER: 'original-order',
  PLAN: 'plan',
  PROPOSAL: 'proposal',
  REFLEX_ORDER: 'reflex-order',
};
const PRIORITY_CODES: Record<ServiceRequestPriority, PriorityCode> = { ASAP: 'asap', ROUTINE: 'routine', STAT: 'stat', URGENT: 'urgent' };
const codeOf = <E extends string, C>(codes: Record<E, C>, value: E | null | undefined) => (value == null ? value : codes[value]);

/** The service's body: FHIR codes and epoch ms; fields left out stay out (undefined is not sent: only the given ones change). */
function toBody(input: ServiceRequestInput): LaxInput<typeof ZServiceRequestCreate> {
  return {
    ...input,
    status: codeOf(STATUS_CODES, input.status),
    intent: codeOf(INTENT_CODES, input.intent),
    priority: codeOf(PRIORITY_CODES, input.priority),
    authoredOn: toMs(input.authoredOn),
    occurrence: toMs(input.occurrence),
  };
}

export const serviceRequestQuery: QueryResolvers = {
  serviceRequests: async (_parent, args, ctx) => {
    const page = await ctx.clients.serviceRequest.list({
      page: args.page,
      perPage: args.perPage,
      sortField: args.sortField,
      sortOrder: args.sortOrder,
      to: toMs(args.filter?.to),
      subject: args.filter?.subject,
      category: args.filter?.category,
      code: args.filter?.code,
      status: toCode(args.filter?.status),
    });
    return { items: page.items.map(toServiceRequest), total: page.total };
  },
  serviceRequest: async (_parent, { id }, ctx) => {
    try {
      return toServiceRequest(await ctx.clients.serviceRequest.get(id));
    } catch (error) {
      if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND') return null;
      throw error;
    }
  },
};

export const serviceRequestMutation: MutationResolvers = {
  createServiceRequest: async (_parent, { input }, ctx) => toServiceRequest(await ctx.clients.serviceRequest.create(toBody(input))),
  updateServiceRequest: async (_parent, { id, input }, ctx) => toServiceRequest(await ctx.clients.serviceRequest.update(id, toBody(input))),
  deleteServiceRequest: async (_parent, { id }, ctx) => toServiceRequest(await ctx.clients.serviceRequest.remove(id)),
};
