import type { TRecordAccessDto } from '@teleconsulta/schema';
import type { PersonHistoryItemType, QueryResolvers } from '../../__generated__/resolvers-types.js';

/** An access as GraphQL types it (the item types are the history's enum). */
export const toRecordAccess = (a: TRecordAccessDto) => ({
  ...a,
  itemType: a.itemType as PersonHistoryItemType | null,
  types: a.types as PersonHistoryItemType[],
});

/** Who accessed the health record: the services decide whose accesses the caller reads. */
export const recordAccessQuery: QueryResolvers = {
  recordAccesses: async (_parent, { page, perPage, filter }, ctx) => {
    const answer = await ctx.clients.recordAccess.list({
      page,
      perPage,
      personId: filter?.personId ?? null,
      outcome: filter?.outcome ?? null,
    });
    return { total: answer.total, items: answer.items.map(toRecordAccess) };
  },
};
