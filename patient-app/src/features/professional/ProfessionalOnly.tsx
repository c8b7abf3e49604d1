import { useQuery } from '@apollo/client/react';
import { PROFESSIONAL_ROLES } from '@teleconsulta/schema';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasAnyRole } from '../../auth/viewer.util';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { graphql } from '../../gql';
import type { ProfessionalViewerQuery } from '../../gql/graphql';
import { PATHS } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { AccessDenied } from './AccessDenied';

const ProfessionalViewerDocument = graphql(`
  query ProfessionalViewer {
    me {
      id
      name
      roles
    }
  }
`);

export type ProfessionalViewer = NonNullable<ProfessionalViewerQuery['me']>;

/**
 * The professional screens are for roles D and DC (SPEC §6): a patient goes to the patient home, anyone else reads
 * "Access Denied". The viewer comes from the cache the secure layout filled.
 */
export function ProfessionalOnly({ children }: { children: (viewer: ProfessionalViewer) => ReactNode }) {
  const { data, error } = useQuery(ProfessionalViewerDocument);
  if (error) return <ErrorAlert error={error} />;
  if (!data?.me) return <RouteLoading />;
  if (hasAnyRole(data.me.roles, PROFESSIONAL_ROLES)) return children(data.me);
  if (data.me.roles.includes('P')) return <Navigate to={PATHS.home} replace />;
  return <AccessDenied />;
}
