import { Edit } from 'react-admin';
import { PersonForm } from './PersonForm';

/** Pessimistic: the form waits for the gateway, so its field errors land under the inputs. */
const PersonEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <PersonForm mode="update" />
  </Edit>
);

export default PersonEdit;
