import { useEffect, useRef, useState } from 'react';
import { renewSession } from '../../auth/refresh-session.client';
import { hasSession } from '../../auth/session';
import { useLocale } from '../../i18n/locale.context';
import { createAlertSound } from './alert-sound';

type NetworkInformationLike = EventTarget;

/**
 * SPEC §4 page visibility, while in the room: hiding the page starts the looping notification sound; coming back
 * stops it and renews the user's token (the app's session refresh). Going online again or a change of network renews
 * the token too and tells the call (an ICE restart). Answers whether the sound is playing (the room shows it as a
 * data attribute).
 */
export function useRoomVisibility(active: boolean, onNetworkChange: () => void): boolean {
  const [alerting, setAlerting] = useState(false);
  const locale = useLocale();
  const networkChanged = useRef(onNetworkChange);
  networkChanged.current = onNetworkChange;

  useEffect(() => {
    if (!active) return;
    const sound = createAlertSound();
    const refresh = () => {
      if (hasSession()) renewSession(locale).catch((error: unknown) => console.warn('[room] token refresh', error));
    };
    const visibility = () => {
      if (document.visibilityState === 'hidden') {
        sound.start();
        setAlerting(true);
      } else {
        sound.stop();
        setAlerting(false);
        refresh();
      }
    };
    const network = () => {
      refresh();
      networkChanged.current();
    };
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('online', network);
    connection?.addEventListener('change', network);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('online', network);
      connection?.removeEventListener('change', network);
      sound.dispose();
      setAlerting(false);
    };
  }, [active, locale]);
  return alerting;
}
