import { useQuery } from '@apollo/client';
import { graphql } from '../gql';
import type { DomainName } from '../gql/graphql';

/** A domain list (SPEC §3) in the request's language; CITY needs parent = a state acronym. */
const DomainChoicesDocument = graphql(`
  query DomainChoices($name: DomainName!, $parent: String) {
    domainList(name: $name, parent: $parent) {
      code
      value
    }
  }
`);

type Choice = { id: string; name: string };

/** The values of a domain list as select choices; skipped (empty) while `skip` holds, e.g. CITY before a state. */
export function useDomainChoices(name: DomainName, options: { parent?: string | null; skip?: boolean } = {}) {
  const { data, loading } = useQuery(DomainChoicesDocument, {
    variables: { name, parent: options.parent ?? null },
    skip: options.skip,
  });
  const choices: Choice[] = data?.domainList.map(({ code, value }) => ({ id: code, name: value })) ?? [];
  return { choices, isPending: loading };
}
