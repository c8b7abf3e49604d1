import { Create } from 'react-admin';
import { CompanyForm } from './CompanyForm';

const CompanyCreate = () => (
  <Create redirect="show">
    <CompanyForm mode="create" />
  </Create>
);

export default CompanyCreate;
