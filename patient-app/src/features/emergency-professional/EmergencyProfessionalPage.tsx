import { ProfessionalOnly } from '../professional/ProfessionalOnly';
import { EmergencyProfessional } from './EmergencyProfessional';

/** /emergency/professional (SPEC §2 virtual line), for roles D and DC; a patient is sent to the patient home. */
export default function EmergencyProfessionalPage() {
  return <ProfessionalOnly>{() => <EmergencyProfessional />}</ProfessionalOnly>;
}
