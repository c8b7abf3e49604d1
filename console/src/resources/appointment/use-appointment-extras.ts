import { useQuery } from '@apollo/client';
import { AppointmentExtrasDocument } from '../../providers/appointment-file.documents';

/**
 * The appointment page's files (with download links signed for a few minutes, so read from the network each time the
 * page opens) and NPS answer: one query shared by the fields that show them.
 */
export function useAppointmentExtras(id: string | undefined) {
  const { data, loading, refetch } = useQuery(AppointmentExtrasDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  return { extras: data?.appointment ?? null, loading, refetch };
}
