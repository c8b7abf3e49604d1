import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import type { RoomChatFieldsFragment } from '../../gql/graphql';
import { RoomChatDocument } from './room.documents';
import type { RoomActions } from './room-actions.hook';

/** The room's chat: the lines so far (roomChat), then each CHAT event and each line sent, once each, in time order. */
export function useRoomChat(sessionId: string, actions: RoomActions, enabled: boolean) {
  const { data } = useQuery(RoomChatDocument, { variables: { sessionId }, skip: !enabled, fetchPolicy: 'network-only' });
  const [added, setAdded] = useState<RoomChatFieldsFragment[]>([]);
  const [seen, setSeen] = useState(0);

  const messages = useMemo(() => {
    const byId = new Map<string, RoomChatFieldsFragment>();
    for (const message of [...(data?.roomChat ?? []), ...added]) byId.set(message.id, message);
    return [...byId.values()].sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  }, [data, added]);

  const append = useCallback((message: RoomChatFieldsFragment) => setAdded((current) => [...current, message]), []);
  const send = useCallback(
    async (text: string) => {
      const message = await actions.sendChat(sessionId, text);
      append(message);
    },
    [actions, sessionId, append],
  );

  return {
    messages,
    /** Lines not read yet (the drawer marks them read when open). */
    unread: Math.max(0, messages.length - seen),
    markRead: useCallback(() => setSeen(messages.length), [messages.length]),
    append,
    send,
  };
}

export type RoomChat = ReturnType<typeof useRoomChat>;
