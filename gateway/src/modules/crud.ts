import type DataLoader from 'dataloader';
import type { GatewayContext } from '../context.js';
import { requireViewer } from './auth.js';

/** Paging and sorting, as a list field's arguments and its service's list query both name them. */
type Paging = { page?: number | null; perPage?: number | null; sortField?: string | null; sortOrder?: string | null };

/**
 * A paged list field's arguments: paging, sorting (where the list sorts) and a filter of some of the query's fields (a
 * name the query does not have is typed never, so a filter field of that name does not compile).
 */
type ListArgs<Q, K extends string> = Paging & { filter?: { [F in K]?: F extends keyof Q ? Q[F] : never } | null };

/** A list field's arguments as its service's list query: paging, sorting, then the filter's fields named, in that order. */
function listQuery<Q, K extends string>(args: ListArgs<Q, K>, filter: readonly K[]): Q {
  const fields = Object.fromEntries(filter.map((key) => [key, args.filter?.[key]]));
  return { page: args.page, perPage: args.perPage, sortField: args.sortField, sortOrder: args.sortOrder, ...fields } as Q;
}

/**
 * A paged list field (Query.companies, Query.plans, ...) forwarded to its service's list call: paging, sorting and the
 * named filter fields. The services decide who may read what (role rules and RLS); the gateway only forwards.
 */
export function listResolver<Q extends Paging, K extends string, P>(
  client: (ctx: GatewayContext) => { list(query: Q): Promise<P> },
  filter: readonly K[],
) {
  return (_parent: unknown, args: ListArgs<Q, K>, ctx: GatewayContext): Promise<P> => client(ctx).list(listQuery(args, filter));
}

/** The calls of a domain's REST client that the CRUD resolvers use. */
type CrudClient<Q, P, T, C, U> = {
  list(query: Q): Promise<P>;
  /** Properties, not methods: the bodies' types (C, U) are then checked against the GraphQL inputs, not bivariantly. */
  create: (input: C) => Promise<T>;
  update: (id: string, input: U) => Promise<T>;
};

type CrudSpec<Q, K extends string, P, T, C, U> = {
  client: (ctx: GatewayContext) => CrudClient<Q, P, T, C, U>;
  /** The request's loader by id: reads go through it, writes keep it in step. */
  byId: (ctx: GatewayContext) => DataLoader<string, T | null>;
  filter: readonly K[];
  /** Keeps the request's other loaders in step with a written or removed row (e.g. a parent's dependents). */
  related?: (ctx: GatewayContext, row: T) => void;
};

/**
 * The resolvers of a CRUD entity (list with paging and filters, one by id, create, update) and the loader bookkeeping
 * of its other writes: `remember` primes the loader with a written row, `forget` drops a removed one.
 */
export function crudResolvers<Q extends Paging, K extends string, P, T extends { id: string }, C, U>(spec: CrudSpec<Q, K, P, T, C, U>) {
  const remember = (ctx: GatewayContext, row: T, id = row.id): T => {
    spec.byId(ctx).clear(id).prime(id, row);
    spec.related?.(ctx, row);
    return row;
  };
  const forget = (ctx: GatewayContext, id: string, removed: T): T => {
    spec.byId(ctx).clear(id);
    spec.related?.(ctx, removed);
    return removed;
  };
  return {
    list: listResolver(spec.client, spec.filter),
    /** One by id, for a signed-in caller, batched per request by the loader (a foreign or unknown id is null). */
    byId: async (_parent: unknown, { id }: { id: string }, ctx: GatewayContext) => {
      requireViewer(ctx);
      return spec.byId(ctx).load(id);
    },
    create: (_parent: unknown, { input }: { input: C }, ctx: GatewayContext) => spec.client(ctx).create(input),
    update: async (_parent: unknown, { id, input }: { id: string; input: U }, ctx: GatewayContext) =>
      remember(ctx, await spec.client(ctx).update(id, input), id),
    remember,
    forget,
  };
}
