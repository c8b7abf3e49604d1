import { useApolloClient } from '@apollo/client/react';
import { minutesSince, now } from '@teleconsulta/schema';
import { useMemo } from 'react';
import type { RoomSessionFieldsFragment } from '../../gql/graphql';
import {
  AwayFromRoomDocument,
  FinishRoomDocument,
  JoinRoomDocument,
  LeaveRoomDocument,
  SendRoomChatDocument,
  SendRoomSignalDocument,
  SendToAggregatorDocument,
  StartRoomDocument,
} from './room.documents';
import type { RoomSignal } from './room-signal.util';

/** Sent while the page unloads: the browser finishes the request after the page is gone. */
const UNLOADING = { fetchOptions: { keepalive: true } };

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} answered no data`);
  return value;
}

/** The room's mutations (room.graphql), as plain functions; refusals are thrown as Apollo errors. */
export function useRoomActions() {
  const client = useApolloClient();
  return useMemo(
    () => ({
      join: async (access: string) =>
        required((await client.mutate({ mutation: JoinRoomDocument, variables: { access } })).data?.joinRoom, 'joinRoom'),
      start: async (sessionId: string) =>
        required((await client.mutate({ mutation: StartRoomDocument, variables: { sessionId } })).data?.startRoom, 'startRoom'),
      leave: async (sessionId: string) =>
        required((await client.mutate({ mutation: LeaveRoomDocument, variables: { sessionId } })).data?.leaveRoom, 'leaveRoom'),
      finish: async (sessionId: string) =>
        required((await client.mutate({ mutation: FinishRoomDocument, variables: { sessionId } })).data?.finishRoom, 'finishRoom'),
      sendSignal: (sessionId: string, signal: RoomSignal) =>
        client.mutate({ mutation: SendRoomSignalDocument, variables: { sessionId, signal } }),
      sendChat: async (sessionId: string, text: string) =>
        required(
          (await client.mutate({ mutation: SendRoomChatDocument, variables: { sessionId, text } })).data?.sendRoomChat,
          'sendRoomChat',
        ),
      /** This location goes away without ending the visit (best effort: failures are only logged). */
      away: (sessionId: string, unloading = false) =>
        void client
          .mutate({ mutation: AwayFromRoomDocument, variables: { sessionId }, ...(unloading ? { context: UNLOADING } : {}) })
          .catch((error: unknown) => console.warn('[room] awayFromRoom', error)),
      /** SPEC §7 metrics on leaving: the minutes since the stored entry time; errors are ignored and logged (§8). */
      reportMinutes: (session: Pick<RoomSessionFieldsFragment, 'companyId' | 'personId' | 'enteredAt'>, unloading = false) =>
        void client
          .mutate({
            mutation: SendToAggregatorDocument,
            variables: {
              input: {
                companyId: session.companyId,
                eventType: 'PERSON_LOGIN',
                personId: session.personId,
                value: minutesSince(session.enteredAt, now()),
              },
            },
            ...(unloading ? { context: UNLOADING } : {}),
          })
          .catch((error: unknown) => console.warn('[room] sendToAggregator', error)),
    }),
    [client],
  );
}

export type RoomActions = ReturnType<typeof useRoomActions>;
