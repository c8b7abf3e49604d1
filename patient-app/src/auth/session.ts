import { nowMs } from '@teleconsulta/schema';

/** The signed-in session, kept in localStorage: access token, refresh token and when the access token expires. */
const KEYS = { accessToken: 'accessToken', refreshToken: 'refreshToken', expiresAt: 'accessTokenExpiresAt' } as const;

type TokenStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
let storage: TokenStore | null = null;

/**
 * localStorage, or memory for this page's life where the browser denies it: an app embedded in a parent page
 * of another site, with third-party storage blocked, throws on any localStorage access.
 */
function tokenStore(): TokenStore {
  storage ??= openStorage();
  return storage;
}

function openStorage(): TokenStore {
  try {
    window.localStorage.getItem(KEYS.accessToken);
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

/** Renew this long before the access token expires, to absorb clock skew and request time. */
const EXPIRY_MARGIN_MS = 30_000;

export type SessionTokens = { accessToken: string; refreshToken: string; expiresIn: number };

export function saveSession(tokens: SessionTokens, now = nowMs()): void {
  tokenStore().setItem(KEYS.accessToken, tokens.accessToken);
  tokenStore().setItem(KEYS.refreshToken, tokens.refreshToken);
  tokenStore().setItem(KEYS.expiresAt, String(now + tokens.expiresIn * 1000));
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) tokenStore().removeItem(key);
}

export function getAccessToken(): string | null {
  return tokenStore().getItem(KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return tokenStore().getItem(KEYS.refreshToken);
}

export function hasSession(): boolean {
  return getAccessToken() !== null;
}

export function accessTokenExpired(now = nowMs()): boolean {
  const expiresAt = Number(tokenStore().getItem(KEYS.expiresAt));
  return hasSession() && Number.isFinite(expiresAt) && expiresAt - EXPIRY_MARGIN_MS <= now;
}
