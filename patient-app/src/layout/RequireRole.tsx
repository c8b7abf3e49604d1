import { useQuery } from '@apollo/client/react';
import { Alert } from '@mui/material';
import { errorText, PROFESSIONAL_ROLES, type Role } from '@teleconsulta/schema';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasAnyRole } from '../auth/viewer.util';
import { ErrorAlert } from '../errors/ErrorAlert';
import { graphql } from '../gql';
import { useLocale } from '../i18n/locale.context';
import { PATHS } from '../routing/paths.constants';
import { RouteLoading } from '../routing/RouteLoading';

const ViewerRolesDocument = graphql(`
  query ViewerRoles {
    me {
      id
      roles
    }
  }
`);

/**
 * A page for some roles only (SPEC §6): a professional who opens a patient page goes to the professional home,
 * anyone else without the roles reads "Access Denied".
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const locale = useLocale();
  const { data, error } = useQuery(ViewerRolesDocument);
  if (error) return <ErrorAlert error={error} />;
  if (!data?.me) return <RouteLoading />;
  if (hasAnyRole(data.me.roles, roles)) return children;
  if (hasAnyRole(data.me.roles, PROFESSIONAL_ROLES)) return <Navigate to={PATHS.professionalHome} replace />;
  return (
    <Alert severity="warning" data-testid="access-denied">
      {errorText('ACCESS_DENIED', locale)}
    </Alert>
  );
}
