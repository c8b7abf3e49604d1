import { describe, expect, it } from 'vitest';
import { Turns } from './turns.js';

describe('Turns: a burst of deliveries yields to the event loop', () => {
  it('lets `perTurn` deliveries go at once, then makes every loop wait for the same turn of the event loop', async () => {
    let otherWorkRan = false;
    setImmediate(() => {
      otherWorkRan = true; // e.g. a pong waiting to be read
    });
    const turns = new Turns(3);
    expect([turns.take(), turns.take()]).toEqual([null, null]);
    const wait = turns.take();
    expect(wait).toBeInstanceOf(Promise);
    expect(turns.take()).toBe(wait);
    expect(otherWorkRan).toBe(false);
    await wait;
    expect(otherWorkRan).toBe(true);
    expect(turns.take()).toBeNull();
  });
});
