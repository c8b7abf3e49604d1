import { useEffect } from 'react';
import { useBlocker, useTranslate } from 'react-admin';

/**
 * react-admin's `warnWhenUnsavedChanges` for a form outside react-admin's forms (plain inputs kept in state): while
 * `dirty`, leaving the page (a link, the menu, Back) asks first with react-admin's own question (window.confirm), and
 * closing or reloading the tab gets the browser's warning.
 */
export function useWarnWhenDirty(dirty: boolean) {
  const translate = useTranslate();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
  }, [blocker, translate]);

  useEffect(() => {
    if (!dirty) return;
    const beforeunload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', beforeunload);
    return () => window.removeEventListener('beforeunload', beforeunload);
  }, [dirty]);
}
