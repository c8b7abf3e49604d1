import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

/**
 * The tenant check's own reads, made before any domain module is called (kit/http.ts, kit/public-tenant.ts): the
 * caller's memberships in a company or an ancestor, and whether a company's landing page is public.
 */
export const tenancyRepository = {
  /** The roles of each of the user's memberships that reach the company (its own, or an ancestor's). */
  membershipRoles: async (tx: Tx, userId: string, companyId: string): Promise<string[][]> => {
    const found = await rows<{ roles: string[] }>(
      tx,
      sql`select m.roles from membership m
           where m.user_id = ${userId}
             and exists (select 1 from company c where c.id = ${companyId} and c.path like '%/' || m.company_id || '/%')`,
    );
    return found.map((m) => m.roles);
  },

  /** Whether the company publishes a landing page (false when RLS hides it or it does not exist). */
  isLanding: async (tx: Tx, companyId: string): Promise<boolean> => {
    const [row] = await rows<{ landing: boolean }>(tx, sql`select is_landing as landing from company where id = ${companyId}`);
    return Boolean(row?.landing);
  },

  /** Lets this transaction SELECT landing companies across tenants (policy company_landing_lookup, migration 0015). */
  openLandingLookup: async (tx: Tx): Promise<void> => {
    await tx.execute(sql`select set_config('app.landing_lookup', 'on', true)`);
  },
};
