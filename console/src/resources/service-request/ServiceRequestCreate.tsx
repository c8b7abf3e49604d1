import { SERVICE_REQUEST_CATEGORY, SERVICE_REQUEST_CODE } from '@teleconsulta/schema';
import { Create } from 'react-admin';
import { ServiceRequestForm } from './ServiceRequestForm';

/** A new request: SPEC §9's category and code, active, a routine order. */
const ServiceRequestCreate = () => (
  <Create redirect="show">
    <ServiceRequestForm
      mode="create"
      defaultValues={{
        status: 'ACTIVE',
        intent: 'ORDER',
        priority: 'ROUTINE',
        category: SERVICE_REQUEST_CATEGORY,
        code: SERVICE_REQUEST_CODE,
      }}
    />
  </Create>
);

export default ServiceRequestCreate;
