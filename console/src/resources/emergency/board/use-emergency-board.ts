import { useQuery, useSubscription } from '@apollo/client';
import { useEffect, useMemo, useState } from 'react';
import {
  EmergencyBoardChangedDocument,
  EmergencyBoardDocument,
  type EmergencyProtocolRecord,
  EmergencyStatusDocument,
} from '../../../providers/emergency.documents';
import { applyBoardChange, boardQueues, mustReload } from './board-state';

/** A safety net under the subscription: the whole board is read again now and then (and after any reconnect gap). */
const REFRESH_MS = 60_000;

/**
 * The live board's data: the module's status and queues, and every open protocol, read once and then kept current by
 * the emergencyBoardChanged subscription (a change applied in place, or the board and status read again).
 */
export function useEmergencyBoard() {
  const status = useQuery(EmergencyStatusDocument, { fetchPolicy: 'network-only' });
  // The board works whenever the module is enabled; `online` (someone checked in) only decides whether patients may join.
  const enabled = status.data?.emergencyStatus.enabled ?? false;
  const online = status.data?.emergencyStatus.online ?? false;
  const board = useQuery(EmergencyBoardDocument, { fetchPolicy: 'network-only', pollInterval: REFRESH_MS, skip: !enabled });
  const [protocols, setProtocols] = useState<EmergencyProtocolRecord[]>([]);
  const [live, setLive] = useState(false);
  // Set with the first board read, in the same render as its protocols: what was on the board when the manager came.
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (!board.data) return;
    setProtocols(board.data.emergencyBoard);
    setLoaded(true);
  }, [board.data]);

  const { refetch: refetchBoard } = board;
  const { refetch: refetchStatus } = status;
  useSubscription(EmergencyBoardChangedDocument, {
    skip: !enabled,
    onData: ({ data }) => {
      const change = data.data?.emergencyBoardChanged;
      if (!change) return;
      setLive(true);
      // Decided here, not inside the state updater: React may run that later, after this handler returned.
      if (mustReload(change)) {
        void refetchBoard();
        void refetchStatus();
        return;
      }
      setProtocols((current) => applyBoardChange(current, change) ?? current);
    },
  });

  const queues = useMemo(() => boardQueues(status.data?.emergencyStatus.queues ?? [], protocols), [status.data, protocols]);

  /** Takes a protocol the manager just closed off the board, before the subscription says so. */
  const removeProtocol = (closed: EmergencyProtocolRecord) => setProtocols((current) => current.filter((p) => p.id !== closed.id));

  return { loading: status.loading, enabled, online, live, loaded, queues, protocols, removeProtocol };
}
