import type { GraphQLFormattedError } from 'graphql';
import { RefreshSessionDocument } from './auth.documents';
import { GatewayError } from './gateway-error';
import { createGraphqlRequest } from './graphql-request';
import type { SessionStore } from './session.store';

/** Session operations never trigger a refresh of their own. */
const SESSION_OPERATIONS = new Set(['SignIn', 'RefreshSession', 'SignOut']);
/** Refresh a little before the access token expires rather than after a failed call. */
const REFRESH_MARGIN_MS = 30_000;

type GatewayFetchOptions = {
  url: string;
  session: SessionStore;
  getLocale: () => string;
  fetch?: typeof fetch;
  now?: () => number;
};

/**
 * The fetch every gateway call goes through: `Authorization: Bearer`, `Accept-Language` with the
 * current locale, and the token refresh. An UNAUTHENTICATED answer is retried once after one refresh;
 * if it comes back again, it reaches authProvider.checkError, which logs out.
 */
export function createGatewayFetch({
  url,
  session,
  getLocale,
  fetch: baseFetch = globalThis.fetch,
  now = Date.now,
}: GatewayFetchOptions): typeof fetch {
  const send = (input: RequestInfo | URL, init: RequestInit | undefined, accessToken: string | undefined) => {
    const headers = new Headers(init?.headers);
    headers.set('Accept-Language', getLocale());
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    return baseFetch(input, { ...init, headers });
  };
  const request = createGraphqlRequest(url, (input, init) => send(input, init, undefined));

  let refreshing: Promise<boolean> | null = null;
  /** Single-flight rotation; a token already rotated by another call or tab is not rotated again. */
  const refresh = (staleAccessToken: string): Promise<boolean> => {
    const current = session.get();
    if (!current) return Promise.resolve(false);
    if (current.accessToken !== staleAccessToken) return Promise.resolve(true);
    refreshing ??= request(RefreshSessionDocument, { refreshToken: current.refreshToken })
      .then(({ refreshToken: tokens }) => {
        session.save(tokens);
        return true;
      })
      .catch((error: unknown) => {
        if (!(error instanceof GatewayError && error.code === 'SERVER_UNREACHABLE')) session.clear();
        return false;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  return async (input, init) => {
    if (SESSION_OPERATIONS.has(operationNameOf(init?.body))) return send(input, init, session.get()?.accessToken);
    let current = session.get();
    if (current && current.expiresAt - now() < REFRESH_MARGIN_MS) {
      await refresh(current.accessToken);
      current = session.get();
    }
    const response = await send(input, init, current?.accessToken);
    if (!current || !(await isUnauthenticated(response))) return response;
    return (await refresh(current.accessToken)) ? send(input, init, session.get()?.accessToken) : response;
  };
}

function operationNameOf(body: BodyInit | null | undefined): string {
  if (typeof body !== 'string') return '';
  try {
    const { operationName } = JSON.parse(body) as { operationName?: unknown };
    return typeof operationName === 'string' ? operationName : '';
  } catch {
    return '';
  }
}

async function isUnauthenticated(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  try {
    const { errors } = (await response.clone().json()) as { errors?: GraphQLFormattedError[] };
    return errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;
  } catch {
    return false;
  }
}
