import { Create } from 'react-admin';
import { SecurityIncidentForm } from './SecurityIncidentForm';

/** A new entry of the register, open; its deadlines and who recorded it come from the server. */
const SecurityIncidentCreate = () => (
  <Create redirect="show">
    <SecurityIncidentForm />
  </Create>
);

export default SecurityIncidentCreate;
