import { nowMs } from '@teleconsulta/schema';
import type { I18nProvider } from 'react-admin';
import { env } from '../env';
import { createApolloClient, websocketUrl } from './apollo-client';
import { createAuthProvider } from './auth-provider';
import { createGraphqlDataProvider } from './data-provider';
import { createGatewayFetch } from './gateway-fetch';
import { createGraphqlRequest } from './graphql-request';
import { createSessionStore } from './session.store';

/** Wires the providers: one session, one gateway fetch (token, language, refresh) under both clients. */
export function createProviders(i18nProvider: I18nProvider) {
  const session = createSessionStore(localStorage);
  const fetch = createGatewayFetch({ url: env.graphqlUrl, session, getLocale: i18nProvider.getLocale });
  const client = createApolloClient(env.graphqlUrl, fetch, {
    url: websocketUrl(env.graphqlUrl, window.location.href),
    // The socket authenticates once, at connect: refresh a token about to expire first (any call through the
    // gateway fetch does), then send the current one.
    connectionParams: async () => {
      const current = session.get();
      if (current && current.expiresAt - nowMs() < 30_000) {
        await fetch(env.graphqlUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"query":"{ health }"}',
        }).catch(() => undefined);
      }
      const token = session.get()?.accessToken;
      return { ...(token ? { authorization: `Bearer ${token}` } : {}), acceptLanguage: i18nProvider.getLocale() };
    },
  });
  return {
    client,
    dataProvider: createGraphqlDataProvider(client),
    authProvider: createAuthProvider({ request: createGraphqlRequest(env.graphqlUrl, fetch), session }),
  };
}
