import type { ApolloClient } from '@apollo/client';
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
import type { CreatePersonMutation, DeletePersonMutation, PersonListQuery, PersonQuery, UpdatePersonMutation } from '../gql/graphql';
import type { ResourceQueries } from './build-query';
import { GatewayError } from './gateway-error';
import {
  CreatePersonDocument,
  DeletePersonDocument,
  PersonDocument,
  PersonListDocument,
  type PersonRecord,
  SetPersonStatusDocument,
  UpdatePersonDocument,
} from './person.documents';
import { toPersonFilter, toPersonInput, toPersonListVariables, toPersonPatch } from './person.mappers';

type Response<T> = { data: T };

const toPage = ({ data }: Response<PersonListQuery>) => ({ data: data.persons.items, total: data.persons.total });

/** react-admin's dataProvider calls for `persons`, on the public schema (person.graphql). */
export const personQueries: ResourceQueries = {
  typeName: 'Person',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: PersonListDocument,
    variables: toPersonListVariables(params),
    parseResponse: toPage,
  }),
  GET_MANY: ({ ids }: GetManyParams): BuildQueryResult => ({
    query: PersonListDocument,
    variables: { page: 1, perPage: ids.length, filter: toPersonFilter({ ids }) },
    parseResponse: ({ data }: Response<PersonListQuery>) => ({ data: data.persons.items }),
  }),
  GET_MANY_REFERENCE: ({ target, id, filter, ...params }: GetManyReferenceParams): BuildQueryResult => ({
    query: PersonListDocument,
    variables: toPersonListVariables({ ...params, filter: { ...filter, [target]: String(id) } }),
    parseResponse: toPage,
  }),
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: PersonDocument,
    variables: { id: String(id) },
    parseResponse: ({ data }: Response<PersonQuery>): { data: PersonRecord } => {
      if (!data.person) throw new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
      return { data: data.person };
    },
  }),
  CREATE: ({ data }: CreateParams): BuildQueryResult => ({
    query: CreatePersonDocument,
    variables: { input: toPersonInput(data) },
    parseResponse: ({ data: result }: Response<CreatePersonMutation>) => ({ data: result.createPerson }),
  }),
  UPDATE: ({ id, data, previousData }: UpdateParams): BuildQueryResult => ({
    query: UpdatePersonDocument,
    variables: { id: String(id), input: toPersonPatch(data, previousData) },
    parseResponse: ({ data: result }: Response<UpdatePersonMutation>) => ({ data: result.updatePerson }),
  }),
  DELETE: ({ id }: DeleteParams): BuildQueryResult => ({
    query: DeletePersonDocument,
    variables: { id: String(id) },
    parseResponse: ({ data: result }: Response<DeletePersonMutation>) => ({ data: result.deletePerson }),
  }),
};

/** PUT /person/{id}/status through the gateway: not a react-admin method, so a dataProvider extension. */
export async function setPersonStatus(client: ApolloClient<unknown>, id: string, active: boolean): Promise<{ data: PersonRecord }> {
  const result = await client.mutate({ mutation: SetPersonStatusDocument, variables: { id, active } });
  if (!result.data) throw new GatewayError('INTERNAL', 'app.errors.INTERNAL');
  return { data: result.data.setPersonStatus };
}
