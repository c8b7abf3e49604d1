import { Edit } from 'react-admin';
import { EmergencyQueueForm } from './EmergencyQueueForm';

/** Pessimistic: the form waits for the gateway, so a refused grant lands under the professionals input. */
const EmergencyQueueEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <EmergencyQueueForm mode="update" />
  </Edit>
);

export default EmergencyQueueEdit;
