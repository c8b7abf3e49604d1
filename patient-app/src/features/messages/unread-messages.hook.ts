import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { UnreadMessagesChangedDocument, UnreadMessagesDocument } from './messages.documents';

/**
 * The signed-in patient's unread count: read once, then kept live by unreadMessagesChanged (the gateway re-reads the
 * caller's own count after each change of the company's messages), and read again when the window regains focus (a
 * socket that slept with the laptop). SPEC §8: a count that cannot be read is 0. `onLive` hears each count the
 * subscription brings (a page reads its messages again with it).
 */
export function useUnreadMessages(onLive?: (unread: number) => void): number {
  const client = useApolloClient();
  const told = useRef(onLive);
  told.current = onLive;
  const { data, refetch } = useQuery(UnreadMessagesDocument, { fetchPolicy: 'cache-and-network' });
  useSubscription(UnreadMessagesChangedDocument, {
    onData: ({ data: change }) => {
      const unread = change.data?.unreadMessagesChanged;
      if (typeof unread !== 'number') return;
      client.writeQuery({ query: UnreadMessagesDocument, data: { unreadMessages: unread } });
      told.current?.(unread);
    },
  });
  useEffect(() => {
    const onFocus = () => void refetch().catch(() => undefined);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  return data?.unreadMessages ?? 0;
}
