import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import type { GraphQLFormattedError } from 'graphql';

const UNREACHABLE: GraphQLFormattedError = { message: 'app.errors.SERVER_UNREACHABLE', extensions: { code: 'SERVER_UNREACHABLE' } };

/**
 * Errors as GraphQL errors: ra-data-graphql drops the body of a non-2xx answer (the gateway's 400 for an
 * invalid query carries `extensions.code`), and a failed fetch becomes SERVER_UNREACHABLE (SPEC §8).
 */
export const gatewayErrorsLink: ApolloLink = onError(({ networkError }) => {
  if (!networkError) return;
  const result = 'result' in networkError ? networkError.result : undefined;
  const errors =
    typeof result === 'object' && result !== null && 'errors' in result ? (result.errors as GraphQLFormattedError[]) : [UNREACHABLE];
  return Observable.of({ errors });
});

/** Apollo Client 3 (ra-data-graphql's peer) over the gateway fetch, which adds the token and the language. */
export function createApolloClient(uri: string, fetch: typeof globalThis.fetch): ApolloClient<unknown> {
  return new ApolloClient({ link: ApolloLink.from([gatewayErrorsLink, new HttpLink({ uri, fetch })]), cache: new InMemoryCache() });
}
