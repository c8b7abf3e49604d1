/** What the browser allows: 'unsupported' where there is no Notification API (jsdom, some mobile browsers). */
export type NotificationAccess = NotificationPermission | 'unsupported';

function api(): typeof Notification | null {
  return typeof window !== 'undefined' && typeof window.Notification === 'function' ? window.Notification : null;
}

export function notificationAccess(): NotificationAccess {
  return api()?.permission ?? 'unsupported';
}

/** Asks the browser for permission (only ever from a button the manager clicked); answers what it then allows. */
export async function requestNotificationAccess(): Promise<NotificationAccess> {
  const Api = api();
  if (!Api) return 'unsupported';
  try {
    return await Api.requestPermission();
  } catch {
    return Api.permission;
  }
}

/**
 * A desktop notification, only when the manager allowed them: clicking it brings the board's tab to the front. The
 * tag keeps one notification per protocol even if the board alerts twice.
 */
export function showDesktopNotification(title: string, body: string, tag: string): void {
  const Api = api();
  if (Api?.permission !== 'granted') return;
  try {
    const shown = new Api(title, { body, tag, requireInteraction: true });
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker: the in-page alert and the sound remain.
  }
}
