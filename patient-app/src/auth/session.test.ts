import { afterEach, describe, expect, it } from 'vitest';
import { accessTokenExpired, clearSession, getAccessToken, getRefreshToken, hasSession, saveSession } from './session';

/** Node has no localStorage: this also covers the in-memory store used where the browser denies storage. */
describe('session', () => {
  const now = Date.UTC(2026, 10, 22, 12);

  afterEach(() => {
    clearSession();
  });

  it('keeps both tokens until the session is cleared', () => {
    saveSession({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 900 }, now);
    expect(hasSession()).toBe(true);
    expect(getAccessToken()).toBe('access');
    expect(getRefreshToken()).toBe('refresh');

    clearSession();
    expect(hasSession()).toBe(false);
    expect(getRefreshToken()).toBeNull();
  });

  it('counts the access token as expired 30 s before its end', () => {
    saveSession({ accessToken: 'access', refreshToken: 'refresh', expiresIn: 900 }, now);
    expect(accessTokenExpired(now + 869_000)).toBe(false);
    expect(accessTokenExpired(now + 870_000)).toBe(true);
  });

  it('never reports an expired token without a session', () => {
    expect(accessTokenExpired(now)).toBe(false);
  });
});
