import type { ApolloClient } from '@apollo/client';
import { crudQueries } from './crud-queries';
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

/** react-admin's dataProvider calls for `persons`, on the public schema (person.graphql). */
export const personQueries = crudQueries({
  typeName: 'Person',
  list: { document: PersonListDocument, variables: toPersonListVariables, filter: toPersonFilter, page: (data) => data.persons },
  one: { document: PersonDocument, record: (data) => data.person },
  create: { document: CreatePersonDocument, input: toPersonInput, record: (data) => data.createPerson },
  update: { document: UpdatePersonDocument, patch: toPersonPatch, record: (data) => data.updatePerson },
  remove: { document: DeletePersonDocument, record: (data) => data.deletePerson },
});

/** PUT /person/{id}/status through the gateway: not a react-admin method, so a dataProvider extension. */
export async function setPersonStatus(client: ApolloClient<unknown>, id: string, active: boolean): Promise<{ data: PersonRecord }> {
  const result = await client.mutate({ mutation: SetPersonStatusDocument, variables: { id, active } });
  if (!result.data) throw new GatewayError('INTERNAL', 'app.errors.INTERNAL');
  return { data: result.data.setPersonStatus };
}
