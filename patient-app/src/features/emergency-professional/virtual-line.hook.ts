import { useQuery, useSubscription } from '@apollo/client/react';
import { useMemo, useRef, useState } from 'react';
import { serialRefresh } from '../../realtime/serial-refresh';
import { useRefreshOnFocus } from '../professional/refresh.hook';
import {
  EmergencyProfessionalBoardChangedDocument,
  EmergencyProfessionalBoardDocument,
  EmergencyProfessionalDocument,
} from './emergency-professional.documents';

/** A safety net under the subscription: the board is read again now and then. */
const REFRESH_MS = 60_000;

/**
 * The professional's virtual line data: the granted queues with their counts, the check-in and the board of those
 * queues. Every item of emergencyBoardChanged (the first one says the stream is live) reads both again, so the screens
 * follow the queues without a reload; coming back to the tab (from the room) reads them again too.
 */
export function useVirtualLine() {
  const status = useQuery(EmergencyProfessionalDocument, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false });
  // The module being enabled is enough: a professional's check-in is what brings emergency online for patients.
  const online = status.data?.emergencyStatus.enabled ?? false;
  const board = useQuery(EmergencyProfessionalBoardDocument, {
    fetchPolicy: 'network-only',
    skip: !online,
    pollInterval: REFRESH_MS,
    skipPollAttempt: () => document.visibilityState !== 'visible',
  });
  const [live, setLive] = useState(false);
  const { refetch: refetchStatus } = status;
  const { refetch: refetchBoard } = board;

  const read = useRef(async () => undefined as unknown);
  read.current = () => Promise.all([refetchStatus(), online ? refetchBoard() : Promise.resolve()]);
  // One read at a time, and one more after it for changes announced meanwhile (serial-refresh.ts says why).
  const refresh = useMemo(() => serialRefresh(() => read.current()), []);

  useSubscription(EmergencyProfessionalBoardChangedDocument, {
    skip: !online,
    onData: () => {
      setLive(true);
      void refresh().catch(() => undefined);
    },
    onError: () => setLive(false),
    onComplete: () => setLive(false),
  });
  useRefreshOnFocus(() => void refresh().catch(() => undefined));

  return {
    status: status.data ?? null,
    statusError: status.error,
    board: board.data?.emergencyBoard ?? null,
    boardError: board.error,
    online,
    live,
    refresh,
  };
}
