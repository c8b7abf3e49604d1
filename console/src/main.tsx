import { StrictMode } from 'react';
import { localStorageStore } from 'react-admin';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createProviders } from './providers';
import { chooseLocale, createI18nProvider, loadMessages } from './providers/i18n-provider';

const store = localStorageStore(undefined, 'teleconsulta-console');
const locale = chooseLocale(store.getItem('locale'), navigator.languages);
const i18nProvider = createI18nProvider(locale, await loadMessages(locale), (current) => {
  document.documentElement.lang = current;
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App store={store} i18nProvider={i18nProvider} {...createProviders(i18nProvider)} />
  </StrictMode>,
);
