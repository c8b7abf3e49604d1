import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache } from '@apollo/client';
import { FALLBACK_LOCALE, type Locale } from '@teleconsulta/schema';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { AdminContext, type DataProvider, memoryStore, Notification, TestMemoryRouter, testDataProvider } from 'react-admin';
import { en } from '../i18n/en';
import { ptBr } from '../i18n/pt-br';
import type { SessionViewer } from '../providers/auth.documents';
import { createAuthProvider } from '../providers/auth-provider';
import type { GraphqlRequest } from '../providers/graphql-request';
import { createI18nProvider } from '../providers/i18n-provider';
import { createMemorySession } from '../providers/session.fake';

/** Who is signed in, as the gateway's `me` answers; only what a test cares about needs to be given. */
export type TestViewer = Partial<SessionViewer> & Pick<SessionViewer, 'roles'>;

type Options = {
  /** The user's language: Portuguese (the fallback) unless a test asks for English. */
  locale?: Locale;
  /** The gateway's stand-in for what the screen reads through Apollo (createScriptedLink). */
  link?: ApolloLink;
  /** What react-admin's data provider answers; a method left out rejects (testDataProvider). */
  dataProvider?: Partial<DataProvider>;
  /** The signed-in user. */
  viewer?: TestViewer;
};

/** The real auth provider over a `me` that answers the test's viewer, with a session already open. */
function signedInAuthProvider(viewer: TestViewer) {
  const me: SessionViewer = {
    id: 'user-1',
    username: 'manager',
    name: 'Marta Gestora',
    email: 'marta@clinica.test',
    companyId: 'company-1',
    isPlatformAdmin: false,
    memberships: [],
    ...viewer,
  };
  const request = (async () => ({ me })) as unknown as GraphqlRequest;
  const session = createMemorySession();
  session.save({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 3600 });
  return createAuthProvider({ request, session });
}

/**
 * Renders a screen inside the console's own providers, as App.tsx sets them up (Apollo, react-admin with the real
 * i18n and auth providers), in a memory router and with react-admin's notifications shown. Answers Testing Library's
 * queries, a user-event session and the Apollo client.
 */
export function renderWithProviders(
  ui: ReactElement,
  { locale = FALLBACK_LOCALE, link = ApolloLink.empty(), dataProvider = {}, viewer = { roles: ['M'] } }: Options = {},
) {
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const i18nProvider = createI18nProvider(locale, locale === 'en' ? en : ptBr);
  const authProvider = signedInAuthProvider(viewer);
  const store = memoryStore();
  const data = testDataProvider(dataProvider);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>
      <TestMemoryRouter>
        <AdminContext dataProvider={data} authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
          {children}
          <Notification />
        </AdminContext>
      </TestMemoryRouter>
    </ApolloProvider>
  );
  return { client, user: userEvent.setup(), ...render(ui, { wrapper }) };
}
