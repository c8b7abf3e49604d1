import { useQuery } from '@apollo/client/react';
import { Divider, Stack } from '@mui/material';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { RouteLoading } from '../../routing/RouteLoading';
import { ProfessionalDocumentsSection } from '../clinical-documents/ProfessionalDocumentsSection';
import { AppointmentNotesForm } from '../professional/AppointmentNotesForm';
import { RoomNotesAppointmentDocument } from './room.documents';

/**
 * The professional's "Service notes" beside the call: notes, orientation to the patient, CID-10 and upshot, saved with
 * updateAppointment by the appointment detail's own form (field errors under their inputs, translated); below them the
 * appointment's clinical documents, issued and signed from the room too.
 */
export function ServiceNotesPanel({ appointmentId }: { appointmentId: string }) {
  const { data, error } = useQuery(RoomNotesAppointmentDocument, { variables: { id: appointmentId }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorAlert error={error} />;
  if (!data) return <RouteLoading />;
  if (!data.appointment) return null;
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <AppointmentNotesForm key={data.appointment.id} appointment={data.appointment} />
      <ProfessionalDocumentsSection appointmentId={data.appointment.id} timeZone={data.appointment.timeZone} compact />
    </Stack>
  );
}
