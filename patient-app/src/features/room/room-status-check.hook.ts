import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { RoomAppointmentStatusDocument } from './room.documents';
import type { RoomAction } from './room.reducer';

/** The appointment's status is read again this often (and once soon after entering): a safety net for lost events. */
const STATUS_CHECK_MS = 10_000;
const FIRST_STATUS_CHECK_MS = 2_000;

/** Safety net for an event lost while the subscription (re)connected: the appointment's status, read now and then. */
export function useRoomStatusCheck(appointmentId: string, active: boolean, apply: (action: RoomAction) => unknown) {
  const client = useApolloClient();
  useEffect(() => {
    if (!active) return;
    const check = () =>
      client
        .query({ query: RoomAppointmentStatusDocument, variables: { id: appointmentId }, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          const status = data?.appointment?.status;
          if (status) apply({ type: 'status', status });
        })
        .catch((error: unknown) => console.warn('[room] status check', error));
    const first = setTimeout(check, FIRST_STATUS_CHECK_MS);
    const every = setInterval(check, STATUS_CHECK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [active, client, appointmentId, apply]);
}
