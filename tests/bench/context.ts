import type { TestStack } from '../harness/stack.js';
import type { LoadGenerator, Target } from './loadgen.js';

/** What every metric receives: the stack of one engine, a signed-in clinic admin and the load generator. */
export type BenchContext = {
  engine: 'PGlite' | 'PostgreSQL';
  stack: TestStack;
  token: string;
  companyId: string;
  load: LoadGenerator;
};

/** The scalar selection used by M1/M2: a handful of fields, one REST hop behind it. */
export const COMPANY_QUERY = 'query Company($id: ID!) { company(id: $id) { id name cnpj isLanding state } }';

function authHeaders(ctx: BenchContext): Record<string, string> {
  return { authorization: `Bearer ${ctx.token}`, 'x-company-id': ctx.companyId, 'accept-language': 'en' };
}

/** The direct REST GET the GraphQL query replaces. */
export function directTarget(ctx: BenchContext, id: string): Target {
  return { origin: ctx.stack.servicesUrl, method: 'GET', path: `/company/${id}`, headers: authHeaders(ctx) };
}

/** The REST call the gateway really makes for company(id): the DataLoader's batch endpoint with one id. */
export function upstreamAsCalledTarget(ctx: BenchContext, id: string): Target {
  return { origin: ctx.stack.servicesUrl, method: 'GET', path: `/company?ids=${id}&perPage=100`, headers: authHeaders(ctx) };
}

export function graphqlTarget(ctx: BenchContext, query: string, variables: Record<string, unknown>): Target {
  const url = new URL(ctx.stack.gatewayUrl);
  return {
    origin: url.origin,
    method: 'POST',
    path: url.pathname,
    headers: { ...authHeaders(ctx), 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    failIfBodyHas: '"errors"',
  };
}

export function gatewayTarget(ctx: BenchContext, id: string): Target {
  return graphqlTarget(ctx, COMPANY_QUERY, { id });
}

/** The gateway's floor: same headers (so the token is verified), no resolver that calls the services. */
export const FLOOR_QUERY = '{ health }';
export function gatewayFloorTarget(ctx: BenchContext): Target {
  return graphqlTarget(ctx, FLOOR_QUERY, {});
}

/** The arms M1 and M2 compare: the same company read four ways. */
export type Arm = 'direct' | 'gateway' | 'upstream' | 'floor';
export const ARM_LABEL: Record<Arm, string> = {
  direct: 'direct REST GET /company/:id',
  gateway: 'gateway company(id) {5 scalars}',
  upstream: 'REST as the gateway calls it: GET /company?ids=:id',
  floor: `gateway floor ${FLOOR_QUERY} (token verified, no upstream call)`,
};

/** Each arm's request for the signed-in admin's own company. */
export function armTargets(ctx: BenchContext): Record<Arm, Target> {
  return {
    direct: directTarget(ctx, ctx.companyId),
    gateway: gatewayTarget(ctx, ctx.companyId),
    upstream: upstreamAsCalledTarget(ctx, ctx.companyId),
    floor: gatewayFloorTarget(ctx),
  };
}
