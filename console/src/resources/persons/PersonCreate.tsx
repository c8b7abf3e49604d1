import { useQuery } from '@apollo/client';
import Alert from '@mui/material/Alert';
import { Create, useTranslate } from 'react-admin';
import { NewPersonDefaultsDocument } from '../../providers/person.documents';
import { PersonForm } from './PersonForm';

/** A new patient, with the defaults of GET /person/new; says so up front when the clinic does not allow registration. */
const PersonCreate = () => {
  const translate = useTranslate();
  const { data } = useQuery(NewPersonDefaultsDocument, { fetchPolicy: 'network-only' });
  const defaults = data?.newPersonDefaults;
  return (
    <Create redirect="show">
      {defaults && !defaults.patientRegistrationAllowed ? (
        <Alert severity="warning">{translate('app.errors.PATIENT_REGISTRATION_NOT_ALLOWED')}</Alert>
      ) : null}
      <PersonForm
        key={defaults ? 'ready' : 'pending'}
        mode="create"
        defaultValues={{ country: defaults?.country ?? 'BR', status: defaults?.status ?? 'ACTIVE' }}
      />
    </Create>
  );
};

export default PersonCreate;
