import { useQuery } from '@apollo/client';
import { graphql } from '../gql';

/** The 27 Brazilian states (SPEC §3 REGION: the acronym is both code and id), in the request's language. */
const RegionListDocument = graphql(`
  query RegionList {
    domainList(name: REGION) {
      code
      value
    }
  }
`);

type Choice = { id: string; name: string };

/** The states as select choices. */
export function useRegionChoices(): { choices: Choice[]; isPending: boolean } {
  const { data, loading } = useQuery(RegionListDocument);
  const choices = data?.domainList.map(({ code, value }) => ({ id: code, name: value })) ?? [];
  return { choices, isPending: loading };
}
