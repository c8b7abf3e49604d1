import { SetContextLink } from '@apollo/client/link/context';
import type { Locale } from '@teleconsulta/schema';
import { renewSession } from '../auth/refresh-session.client';
import { accessTokenExpired, getAccessToken } from '../auth/session';

/** Bearer token of the session, renewed first when it has expired. Undefined when signed out. */
export async function currentAuthorization(locale: Locale, onSessionEnded: () => void): Promise<string | undefined> {
  if (accessTokenExpired()) {
    const outcome = await renewSession(locale).catch(() => 'unreachable' as const);
    if (outcome === 'rejected') onSessionEnded();
  }
  const token = getAccessToken();
  return token ? `Bearer ${token}` : undefined;
}

/** Adds Authorization and Accept-Language (the gateway translates error messages by it) to every HTTP request. */
export function createAuthLink(locale: Locale, onSessionEnded: () => void): SetContextLink {
  return new SetContextLink(async (prevContext) => {
    const authorization = await currentAuthorization(locale, onSessionEnded);
    return {
      headers: { ...prevContext.headers, 'Accept-Language': locale, ...(authorization ? { Authorization: authorization } : {}) },
    };
  });
}
