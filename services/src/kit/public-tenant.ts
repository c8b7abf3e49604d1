import type { FastifyRequest } from 'fastify';
import { tenancyRepository } from '../db/tenancy.repository.js';
import type { ServiceContext } from './context.js';
import { notFound } from './errors.js';
import { companyHeader } from './http.js';
import { inScope, type Tx } from './tenant.js';

/**
 * Public reads for the landing pages (SPEC §2, §7 "Landing calls"): an anonymous visitor names the company with the
 * x-company-id header and sends no token. Only a company whose `is_landing` is on answers (any other, unknown or not,
 * is NOT_FOUND); the reads run under that company's RLS as a tenant without a user or a membership, so they see that
 * company's rows and nothing else. Only the landing routes use these helpers: nothing else becomes public.
 */
export type PublicTenant = { companyId: string };

export async function withPublicTenant<T>(
  ctx: ServiceContext,
  req: FastifyRequest,
  fn: (tx: Tx, tenant: PublicTenant) => Promise<T>,
): Promise<T> {
  const companyId = companyHeader(req);
  return inScope(ctx.db, { companyId, userId: null }, async (tx) => {
    if (!(await tenancyRepository.isLanding(tx, companyId))) throw notFound();
    return fn(tx, { companyId });
  });
}

/**
 * The one read across companies: a landing company by its permalink, before the visitor knows the company. The
 * transaction turns on `app.landing_lookup`, which lets it SELECT landing companies (policy company_landing_lookup of
 * migration 0015) and nothing more; fn must only read the company's public columns.
 */
export async function inLandingLookup<T>(ctx: ServiceContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inScope(ctx.db, { companyId: null, userId: null }, async (tx) => {
    await tenancyRepository.openLandingLookup(tx);
    return fn(tx);
  });
}
