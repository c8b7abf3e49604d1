import { COMPANY_HEADER, type Locale, pickLocale, type Role, translateIssues } from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { tenancyRepository } from '../db/tenancy.repository.js';
import { type Principal, verifyAccessToken } from './auth.js';
import type { ServiceContext } from './context.js';
import { AppError, forbidden, unauthenticated } from './errors.js';
import { inScope, type Tx } from './tenant.js';

export function localeOf(req: FastifyRequest): Locale {
  return pickLocale(req.headers['accept-language']);
}

/** Parses input with a shared zod schema; a failure is a BAD_INPUT with translated field errors and changes nothing. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, req: FastifyRequest): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('BAD_INPUT', { issues: translateIssues(result.error, localeOf(req), labelScopeOf(req)) });
  return result.data;
}

/**
 * The domain whose own field labels name a refused field first, for the routes of a domain that has some (schema's
 * fieldLabel scopes): "/person/:id" → "person", so a person's socialName is their social name, a company's its legal
 * name. Only listed domains: elsewhere "<domain>.<field>" keys are nested fields' labels (a document's
 * professional.name), not a scope.
 */
const SCOPED_LABEL_DOMAINS = new Set(['person']);
const labelScopeOf = (req: FastifyRequest): string | undefined => {
  const domain = req.routeOptions?.url?.split('/')[1];
  return domain && SCOPED_LABEL_DOMAINS.has(domain) ? domain : undefined;
};

export async function optionalUser(ctx: ServiceContext, req: FastifyRequest): Promise<Principal | null> {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthenticated();
  return verifyAccessToken(ctx.keys, { ...ctx.config.auth }, token);
}

export async function requireUser(ctx: ServiceContext, req: FastifyRequest): Promise<Principal> {
  const principal = await optionalUser(ctx, req);
  if (!principal) throw unauthenticated();
  return principal;
}

/** A UUID in its canonical text form (any case). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function companyHeader(req: FastifyRequest): string {
  const raw = req.headers[COMPANY_HEADER];
  const value = Array.isArray(raw) ? undefined : raw?.trim();
  if (!value) throw new AppError('COMPANY_HEADER_REQUIRED');
  if (!UUID.test(value)) throw forbidden();
  return value.toLowerCase();
}

/**
 * companyId is null only for a platform administrator working across companies. requestId: the request's id (the
 * gateway's X-Request-Id). afterRefusal: work a service leaves for when the request is refused (it throws): run in the
 * same tenant, in a transaction of its own, once the refused one has rolled back (the access audit's DENIED rows).
 */
export type Tenant = {
  companyId: string | null;
  principal: Principal;
  roles: Role[];
  requestId?: string;
  afterRefusal?: ((tx: Tx) => Promise<void>)[];
};

/** The one company of the request: a platform administrator working across companies must name one. */
export function companyOf(tenant: Tenant): string {
  if (!tenant.companyId) throw new AppError('COMPANY_HEADER_REQUIRED');
  return tenant.companyId;
}

/**
 * Runs fn in the caller's tenant: the bearer token is verified, the x-company-id header must name a company the
 * caller belongs to (directly or through an ancestor company), then every query of fn runs under RLS for it.
 */
export async function withTenant<T>(ctx: ServiceContext, req: FastifyRequest, fn: (tx: Tx, tenant: Tenant) => Promise<T>): Promise<T> {
  const principal = await requireUser(ctx, req);
  // A platform administrator without a company works across companies: RLS lets them see every company, and
  // no other tenant table (those need a tenant).
  if (principal.platformAdmin && !req.headers[COMPANY_HEADER]) {
    return inScope(ctx.db, { companyId: null, userId: principal.userId, platformAdmin: true }, (tx) =>
      fn(tx, { companyId: null, principal, roles: ['ADMIN'], requestId: req.id }),
    );
  }
  return inCompanyAs(ctx, req, principal, companyHeader(req), fn);
}

