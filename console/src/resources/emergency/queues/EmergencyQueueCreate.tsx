import { Create } from 'react-admin';
import { EmergencyQueueForm } from './EmergencyQueueForm';

const EmergencyQueueCreate = () => (
  <Create redirect="list">
    <EmergencyQueueForm mode="create" />
  </Create>
);

export default EmergencyQueueCreate;
