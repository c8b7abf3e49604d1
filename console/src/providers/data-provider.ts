import schema from 'virtual:schema-introspection';
import type { ApolloClient } from '@apollo/client';
import buildGraphQLProvider from 'ra-data-graphql';
import type { DataProvider } from 'react-admin';
import { buildQuery, operationNames } from './build-query';
import { toHttpError } from './gateway-error';
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
    getList: (resource, params) => provider.getList(resource, params).catch(rethrow),
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
