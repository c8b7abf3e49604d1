import { describe, expect, it } from 'vitest';
import { ssoNavigateMessage } from './sso-message.util';

describe('ssoNavigateMessage', () => {
  it('carries the event, the source and the path', () => {
    expect(ssoNavigateMessage({ pathname: '/login', search: '' })).toEqual({ event: 'sso_navigate', source: 'SSO', path: '/login' });
  });

  it('keeps the query string in the path', () => {
    expect(ssoNavigateMessage({ pathname: '/professional/listscheduled', search: '?day=2026-11-22' }).path).toBe(
      '/professional/listscheduled?day=2026-11-22',
    );
  });
});