/**
 * Runs fn as a user of the company: their roles there under RLS, and the refused request's afterwards (the access
 * audit's DENIED rows). withTenant for a bearer token; a download link the gateway signed for its reader
 * (clinical documents) for that reader.
 */
export async function inCompanyAs<T>(
  ctx: ServiceContext,
  req: FastifyRequest,
  principal: Principal,
  companyId: string,
  fn: (tx: Tx, tenant: Tenant) => Promise<T>,
): Promise<T> {
  const scope = { companyId, userId: principal.userId, platformAdmin: principal.platformAdmin };
  const tenant: Tenant = { companyId, principal, roles: [], requestId: req.id, afterRefusal: [] };
  try {
    return await inScope(ctx.db, scope, async (tx) => {
      tenant.roles = await rolesInCompany(tx, principal, companyId);
      return fn(tx, tenant);
    });
  } catch (error) {
    const work = tenant.afterRefusal ?? [];
    if (work.length > 0) {
      await inScope(ctx.db, scope, async (tx) => {
        for (const step of work) await step(tx);
      }).catch((failure: unknown) => req.log.error({ err: failure }, 'the work after a refused request failed'));
    }
    throw error;
  }
}

/** The caller's roles in a company: its own memberships there or in an ancestor company. None → ACCESS_DENIED. */
export async function rolesInCompany(tx: Tx, principal: Principal, companyId: string): Promise<Role[]> {
  if (principal.platformAdmin) return ['ADMIN'];
  const found = await tenancyRepository.membershipRoles(tx, principal.userId, companyId);
  if (found.length === 0) throw forbidden();
  return [...new Set(found.flat() as Role[])];
}

export function requireRole(tenant: Tenant, allowed: readonly Role[]): void {
  if (!tenant.roles.some((r) => allowed.includes(r))) throw forbidden();
}

export function sendError(reply: FastifyReply, req: FastifyRequest, error: AppError): FastifyReply {
  return reply.status(error.status).send(error.toEnvelope(localeOf(req)));
}

/** The parts of a request a route reads, each with its zod schema. */
type RouteSchemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };

/** The parts as parsed (the output of each part's schema). */
type RouteInput<S extends RouteSchemas> = { [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never };

type RouteOptions = {
  /** The status of a success (201 for a create): set in the transaction, the answer is sent after it commits. */
  status?: number;
  /** A request without a body is read as {} (a body whose fields may all be left out). */
  emptyBody?: boolean;
};

/** Each part of the request parsed with its schema, params first, then the query, then the body: the first refusal answers. */
function parseRoute<S extends RouteSchemas>(schemas: S, req: FastifyRequest, options: RouteOptions): RouteInput<S> {
  const input: { params?: unknown; query?: unknown; body?: unknown } = {};
  if (schemas.params) input.params = parse(schemas.params, req.params, req);
  if (schemas.query) input.query = parse(schemas.query, req.query, req);
  if (schemas.body) input.body = parse(schemas.body, options.emptyBody ? (req.body ?? {}) : req.body, req);
  return input as RouteInput<S>;
}

/**
 * The routes of a tenant's API, one shape for all: the caller's tenant (withTenant), then in its transaction the
 * request's parts parsed (a refusal is a BAD_INPUT that changes nothing), the service called and its answer serialised
 * with the DTO's schema. The answer is sent once the transaction has committed, so a 201 never names a row nobody can
 * read yet.
 */
export const tenantRoutes =
  (ctx: ServiceContext) =>
  <S extends RouteSchemas, D extends z.ZodType>(
    schemas: S,
    dto: D,
    run: (tx: Tx, tenant: Tenant, input: RouteInput<S>, req: FastifyRequest) => Promise<unknown>,
    options: RouteOptions = {},
  ) =>
  (req: FastifyRequest, reply: FastifyReply): Promise<z.output<D>> =>
    withTenant(ctx, req, async (tx, tenant) => {
      const result = await run(tx, tenant, parseRoute(schemas, req, options), req);
      if (options.status) reply.status(options.status);
      return dto.parse(result);
    });
