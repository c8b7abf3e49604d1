import { ApolloClient, type ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { FALLBACK_LOCALE, type Locale } from '@teleconsulta/schema';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { AppThemeProvider } from '../theme/AppThemeProvider';

type Options = {
  /** The user's language: Portuguese (the fallback) unless a test asks for English. */
  locale?: Locale;
  /** The gateway's stand-in (createScriptedLink). */
  link: ApolloLink;
};

/**
 * Renders a screen inside the app's own providers, as main.tsx sets them up (language, MUI theme, Apollo), plus a
 * memory router for the links it shows. Answers Testing Library's queries, a user-event session and the client.
 */
export function renderWithProviders(ui: ReactElement, { locale = FALLBACK_LOCALE, link }: Options) {
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleProvider locale={locale}>
      <AppThemeProvider>
        <ApolloProvider client={client}>
          <MemoryRouter>{children}</MemoryRouter>
        </ApolloProvider>
      </AppThemeProvider>
    </LocaleProvider>
  );
  // No pause between keystrokes: user-event's default one (a timer per key) only makes the tests slower.
  return { client, user: userEvent.setup({ delay: null }), ...render(ui, { wrapper }) };
}

/** A whole screen (MUI and all) renders slowly in jsdom on a busy machine: its tests get more time than vitest's 5 s. */
export const SCREEN_TEST_MS = 20_000;
