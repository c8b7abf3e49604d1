import { Alert } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { useMyProfessional } from './my-professional.hook';
import { ProfessionalOnly } from './ProfessionalOnly';
import { availabilityPath } from './professional.paths';

/** /schedule_availability (the menu's "My availability"): opens the signed-in doctor's own /schedule_availability/:id. */
export default function MyAvailabilityRedirect() {
  return <ProfessionalOnly>{() => <Redirect />}</ProfessionalOnly>;
}

function Redirect() {
  const t = useT();
  const { professional, loaded, error } = useMyProfessional();
  if (error) return <ErrorAlert error={error} />;
  if (!loaded) return <RouteLoading />;
  if (!professional) {
    return (
      <Alert severity="info" data-testid="no-professional-record">
        {t('professional.noRecord')}
      </Alert>
    );
  }
  return <Navigate to={availabilityPath(professional.id)} replace />;
}
