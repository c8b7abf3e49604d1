import { useCallback, useReducer, useRef } from 'react';
import type { RoomSessionFieldsFragment } from '../../gql/graphql';
import { initialRoomView, type RoomAction, roomReducer } from './room.reducer';

/**
 * What this location knows of its room (room.reducer), from joinRoom's answer on. `apply` answers the view an action
 * leads to at once, before the next render: the call follows the peer without waiting (a signal may come first).
 */
export function useRoomView(session: RoomSessionFieldsFragment) {
  const [view, dispatch] = useReducer(roomReducer, session, initialRoomView);
  const viewRef = useRef(view);

  /** Applies an action now (the call follows the peer at once) and for the next render. */
  const apply = useCallback((action: RoomAction) => {
    viewRef.current = roomReducer(viewRef.current, action);
    dispatch(action);
    return viewRef.current;
  }, []);

  return { view, apply };
}
