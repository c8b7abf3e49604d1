import type { TServiceRequestDto } from '@teleconsulta/schema';
import type {
  MutationResolvers,
  QueryResolvers,
  ServiceRequest,
  ServiceRequestInput,
  ServiceRequestIntent,
  ServiceRequestPriority,
  ServiceRequestStatus,
} from '../../__generated__/resolvers-types.js';

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

/** The service's body: FHIR codes and epoch ms; fields left out stay out (only the given ones change). */
function toBody(input: ServiceRequestInput): Record<string, unknown> {
  const body: Record<string, unknown> = { ...input };
  for (const key of ['status', 'intent', 'priority'] as const) if (key in input) body[key] = toCode(input[key]);
  for (const key of ['authoredOn', 'occurrence'] as const) if (key in input) body[key] = toMs(input[key]);
  return body;
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
