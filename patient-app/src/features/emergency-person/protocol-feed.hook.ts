import { useQuery, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { EmergencyPersonProtocolDocument, EmergencyProtocolChangedDocument } from './emergency-person.documents';

export type FeedConnection = 'connecting' | 'open' | 'closed';

/**
 * SPEC §4's realtime connection for the emergency queue, on graphql-ws: the protocol is read, then followed by its
 * subscription; each change lands in the Apollo cache (the same protocol by id), so the screen follows. The
 * connection is 'open' once the first item arrived; an error or the end of the subscription marks it 'closed' and
 * stops it (no retry loop behind the patient's back); reconnect() starts it again and reads the protocol afresh.
 */
export function useProtocolFeed(protocolId: string) {
  const [attempt, setAttempt] = useState(0);
  const query = useQuery(EmergencyPersonProtocolDocument, { variables: { id: protocolId }, fetchPolicy: 'network-only' });
  const [closed, setClosed] = useState(false);
  const subscription = useSubscription(EmergencyProtocolChangedDocument, {
    variables: { id: protocolId },
    skip: closed,
    // a new attempt is a new subscription
    context: { attempt },
    onError: () => setClosed(true),
    onComplete: () => setClosed(true),
    onData: ({ data }) => {
      if (data.data?.emergencyProtocolChanged.resyncRequired) void query.refetch();
    },
  });
  const connection: FeedConnection = closed ? 'closed' : subscription.data ? 'open' : 'connecting';
  const reconnect = () => {
    setClosed(false);
    setAttempt((n) => n + 1);
    void query.refetch();
  };
  return { protocol: query.data?.emergencyProtocol ?? null, error: query.error, connection, reconnect };
}
