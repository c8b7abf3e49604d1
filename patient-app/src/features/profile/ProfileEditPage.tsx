import { useQuery } from '@apollo/client/react';
import { Alert } from '@mui/material';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { ProfileForm } from './ProfileForm';
import { MyProfileDocument } from './profile.documents';
import { toProfileValues } from './profile-form.util';

/** /profile/person/edit/:id (SPEC §2): the patient's own profile (or a dependent's): name, phones and address. */
export default function ProfileEditPage() {
  const t = useT();
  const personId = useParams().id ?? '';
  const { data, error } = useQuery(MyProfileDocument, { variables: { personId }, fetchPolicy: 'network-only' });
  if (error && !data) return <ErrorAlert error={error} />;
  if (!data) return <RouteLoading />;
  if (!data.myProfile)
    return (
      <Alert severity="warning" data-testid="profile-not-found">
        {t('profile.notFound')}
      </Alert>
    );
  return <ProfileForm key={data.myProfile.id} personId={personId} email={data.myProfile.mail} initial={toProfileValues(data.myProfile)} />;
}
