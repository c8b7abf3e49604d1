import { ProfessionalHome } from './ProfessionalHome';
import { ProfessionalOnly } from './ProfessionalOnly';

/** /professional/listscheduled (professionalHome), for roles D and DC; a patient is sent to the patient home. */
export default function ProfessionalHomePage() {
  return <ProfessionalOnly>{(viewer) => <ProfessionalHome viewer={viewer} />}</ProfessionalOnly>;
}
