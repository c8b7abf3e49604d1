/** The message a parent page embedding the app receives on every route change (SPEC §1). */
export type SsoNavigateMessage = { event: 'sso_navigate'; source: 'SSO'; path: string };

export function ssoNavigateMessage(location: { pathname: string; search: string }): SsoNavigateMessage {
  return { event: 'sso_navigate', source: 'SSO', path: `${location.pathname}${location.search}` };
}
