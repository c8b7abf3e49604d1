import { skipToken, useQuery } from '@apollo/client/react';
import { addDays, dateInZone } from '@teleconsulta/schema';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { HomeNextAppointmentDocument, HomeUpcomingDocument } from './home.documents';
import { OPEN_STATUSES, pickNext } from './next-appointment.util';

/**
 * The patient's next appointment (theirs or a dependent's): the open ones from today in the clinic's calendar, the
 * first not ended, read in detail for its room and payment links. `next` is null when there is none.
 */
export function useNextAppointment() {
  const { setup } = useCompanySetup();
  const today = setup ? dateInZone(setup.settings.timeZone) : null;
  const upcoming = useQuery(HomeUpcomingDocument, {
    skip: !today,
    variables: today ? { filter: { from: today, to: addDays(today, 365), status: [...OPEN_STATUSES] } } : undefined,
    fetchPolicy: 'cache-and-network',
  });
  const nextId = upcoming.data ? (pickNext(upcoming.data.appointments.items)?.id ?? null) : undefined;
  const detail = useQuery(
    HomeNextAppointmentDocument,
    nextId ? { variables: { id: nextId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const loading = nextId === undefined || (nextId !== null && !detail.data);
  return {
    loading: loading && !upcoming.error && !detail.error,
    error: upcoming.error ?? detail.error,
    next: nextId ? (detail.data?.appointment ?? null) : null,
  };
}
