import { type ApolloClient, ApolloProvider } from '@apollo/client';
import {
  AccessDenied,
  Admin,
  type AuthProvider,
  CustomRoutes,
  type DataProvider,
  type I18nProvider,
  Resource,
  type Store,
  Title,
} from 'react-admin';
import { Dashboard } from './dashboard/Dashboard';
import { LoginPage } from './login/LoginPage';
import { passwordAccountRoutes, passwordPublicRoutes } from './password/password.routes';
import agenda from './resources/agenda';
import appointments from './resources/appointment';
import appointmentReport from './resources/appointment/report';
import appointmentRequests from './resources/appointment-request';
import companies from './resources/company';
import { companyFinancials } from './resources/company-finance';
import emergencyBoard from './resources/emergency/board';
import emergencyGroups from './resources/emergency/groups';
import emergencyQueues from './resources/emergency/queues';
import erasureRequests from './resources/erasure-request';
import integrations from './resources/integration';
import messages from './resources/message';
import outbox from './resources/message/outbox';
import persons from './resources/person';
import plans from './resources/plan';
import professionals from './resources/professional';
import { professionalSchedules } from './resources/professional/schedule';
import recordAccesses from './resources/record-access';
import { resourceRedirectRoutes } from './resources/resource-redirects';
import screenings from './resources/screening';
import securityIncidents from './resources/security-incident';
import serviceRequests from './resources/service-request';
import staff from './resources/staff';
import termsVersions from './resources/terms';
import { ConsoleLayout } from './terms/ConsoleLayout';
import { consoleTheme } from './theme/console-theme';

type AppProps = {
  client: ApolloClient<unknown>;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  store: Store;
};

/** A page the user's roles do not allow (authProvider.canAccess): the catalogue's "Access Denied". */
const ConsoleAccessDenied = () => (
  <>
    <Title title="app.errors.ACCESS_DENIED" />
    <AccessDenied textPrimary="app.errors.ACCESS_DENIED" textSecondary="app.access_denied_detail" />
  </>
);

/** The back office: one <Resource> per resource folder. */
export const App = ({ client, ...providers }: AppProps) => (
  <ApolloProvider client={client}>
    <Admin
      {...providers}
      layout={ConsoleLayout}
      theme={consoleTheme}
      loginPage={LoginPage}
      dashboard={Dashboard}
      accessDenied={ConsoleAccessDenied}
      requireAuth
      disableTelemetry
    >
      <Resource name="companies" {...companies} />
      <Resource name="companyFinancials" {...companyFinancials} />
      <Resource name="plans" {...plans} />
      <Resource name="persons" {...persons} />
      <Resource name="professionals" {...professionals} />
      <Resource name="professionalSchedules" {...professionalSchedules} />
      <Resource name="emergencyBoard" {...emergencyBoard} />
      <Resource name="emergencyQueues" {...emergencyQueues} />
      <Resource name="emergencyGroups" {...emergencyGroups} />
      <Resource name="integrations" {...integrations} />
      <Resource name="serviceRequests" {...serviceRequests} />
      <Resource name="screenings" {...screenings} />
      <Resource name="staff" {...staff} />
      <Resource name="agenda" {...agenda} />
      <Resource name="appointments" {...appointments} />
      <Resource name="appointmentReport" {...appointmentReport} />
      <Resource name="appointmentRequests" {...appointmentRequests} />
      <Resource name="erasureRequests" {...erasureRequests} />
      <Resource name="recordAccesses" {...recordAccesses} />
      <Resource name="securityIncidents" {...securityIncidents} />
      <Resource name="messages" {...messages} />
      <Resource name="outbox" {...outbox} />
      <Resource name="termsVersions" {...termsVersions} />
      <CustomRoutes noLayout>{passwordPublicRoutes}</CustomRoutes>
      <CustomRoutes>{passwordAccountRoutes}</CustomRoutes>
      <CustomRoutes>{resourceRedirectRoutes}</CustomRoutes>
    </Admin>
  </ApolloProvider>
);
