import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import type { Locale } from '@teleconsulta/schema';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { env, gatewayWebSocketUrl } from '../env';
import { createAuthLink, currentAuthorization } from './auth.link';
import { createSessionRefreshLink } from './session-refresh.link';

export type ApolloClientOptions = {
  locale: Locale;
  /** Called when the session cannot be renewed: the app clears what it holds and goes to sign-in. */
  onSessionEnded: () => void;
};

/**
 * Queries and mutations over HTTP, subscriptions over graphql-ws, both on the gateway path of this origin.
 * The WebSocket keeps graphql-ws defaults (lazy connect, retry with backoff) and authenticates in
 * connectionParams, evaluated on every (re)connect so it always carries the current token.
 */
export function createApolloClient({ locale, onSessionEnded }: ApolloClientOptions): ApolloClient {
  const webSocket = createClient({
    url: gatewayWebSocketUrl(window.location),
    lazy: true,
    connectionParams: async () => {
      const authorization = await currentAuthorization(locale, onSessionEnded);
      return authorization ? { authorization } : {};
    },
  });
  const transport = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(webSocket),
    new HttpLink({ uri: env.gatewayPath }),
  );
  return new ApolloClient({
    link: ApolloLink.from([createSessionRefreshLink(locale, onSessionEnded), createAuthLink(locale, onSessionEnded), transport]),
    cache: new InMemoryCache(),
  });
}
