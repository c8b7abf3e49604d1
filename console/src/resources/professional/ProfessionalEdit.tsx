import { Edit } from 'react-admin';
import { ProfessionalForm } from './ProfessionalForm';

/** Pessimistic: the form waits for the gateway, so its field errors land under the inputs. */
const ProfessionalEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <ProfessionalForm mode="update" />
  </Edit>
);

export default ProfessionalEdit;
