import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable, split } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import type { GraphQLFormattedError } from 'graphql';
import { createClient } from 'graphql-ws';

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

/** The websocket URL of the gateway's GraphQL endpoint (same path, ws or wss). */
export function websocketUrl(uri: string, base: string): string {
  const url = new URL(uri, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** What the console sends when it opens the subscription socket (the gateway authenticates at connect). */
export type WsConnectionParams = () => Promise<{ authorization?: string; acceptLanguage?: string }>;

const isSubscription = ({ query }: { query: Parameters<typeof getMainDefinition>[0] }) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
};

/**
 * Apollo Client 3 (ra-data-graphql's peer) over the gateway fetch, which adds the token and the language; with
 * `ws`, subscriptions go over graphql-ws (one lazy socket, opened by the first subscription, reconnecting).
 */
export function createApolloClient(
  uri: string,
  fetch: typeof globalThis.fetch,
  ws?: { url: string; connectionParams: WsConnectionParams },
): ApolloClient<unknown> {
  const http = new HttpLink({ uri, fetch });
  const transport = ws
    ? split(
        isSubscription,
        new GraphQLWsLink(
          createClient({
            url: ws.url,
            lazy: true,
            connectionParams: ws.connectionParams,
            retryAttempts: Number.POSITIVE_INFINITY,
            shouldRetry: () => true,
          }),
        ),
        http,
      )
    : http;
  return new ApolloClient({ link: ApolloLink.from([gatewayErrorsLink, transport]), cache: new InMemoryCache() });
}
