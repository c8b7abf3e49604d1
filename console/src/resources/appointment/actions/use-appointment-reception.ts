import { useQuery } from '@apollo/client';
import { AppointmentReceptionDocument } from './reception.documents';

/**
 * The reception's view of an appointment (arrival, assistant physician, what the caller may do now): one query shared
 * by the toolbar and the fields that show it, read from the network each time the page opens.
 */
export function useAppointmentReception(id: string | undefined) {
  const { data, loading, error, refetch } = useQuery(AppointmentReceptionDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  return { reception: data?.appointment ?? null, loading, error, refetch };
}
