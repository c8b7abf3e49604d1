import { Create } from 'react-admin';
import { ProfessionalForm } from './ProfessionalForm';

/** A new professional: council CRM, active, no emergency access unless chosen. */
const ProfessionalCreate = () => (
  <Create redirect="show">
    <ProfessionalForm
      mode="create"
      defaultValues={{ licenseCouncil: 'CRM', status: 'ACTIVE', role: 'D', emergencyAccess: false, specialties: [] }}
    />
  </Create>
);

export default ProfessionalCreate;
