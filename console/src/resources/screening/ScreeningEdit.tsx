import { Edit } from 'react-admin';
import { ScreeningForm } from './ScreeningForm';

/** Pessimistic: the form waits for the gateway, so its field errors land under the inputs. */
const ScreeningEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <ScreeningForm mode="update" />
  </Edit>
);

export default ScreeningEdit;
