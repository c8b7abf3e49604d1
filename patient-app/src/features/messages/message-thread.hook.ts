import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { MarkMessageSeenDocument, PatientMessageDocument, UnreadMessagesDocument } from './messages.documents';
import { useUnreadMessages } from './unread-messages.hook';

/**
 * One thread as the patient reads it. Opening it marks it seen (markMessageSeen; SPEC §8: a failure is ignored). While
 * it is open, a rise of the unread count (the clinic answered) reads the thread again, and marks it seen when the
 * new message is in this thread.
 */
export function useMessageThread(id: string) {
  const { data, error, refetch } = useQuery(PatientMessageDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [markSeen] = useMutation(MarkMessageSeenDocument, { refetchQueries: [UnreadMessagesDocument] });
  const unread = useUnreadMessages();
  const before = useRef(unread);

  useEffect(() => {
    void markSeen({ variables: { id } }).catch(() => undefined);
  }, [id, markSeen]);

  useEffect(() => {
    const rose = unread > before.current;
    before.current = unread;
    if (!rose) return;
    void refetch()
      .then((result) => {
        if ((result.data?.message?.unread ?? 0) > 0) return markSeen({ variables: { id } });
      })
      .catch(() => undefined);
  }, [unread, id, refetch, markSeen]);

  return { loaded: data !== undefined, error, message: data?.message ?? null };
}
