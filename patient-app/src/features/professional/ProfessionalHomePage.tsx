import { useQuery } from '@apollo/client/react';
import { Alert } from '@mui/material';
import { errorText, PROFESSIONAL_ROLES } from '@teleconsulta/schema';
import { Navigate } from 'react-router-dom';
import { hasAnyRole } from '../../auth/viewer.util';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { graphql } from '../../gql';
import { useLocale } from '../../i18n/locale.context';
import { PATHS } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { ProfessionalHome } from './ProfessionalHome';

const ProfessionalHomePageDocument = graphql(`
  query ProfessionalHomePage {
    me {
      id
      roles
      ...ProfessionalHomeViewer
    }
  }
`);

/** /professional/listscheduled (professionalHome), for roles D and DC; a patient is sent to the patient home. */
export default function ProfessionalHomePage() {
  const locale = useLocale();
  const { data, error } = useQuery(ProfessionalHomePageDocument);
  if (error) return <ErrorAlert error={error} />;
  if (!data?.me) return <RouteLoading />;
  if (hasAnyRole(data.me.roles, PROFESSIONAL_ROLES)) return <ProfessionalHome viewer={data.me} />;
  if (data.me.roles.includes('P')) return <Navigate to={PATHS.home} replace />;
  return (
    <Alert severity="warning" data-testid="access-denied">
      {errorText('ACCESS_DENIED', locale)}
    </Alert>
  );
}
