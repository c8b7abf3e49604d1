import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { CallState } from './video-call';

/** The room's screens, as its root's data-room-state says (the e2e page object and tests read it). */
export type RoomScreenState =
  | 'loading'
  | 'signin'
  | 'consent'
  | 'checking'
  | 'waiting'
  | 'live'
  | 'ended'
  | 'superseded'
  | 'inactive'
  | 'refused'
  | 'error';

/**
 * The root of one room screen: its state, the call's connection state and whether the hidden-page sound plays, as
 * data attributes.
 */
export function RoomScreen({
  state,
  peerState = 'idle',
  alerting = false,
  children,
}: {
  state: RoomScreenState;
  peerState?: CallState;
  alerting?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack
      spacing={3}
      data-testid="room"
      data-room-state={state}
      data-peer-state={peerState}
      data-alert-sound={alerting ? 'playing' : 'off'}
      aria-busy={state === 'loading'}
    >
      {children}
    </Stack>
  );
}
