import { useQuery } from '@apollo/client';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { Create, useTranslate } from 'react-admin';
import { NewPersonDefaultsDocument } from '../../providers/person.documents';
import { PersonForm } from './PersonForm';

/**
 * A new patient, with the defaults of GET /person/new; says so up front when the clinic does not allow registration.
 * The form appears once the defaults are known (or failed to load), so what the user types is never reset by their arrival.
 */
const PersonCreate = () => {
  const translate = useTranslate();
  const { data, loading } = useQuery(NewPersonDefaultsDocument, { fetchPolicy: 'network-only' });
  const defaults = data?.newPersonDefaults;
  return (
    <Create redirect="show">
      {defaults && !defaults.patientRegistrationAllowed ? (
        <Alert severity="warning">{translate('app.errors.PATIENT_REGISTRATION_NOT_ALLOWED')}</Alert>
      ) : null}
      {loading ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : (
        <PersonForm mode="create" defaultValues={{ country: defaults?.country ?? 'BR', status: defaults?.status ?? 'ACTIVE' }} />
      )}
    </Create>
  );
};

export default PersonCreate;
