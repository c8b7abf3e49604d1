import { useQuery } from '@apollo/client/react';
import { Alert, Stack } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { SigningCertificateCard } from '../clinical-documents/SigningCertificateCard';
import { useMyProfessional } from './my-professional.hook';
import { ProfessionalOnly } from './ProfessionalOnly';
import { ProfessionalProfileForm } from './ProfessionalProfileForm';
import { professionalProfilePath } from './professional.paths';
import { ProfessionalProfileDocument } from './professional-profile.documents';

/** /profile/professional/edit/:id (SPEC §2), and /profile/professional/edit opening the signed-in doctor's own. */
export default function ProfessionalProfilePage() {
  const id = useParams().id;
  return <ProfessionalOnly>{() => (id ? <Profile id={id} /> : <Mine />)}</ProfessionalOnly>;
}

function Mine() {
  const t = useT();
  const { professional, loaded, error } = useMyProfessional();
  if (error) return <ErrorAlert error={error} />;
  if (!loaded) return <RouteLoading />;
  if (!professional) return <Alert severity="info">{t('professional.noRecord')}</Alert>;
  return <Navigate to={professionalProfilePath(professional.id)} replace />;
}

function Profile({ id }: { id: string }) {
  const t = useT();
  const { data, error } = useQuery(ProfessionalProfileDocument, { variables: { id }, fetchPolicy: 'network-only' });
  if (error && !data) return <ErrorAlert error={error} />;
  if (!data) return <RouteLoading />;
  if (!data.professional) return <Alert severity="warning">{t('professional.profile.notFound')}</Alert>;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <ProfessionalProfileForm key={data.professional.id} professional={data.professional} />
      <SigningCertificateCard />
    </Stack>
  );
}
