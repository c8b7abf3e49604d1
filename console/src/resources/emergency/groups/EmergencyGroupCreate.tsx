import { Create } from 'react-admin';
import { EmergencyGroupForm } from './EmergencyGroupForm';

const EmergencyGroupCreate = () => (
  <Create redirect="list">
    <EmergencyGroupForm />
  </Create>
);

export default EmergencyGroupCreate;
