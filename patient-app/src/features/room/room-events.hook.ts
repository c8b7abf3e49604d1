import { useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import type { RoomEventsSubscription, RoomSessionFieldsFragment } from '../../gql/graphql';
import { RoomEventsDocument } from './room.documents';

export type RoomEvent = RoomEventsSubscription['roomEvents'];

/**
 * The room's events (presence, start, end, chat, signals), each once, in order. From the join's cursor: what the other
 * side sent before this subscription (its offer) is replayed. A resubscription (the socket reconnected) replays from
 * there again: events already seen are skipped.
 */
export function useRoomEvents(
  session: Pick<RoomSessionFieldsFragment, 'sessionId' | 'eventsAfter'>,
  skip: boolean,
  onEvent: (event: RoomEvent) => void,
) {
  const lastSeq = useRef(0n);
  useSubscription(RoomEventsDocument, {
    variables: { sessionId: session.sessionId, after: session.eventsAfter ?? null },
    skip,
    onData: ({ data }) => {
      const event = data.data?.roomEvents;
      if (!event) return;
      const seq = BigInt(event.seq);
      if (seq <= lastSeq.current) return;
      lastSeq.current = seq;
      onEvent(event);
    },
  });
}
