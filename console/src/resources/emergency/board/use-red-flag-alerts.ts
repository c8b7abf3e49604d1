import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EmergencyProtocolRecord } from '../../../providers/emergency.documents';
import { playAlertSound, unlockAlertSound } from './alert-sound';
import { newRedFlags, redFlagIds } from './board-state';
import { type NotificationAccess, notificationAccess, requestNotificationAccess, showDesktopNotification } from './desktop-notification';
import { useAlertMuted } from './use-alert-muted';

/**
 * The board's red-flag alerts. The red flags on the board when it is first read are known already (their rows are
 * flagged); any red flag that appears afterwards through the live updates — a patient who joined with one, or whose
 * pre-assessment raised one — beeps (unless muted), shows a desktop notification (when the manager allowed them) and
 * stays in the page's alert until acknowledged.
 */
export function useRedFlagAlerts(protocols: readonly EmergencyProtocolRecord[], loaded: boolean) {
  const translate = useTranslate();
  const [muted, setMutedStored] = useAlertMuted();
  const [pending, setPending] = useState<EmergencyProtocolRecord[]>([]);
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess);
  const alerted = useRef<Set<string> | null>(null);
  // Read from the effect below without making a mute toggle look like a board change.
  const settings = useRef({ muted, translate });
  settings.current = { muted, translate };

  useEffect(() => {
    if (!loaded) return;
    if (alerted.current === null) {
      alerted.current = redFlagIds(protocols);
      return;
    }
    const arrived = newRedFlags(alerted.current, protocols);
    if (arrived.length === 0) return;
    for (const p of arrived) alerted.current.add(p.id);
    setPending((current) => [...current, ...arrived.filter((p) => !current.some((c) => c.id === p.id))]);
    const { muted: silent, translate: t } = settings.current;
    if (!silent) playAlertSound();
    for (const p of arrived) {
      const complaint = p.complaint ?? t('app.emergency.board.no_complaint');
      showDesktopNotification(
        t('app.emergency.board.notification_title', { patient: p.patientName }),
        t('app.emergency.board.notification_body', { queue: p.queueName, complaint }),
        `red-flag-${p.id}`,
      );
    }
  }, [protocols, loaded]);

  const acknowledge = useCallback(() => {
    unlockAlertSound();
    setPending([]);
  }, []);

  const setMuted = useCallback(
    (next: boolean) => {
      if (!next) unlockAlertSound();
      setMutedStored(next);
    },
    [setMutedStored],
  );

  /** Asks for the browser's permission: only from the board's button, never on load. */
  const enableNotifications = useCallback(async () => {
    unlockAlertSound();
    setAccess(await requestNotificationAccess());
  }, []);

  return { pending, acknowledge, muted, setMuted, notifications: access, enableNotifications };
}
