import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apollo/client';
import { clearSession } from './auth/session';
import { env } from './env';
import { LocaleProvider } from './i18n/LocaleProvider';
import { browserLocale } from './i18n/translate.util';
import { createAppRouter } from './routing/app.routes';
import { PATHS } from './routing/paths.constants';
import { AppThemeProvider } from './theme/AppThemeProvider';

const locale = browserLocale(navigator);
const router = createAppRouter();
const client = createApolloClient({
  locale,
  onSessionEnded: () => {
    clearSession();
    void router.navigate(PATHS.login, { replace: true }).then(() => client.clearStore());
  },
});

document.title = env.productName;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <LocaleProvider locale={locale}>
      <AppThemeProvider>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </AppThemeProvider>
    </LocaleProvider>
  </StrictMode>,
);
