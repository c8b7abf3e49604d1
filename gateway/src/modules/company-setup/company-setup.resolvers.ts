import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { requireViewer } from '../auth.js';

/**
 * The session company's setup, for any member: four calls in parallel to the endpoints a member may read (the company
 * service decides who that is, under the company's RLS). Without a company (a platform administrator who named none):
 * null.
 */
export const companySetupQuery: QueryResolvers = {
  companySetup: async (_parent, _args, ctx) => {
    requireViewer(ctx);
    const id = ctx.companyId;
    if (!id) return null;
    const client = ctx.clients.companySetup;
    const [settings, rules, customMessages, poweredBy] = await Promise.all([
      client.settings(id),
      client.rules(id),
      client.customMessages(id),
      client.enforce(id, 'DISPLAY_POWERED_BY'),
    ]);
    return { id, settings, rules, customMessages, displayPoweredBy: poweredBy.enabled };
  },
};
