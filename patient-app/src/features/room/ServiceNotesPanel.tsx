import { useQuery } from '@apollo/client/react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { RouteLoading } from '../../routing/RouteLoading';
import { AppointmentNotesForm } from '../professional/AppointmentNotesForm';
import { RoomNotesAppointmentDocument } from './room.documents';

/**
 * The professional's "Service notes" beside the call: notes, orientation to the patient, CID-10 and upshot, saved with
 * updateAppointment by the appointment detail's own form (field errors under their inputs, translated).
 */
export function ServiceNotesPanel({ appointmentId }: { appointmentId: string }) {
  const { data, error } = useQuery(RoomNotesAppointmentDocument, { variables: { id: appointmentId }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorAlert error={error} />;
  if (!data) return <RouteLoading />;
  if (!data.appointment) return null;
  return <AppointmentNotesForm key={data.appointment.id} appointment={data.appointment} />;
}
