import { useQuery } from '@apollo/client/react';
import { MyDependentsDocument } from './dependents.documents';
import { splitSelfAndDependents } from './my-dependents.util';

/** The signed-in patient's own record and their dependents, fresh from the network each visit. */
export function useMyDependents() {
  const { data, error, refetch } = useQuery(MyDependentsDocument, { fetchPolicy: 'cache-and-network' });
  const split = data ? splitSelfAndDependents(data.persons.items, data.me?.personId ?? null) : null;
  return { loaded: data !== undefined, error, refetch, self: split?.self ?? null, dependents: split?.dependents ?? [] };
}
