import type { EmergencyBoardChange } from '../../../providers/emergency.documents';

/** A change of the board as the subscription sends it: a protocol opened in queue q1, unless the test says otherwise. */
export const boardChange = (extra: Partial<EmergencyBoardChange> = {}): EmergencyBoardChange =>
  ({
    sequence: '1',
    type: 'PROTOCOL_OPENED',
    queueId: 'q1',
    protocolId: null,
    positions: [],
    protocol: null,
    resyncRequired: false,
    ...extra,
  }) as EmergencyBoardChange;

/** The positions a change gives the protocols of its queue, from `{ protocolId: position }`. */
export const positionsOf = (positions: Record<string, number>) =>
  Object.entries(positions).map(([protocolId, position]) => ({ protocolId, position }));
