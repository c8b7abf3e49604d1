import { type ApolloClient, ApolloProvider } from '@apollo/client';
import { AccessDenied, Admin, type AuthProvider, type DataProvider, type I18nProvider, Resource, type Store } from 'react-admin';
import { Dashboard } from './dashboard/Dashboard';
import { LoginPage } from './login/LoginPage';
import companies from './resources/companies';
import { companyFinancials } from './resources/companies/finance';
import persons from './resources/persons';
import plans from './resources/plans';
import professionals from './resources/professionals';
import staff from './resources/staff';

type AppProps = {
  client: ApolloClient<unknown>;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  store: Store;
};

/** A page the user's roles do not allow (authProvider.canAccess): the catalogue's "Access Denied". */
const ConsoleAccessDenied = () => <AccessDenied textPrimary="app.errors.ACCESS_DENIED" textSecondary="app.access_denied_detail" />;

/** The back office: one <Resource> per resource folder. */
export const App = ({ client, ...providers }: AppProps) => (
  <ApolloProvider client={client}>
    <Admin {...providers} loginPage={LoginPage} dashboard={Dashboard} accessDenied={ConsoleAccessDenied} requireAuth disableTelemetry>
      <Resource name="companies" {...companies} />
      <Resource name="companyFinancials" {...companyFinancials} />
      <Resource name="plans" {...plans} />
      <Resource name="persons" {...persons} />
      <Resource name="professionals" {...professionals} />
      <Resource name="staff" {...staff} />
    </Admin>
  </ApolloProvider>
);
