import type { MutationResolvers, PersonResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { requireViewer } from '../auth.js';
import { crudResolvers } from '../crud.js';
import { toHistoryItem } from './person-history.mappers.js';

/** A service error of one of these codes becomes a null answer; any other is thrown on. */
const nullWhen =
  (...codes: string[]) =>
  (error: unknown): null => {
    if (codes.includes((error as { extensions?: { code?: string } })?.extensions?.code ?? '')) return null;
    throw error;
  };

/** The CRUD shape; `remember` and `forget` keep the request's loaders in step (and its parent's dependents). */
const persons = crudResolvers({
  client: (ctx) => ctx.clients.person,
  byId: (ctx) => ctx.loaders.personById,
  filter: ['q', 'status', 'parentId', 'ids'],
  related: (ctx, person) => {
    if (person.parentId) ctx.loaders.dependentsByParentId.clear(person.parentId);
  },
});
const { remember } = persons;

export const personQuery: QueryResolvers = {
  persons: persons.list,
  person: async (_parent, { id }, ctx) => {
    requireViewer(ctx);
    // The detail answer carries the dependents: they prime the loader, so `dependents` costs no call.
    const found = await ctx.clients.person.get(id).catch((error) => {
      if (error?.extensions?.code === 'NOT_FOUND') return null;
      throw error;
    });
    if (!found) return null;
    const { dependents, ...person } = found;
    ctx.loaders.dependentsByParentId.prime(id, dependents);
    return person;
  },
  personHistory: async (_parent, { personId, ...args }, ctx) => {
    requireViewer(ctx);
    const page = await ctx.clients.person.history(personId, args).catch(nullWhen('NOT_FOUND'));
    return page && { items: page.items.map((item) => toHistoryItem(item, ctx.locale)), total: page.total };
  },
  personHistoryItem: async (_parent, { personId, itemType, itemId }, ctx) => {
    requireViewer(ctx);
    const found = await ctx.clients.person.historyItem(personId, itemType, itemId).catch(nullWhen('NOT_FOUND'));
    return found && toHistoryItem(found, ctx.locale);
  },
  personCombo: async (_parent, { q }, ctx) => (await ctx.clients.person.combo(q)).items,
  newPersonDefaults: (_parent, _args, ctx) => ctx.clients.person.newDefaults(),
};

export const personMutation: MutationResolvers = {
  createPerson: async (_parent, { input }, ctx) => remember(ctx, await ctx.clients.person.create(input)),
  updatePerson: persons.update,
  setPersonStatus: async (_parent, { id, active }, ctx) =>
    remember(ctx, await ctx.clients.person.setStatus(id, active ? 'ACTIVE' : 'INACTIVE')),
  deletePerson: async (_parent, { id }, ctx) => persons.forget(ctx, id, await ctx.clients.person.remove(id)),
  addDependent: async (_parent, { parentId, input }, ctx) => remember(ctx, await ctx.clients.person.addChild(parentId, input)),
  removeDependent: async (_parent, { parentId, id }, ctx) => persons.forget(ctx, id, await ctx.clients.person.removeChild(parentId, id)),
  recordDiagnostic: async (_parent, { personId, input }, ctx) =>
    toHistoryItem(await ctx.clients.person.recordDiagnostic(personId, input), ctx.locale),
  shareRecordLink: async (_parent, { personId, input }, ctx) =>
    toHistoryItem(await ctx.clients.person.shareLink(personId, input), ctx.locale),
};

/** Person fields that need another call: batched per request by the loaders (never one call per row). */
export const personType: PersonResolvers = {
  parent: (person, _args, ctx) => (person.parentId ? ctx.loaders.personById.load(person.parentId) : null),
  dependents: (person, _args, ctx) => ctx.loaders.dependentsByParentId.load(person.id),
  /** The history of one person (the show page); null for whoever may not read it. */
  history: async (person, args, ctx) => {
    const page = await ctx.clients.person.history(person.id, args).catch(nullWhen('NOT_FOUND', 'ACCESS_DENIED'));
    return page && { items: page.items.map((item) => toHistoryItem(item, ctx.locale)), total: page.total };
  },
};
