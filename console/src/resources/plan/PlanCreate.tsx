import { Create } from 'react-admin';
import { PlanForm } from './PlanForm';

/** The plan belongs to the current company (the services set it). */
const PlanCreate = () => (
  <Create redirect="show">
    <PlanForm mode="create" />
  </Create>
);

export default PlanCreate;
