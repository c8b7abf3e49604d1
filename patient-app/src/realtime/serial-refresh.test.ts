import { describe, expect, it } from 'vitest';
import { serialRefresh } from './serial-refresh';

/** A read whose answers the test releases one by one. */
function controlledRead() {
  const pending: Array<() => void> = [];
  let started = 0;
  const read = () => {
    started++;
    return new Promise<void>((resolve) => pending.push(resolve));
  };
  const release = async () => {
    pending.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { read, release, started: () => started };
}

describe('serialRefresh', () => {
  it('a burst during a read gives exactly one more read after it, never two at once', async () => {
    const c = controlledRead();
    const refresh = serialRefresh(c.read);
    const first = refresh();
    void refresh();
    void refresh();
    void refresh();
    expect(c.started()).toBe(1);
    await c.release();
    expect(c.started()).toBe(2); // the burst's changes are all after the first read's start: one read covers them
    await c.release();
    await first;
    expect(c.started()).toBe(2);
  });

  it('reads again for a change announced during the follow-up read, and is idle afterwards', async () => {
    const c = controlledRead();
    const refresh = serialRefresh(c.read);
    void refresh();
    void refresh();
    await c.release();
    void refresh(); // during the follow-up
    await c.release();
    expect(c.started()).toBe(3);
    await c.release();
    void refresh();
    expect(c.started()).toBe(4);
    await c.release();
  });

  it('goes on after a failed read', async () => {
    let calls = 0;
    const refresh = serialRefresh(async () => {
      calls++;
      if (calls === 1) throw new Error('network');
    });
    await expect(refresh()).rejects.toThrow('network');
    await refresh();
    expect(calls).toBe(2);
  });
});
