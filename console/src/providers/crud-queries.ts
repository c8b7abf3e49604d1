// biome-ignore-all lint/correctness/noComponentHookFactories: GET_LIST and the rest are react-admin's fetch method names, not components
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { BuildQueryResult } from 'ra-data-graphql';
import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  UpdateParams,
} from 'react-admin';
import type { ResourceQueries } from './build-query';
import { GatewayError } from './gateway-error';

type Fields = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: the documents' variables are built by the resource's own mappers
type Document<T> = TypedDocumentNode<T, any>;

type List<TList, TRecord> = {
  document: Document<TList>;
  variables: (params: Partial<GetListParams>) => Fields;
  /** The filter by ids of GET_MANY; a list without one has GET_MANY read the first id alone (enough for a refresh). */
  filter?: (filter: Fields) => unknown;
  page: (data: TList) => { items: readonly TRecord[]; total: number };
};
type One<TOne, TRecord> = { document: Document<TOne>; record: (data: TOne) => TRecord | null | undefined };

/** GET_MANY: one page of the ids through the list's filter or, without one, the first id alone. */
const getMany =
  <TList, TOne, TRecord>(list: List<TList, TRecord>, one: One<TOne, TRecord>) =>
  ({ ids }: GetManyParams): BuildQueryResult =>
    list.filter
      ? {
          query: list.document,
          variables: { page: 1, perPage: ids.length, filter: list.filter({ ids }) },
          parseResponse: ({ data }: { data: TList }) => ({ data: list.page(data).items }),
        }
      : {
          query: one.document,
          variables: { id: String(ids[0]) },
          parseResponse: ({ data }: { data: TOne }) => {
            const record = one.record(data);
            return { data: record ? [record] : [] };
          },
        };

/**
 * The react-admin calls of a resource served by the usual operations of our SDL: a paged list (whose filter takes
 * ids, for GET_MANY, where the SDL has one), one record by id (null: not found), create with an input, update with a patch against the
 * previous data and, where the type has it, delete. The resource gives its typed documents, its mappers and where
 * each answer keeps the record; the rest is the same for every such resource.
 */
export function crudQueries<TList, TOne, TRecord, TCreate, TUpdate, TDelete = never>(resource: {
  typeName: string;
  list: List<TList, TRecord>;
  one: One<TOne, TRecord>;
  create: { document: Document<TCreate>; input: (data: Fields) => unknown; record: (data: TCreate) => unknown };
  update: {
    document: Document<TUpdate>;
    patch: (data: Fields, previous: Fields | undefined) => unknown;
    record: (data: TUpdate) => unknown;
  };
  remove?: { document: Document<TDelete>; record: (data: TDelete) => unknown };
}): ResourceQueries {
  const { list, one, create, update, remove } = resource;
  const toPage = ({ data }: { data: TList }) => {
    const page = list.page(data);
    return { data: page.items, total: page.total };
  };
  return {
    typeName: resource.typeName,
    GET_LIST: (params: GetListParams): BuildQueryResult => ({
      query: list.document,
      variables: list.variables(params),
      parseResponse: toPage,
    }),
    GET_MANY: getMany(list, one),
    GET_MANY_REFERENCE: ({ target, id, filter, ...params }: GetManyReferenceParams): BuildQueryResult => ({
      query: list.document,
      variables: list.variables({ ...params, filter: { ...filter, [target]: String(id) } }),
      parseResponse: toPage,
    }),
    GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
      query: one.document,
      variables: { id: String(id) },
      parseResponse: ({ data }: { data: TOne }): { data: TRecord } => {
        const record = one.record(data);
        if (!record) throw new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
        return { data: record };
      },
    }),
    CREATE: ({ data }: CreateParams): BuildQueryResult => ({
      query: create.document,
      variables: { input: create.input(data) },
      parseResponse: ({ data: result }: { data: TCreate }) => ({ data: create.record(result) }),
    }),
    UPDATE: ({ id, data, previousData }: UpdateParams): BuildQueryResult => ({
      query: update.document,
      variables: { id: String(id), input: update.patch(data, previousData) },
      parseResponse: ({ data: result }: { data: TUpdate }) => ({ data: update.record(result) }),
    }),
    ...(remove
      ? {
          DELETE: ({ id }: DeleteParams): BuildQueryResult => ({
            query: remove.document,
            variables: { id: String(id) },
            parseResponse: ({ data: result }: { data: TDelete }) => ({ data: remove.record(result) }),
          }),
        }
      : {}),
  };
}
