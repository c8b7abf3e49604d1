import { Edit } from 'react-admin';
import { CompanyForm } from './CompanyForm';

/** Pessimistic: the form waits for the gateway, so its field errors land under the inputs. */
const CompanyEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <CompanyForm mode="update" />
  </Edit>
);

export default CompanyEdit;
