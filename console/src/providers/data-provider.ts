import schema from 'virtual:schema-introspection';
import type { ApolloClient } from '@apollo/client';
import buildGraphQLProvider from 'ra-data-graphql';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { buildQuery, operationNames } from './build-query';
import { toHttpError } from './gateway-error';
import { getListInPages } from './paged-list';
import { setPersonStatus } from './person.queries';

/**
 * ra-data-graphql over the public schema (introspected at build time) with our buildQuery; every failure
 * leaves as a gateway HttpError.
 */
export function createGraphqlDataProvider(client: ApolloClient<unknown>): DataProvider {
  const provider = buildGraphQLProvider({ client, introspection: { schema, operationNames }, buildQuery });
  const rethrow = (error: unknown): never => {
    throw toHttpError(error);
  };
  return {
    ...provider,
    // An export asks for one page larger than the services serve: it is read in service pages.
    getList: <R extends RaRecord>(resource: string, params: GetListParams) =>
      getListInPages((p) => provider.getList<R>(resource, p), params).catch(rethrow),
    getOne: (resource, params) => provider.getOne(resource, params).catch(rethrow),
    getMany: (resource, params) => provider.getMany(resource, params).catch(rethrow),
    getManyReference: (resource, params) => provider.getManyReference(resource, params).catch(rethrow),
    create: (resource, params) => provider.create(resource, params).catch(rethrow),
    update: (resource, params) => provider.update(resource, params).catch(rethrow),
    delete: (resource, params) => provider.delete(resource, params).catch(rethrow),
    /** PUT /person/{id}/status (the persons resource's status toggle). */
    setPersonStatus: (id: string, active: boolean) => setPersonStatus(client, id, active).catch(rethrow),
  };
}
