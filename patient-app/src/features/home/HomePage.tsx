import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { graphql } from '../../gql';
import { PATHS } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { PatientHome } from './PatientHome';

const HomePageDocument = graphql(`
  query HomePage {
    me {
      id
      roles
      ...PatientHomeViewer
    }
  }
`);

/** "/": the patient home for role P; every other role goes to the professional home (SPEC §6). */
export default function HomePage() {
  const { data, error } = useQuery(HomePageDocument);
  if (error) return <ErrorAlert error={error} />;
  if (!data?.me) return <RouteLoading />;
  if (!data.me.roles.includes('P')) return <Navigate to={PATHS.professionalHome} replace />;
  return <PatientHome viewer={data.me} />;
}
