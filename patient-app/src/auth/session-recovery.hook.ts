import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../i18n/locale.context';
import { renewSession } from './refresh-session.client';
import { clearSession } from './session';

/**
 * `me` came back null although a token was sent: the gateway no longer accepts the access token (it expired
 * sooner than this clock thinks, or the signing keys changed). Like an UNAUTHENTICATED error, that earns one
 * renewal and a refetch; when the renewal fails, or `me` is still null after it, the session is over.
 */
export function useSessionLost(viewerMissing: boolean): boolean {
  const locale = useLocale();
  const client = useApolloClient();
  const [lost, setLost] = useState(false);
  const renewalTried = useRef(false);

  useEffect(() => {
    if (!viewerMissing) {
      renewalTried.current = false;
      return;
    }
    const end = () => {
      clearSession();
      setLost(true);
    };
    if (renewalTried.current) return end();
    renewalTried.current = true;
    renewSession(locale).then((outcome) => (outcome === 'renewed' ? void client.refetchObservableQueries().catch(end) : end()), end);
  }, [viewerMissing, locale, client]);

  return lost;
}
