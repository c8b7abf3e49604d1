import { Alert } from '@mui/material';

/**
 * The D/DC variant of /appointment/detail/:id. Scaffold only: the professional screens' engineer replaces it with
 * the real detail (patient, reason, history link, notes, status actions).
 */
export default function ProfessionalAppointmentDetail({ id }: { id: string }) {
  return <Alert severity="info" data-testid="professional-appointment-detail" data-id={id} />;
}
