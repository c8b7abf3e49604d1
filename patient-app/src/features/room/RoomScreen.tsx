import { Stack } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';
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
 * data attributes. When a screen replaces another and the focus was on something that went away (the Enter button of
 * the connectivity test, say), the focus moves to the new screen's heading: a keyboard or screen-reader user goes on
 * from there, never from the top of the page.
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
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (state === 'loading' || (active && active !== document.body)) return;
    const target = root.current?.querySelector<HTMLElement>('h1, h2') ?? root.current;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [state]);
  return (
    <Stack
      ref={root}
      sx={{ '&:focus, & h1:focus, & h2:focus': { outline: 'none' } }}
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
