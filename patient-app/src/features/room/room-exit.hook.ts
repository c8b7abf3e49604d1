import { useCallback, useEffect, useRef } from 'react';
import type { RoomSessionFieldsFragment } from '../../gql/graphql';
import type { RoomActions } from './room-actions.hook';
import type { VideoCall } from './video-call';

type Options = {
  session: RoomSessionFieldsFragment;
  actions: RoomActions;
  call: VideoCall;
  /** Releases the camera and microphone. */
  stopMedia: () => void;
  /** The attendance ended (for both sides). */
  ended: boolean;
  /** A later join of the same person replaced this location. */
  superseded: boolean;
  /** This location stopped: replaced by a later one, or disconnected for inactivity. */
  onStopped: (why: 'superseded' | 'inactive') => void;
};

/**
 * The ways out of the room for one location, each said once: the attendance ended (the call closed, the devices
 * released, the metrics sent), replaced by a later location, leaving the page or the route (awayFromRoom, best effort,
 * and the metrics), or disconnected for inactivity (`inactive`).
 */
export function useRoomExit({ session, actions, call, stopMedia, ended, superseded, onStopped }: Options) {
  const { sessionId } = session;
  const stopped = useRef(onStopped);
  stopped.current = onStopped;
  /** This location is done with the room (ended, replaced, away already said): nothing more to send on the way out. */
  const done = useRef(false);
  const reported = useRef(false);

  const report = useCallback(
    (unloading = false) => {
      if (reported.current) return;
      reported.current = true;
      actions.reportMinutes(session, unloading);
    },
    [actions, session],
  );

  useEffect(() => {
    if (!ended) return;
    done.current = true;
    call.close();
    stopMedia();
    report();
  }, [ended, call, stopMedia, report]);

  useEffect(() => {
    if (!superseded) return;
    done.current = true;
    call.close();
    stopped.current('superseded');
  }, [superseded, call]);

  // Leaving the page or the route: awayFromRoom (best effort), the metrics, the devices released.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    const goAway = (unloading: boolean) => {
      if (done.current) return;
      done.current = true;
      actions.away(sessionId, unloading);
      report(unloading);
    };
    const pagehide = () => {
      goAway(true);
      call.close();
      stopMedia();
    };
    // Back from the back-forward cache: this location went away, enter again from the start.
    const pageshow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pagehide', pagehide);
    window.addEventListener('pageshow', pageshow);
    return () => {
      window.removeEventListener('pagehide', pagehide);
      window.removeEventListener('pageshow', pageshow);
      mounted.current = false;
      // A remount (React's development double run) comes back before this runs.
      setTimeout(() => {
        if (!mounted.current) {
          goAway(false);
          call.close();
        }
      }, 0);
    };
  }, [actions, sessionId, report, call, stopMedia]);

  /** Disconnected for inactivity: away from the room, the call closed. */
  const inactive = () => {
    done.current = true;
    actions.away(sessionId);
    call.close();
    stopped.current('inactive');
  };
  return { inactive };
}
