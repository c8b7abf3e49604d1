import type { I18nProvider } from 'react-admin';
import { env } from '../env';
import { createApolloClient } from './apollo-client';
import { createAuthProvider } from './auth-provider';
import { createGraphqlDataProvider } from './data-provider';
import { createGatewayFetch } from './gateway-fetch';
import { createGraphqlRequest } from './graphql-request';
import { createSessionStore } from './session.store';

/** Wires the providers: one session, one gateway fetch (token, language, refresh) under both clients. */
export function createProviders(i18nProvider: I18nProvider) {
  const session = createSessionStore(localStorage);
  const fetch = createGatewayFetch({ url: env.graphqlUrl, session, getLocale: i18nProvider.getLocale });
  const client = createApolloClient(env.graphqlUrl, fetch);
  return {
    client,
    dataProvider: createGraphqlDataProvider(client),
    authProvider: createAuthProvider({ request: createGraphqlRequest(env.graphqlUrl, fetch), session }),
  };
}
