import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ssoNavigateMessage } from './sso-message.util';

/** Tells the parent window about every route change, the first one included, once per change. */
export function useSsoNavigate(): void {
  const { pathname, search } = useLocation();
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    const message = ssoNavigateMessage({ pathname, search });
    // React's strict mode runs effects twice on mount; the parent must hear each change once.
    if (message.path === lastPath.current) return;
    lastPath.current = message.path;
    window.parent.postMessage(message, '*');
  }, [pathname, search]);
}
