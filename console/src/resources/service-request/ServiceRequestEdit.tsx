import { Edit } from 'react-admin';
import { ServiceRequestForm } from './ServiceRequestForm';

/** Pessimistic: the form waits for the gateway, so its field errors land under the inputs. */
const ServiceRequestEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <ServiceRequestForm mode="update" />
  </Edit>
);

export default ServiceRequestEdit;
