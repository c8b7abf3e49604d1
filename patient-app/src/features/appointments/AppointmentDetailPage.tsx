import { useQuery } from '@apollo/client/react';
import { PROFESSIONAL_ROLES } from '@teleconsulta/schema';
import { useParams } from 'react-router-dom';
import { hasAnyRole } from '../../auth/viewer.util';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { graphql } from '../../gql';
import { RouteLoading } from '../../routing/RouteLoading';
import ProfessionalAppointmentDetail from '../professional/ProfessionalAppointmentDetail';
import { PatientAppointmentDetail } from './PatientAppointmentDetail';

const AppointmentDetailViewerDocument = graphql(`
  query AppointmentDetailViewer {
    me {
      id
      roles
    }
  }
`);

/**
 * /appointment/detail/:id (secure, SPEC §2): the D/DC variant for professionals, the patient's for everyone else
 * (the services decide what each may read and do).
 */
export default function AppointmentDetailPage() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(AppointmentDetailViewerDocument);
  if (error) return <ErrorAlert error={error} />;
  if (!data?.me) return <RouteLoading />;
  if (hasAnyRole(data.me.roles, PROFESSIONAL_ROLES)) return <ProfessionalAppointmentDetail id={id} />;
  return <PatientAppointmentDetail id={id} />;
}
