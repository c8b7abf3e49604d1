import { describe, expect, it } from 'vitest';
import { attemptFor, newIdempotencyKey, settleAttempt } from './attempt-key.util';

const keys = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('attemptFor', () => {
  it('starts an attempt with a new key', () => {
    expect(attemptFor(null, 'a', keys())).toEqual({ key: 'key-1', signature: 'a', open: true });
  });

  it('keeps the key when the same input is retried after a network failure', () => {
    const next = keys();
    const first = settleAttempt(attemptFor(null, 'a', next), false);
    expect(attemptFor(first, 'a', next).key).toBe('key-1');
  });

  it('makes a new key when the input changed', () => {
    const next = keys();
    const first = settleAttempt(attemptFor(null, 'a', next), false);
    expect(attemptFor(first, 'b', next).key).toBe('key-2');
  });

  it('makes a new key once the server answered (a new attempt, even with the same input)', () => {
    const next = keys();
    const first = settleAttempt(attemptFor(null, 'a', next), true);
    expect(attemptFor(first, 'a', next).key).toBe('key-2');
  });
});

describe('newIdempotencyKey', () => {
  it('is a v4 UUID, new each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
