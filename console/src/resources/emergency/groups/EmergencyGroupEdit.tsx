import { Edit } from 'react-admin';
import { EmergencyGroupForm } from './EmergencyGroupForm';

/** Pessimistic: the form waits for the gateway, so its field errors land under the inputs. */
const EmergencyGroupEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <EmergencyGroupForm />
  </Edit>
);

export default EmergencyGroupEdit;
