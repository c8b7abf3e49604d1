import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatch } from './candidate-batch.util';

describe('createBatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a burst as one message, delayMs after its first item', () => {
    const send = vi.fn();
    const batch = createBatch<string>(send, 50);
    batch.push('a');
    vi.advanceTimersByTime(20);
    batch.push('b');
    batch.push('c');
    vi.advanceTimersByTime(29);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith(['a', 'b', 'c']);
  });

  it('starts a new batch for items queued after one went out', () => {
    const send = vi.fn();
    const batch = createBatch<number>(send, 50);
    batch.push(1);
    vi.advanceTimersByTime(50);
    batch.push(2);
    vi.advanceTimersByTime(50);
    expect(send.mock.calls).toEqual([[[1]], [[2]]]);
  });

  it('flush sends at once and sends nothing when empty', () => {
    const send = vi.fn();
    const batch = createBatch<number>(send, 50);
    batch.flush();
    batch.push(1);
    batch.flush();
    vi.advanceTimersByTime(100);
    expect(send.mock.calls).toEqual([[[1]]]);
  });

  it('cancel drops what is queued', () => {
    const send = vi.fn();
    const batch = createBatch<number>(send, 50);
    batch.push(1);
    batch.cancel();
    vi.advanceTimersByTime(100);
    expect(send).not.toHaveBeenCalled();
  });
});
