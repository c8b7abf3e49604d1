import { describe, expect, it } from 'vitest';
import { FrameShare, FrameShares } from './frame-share.js';

describe('FrameShare: one serialisation per event and key, bounded', () => {
  it('serialises an event once for every subscriber that asks', () => {
    const share = new FrameShare('k');
    let runs = 0;
    const serialise = () => {
      runs++;
      return '{"data":1}';
    };
    expect([share.payload('7', serialise), share.payload('7', serialise), share.payload('7', serialise)]).toEqual(
      Array(3).fill('{"data":1}'),
    );
    expect(runs).toBe(1);
  });

  it('keeps only the newest events: an older one is serialised again when a late subscriber asks', () => {
    const share = new FrameShare('k', 3);
    let runs = 0;
    const serialise = () => String(++runs);
    for (const seq of ['1', '2', '3', '4', '5']) share.payload(seq, serialise);
    expect(share.size).toBe(3);
    expect(share.payload('5', serialise)).toBe('5'); // kept
    expect(share.payload('1', serialise)).toBe('6'); // dropped, made again
    expect(share.size).toBe(3);
  });

  it('shares a pending serialisation, and forgets a failed one', async () => {
    const share = new FrameShare('k');
    let runs = 0;
    const failing = () => {
      runs++;
      return Promise.reject(new Error('boom'));
    };
    const first = share.payload('1', failing);
    const second = share.payload('1', failing);
    expect(second).toBe(first);
    await expect(first).rejects.toThrow('boom');
    await Promise.resolve();
    await expect(share.payload('1', failing)).rejects.toThrow('boom');
    expect(runs).toBe(2);
  });
});

describe('FrameShares: a key lives as long as a subscriber holds it', () => {
  it('gives the same share to the same key, another to another, and drops a key with its last holder', () => {
    const shares = new FrameShares();
    const a1 = shares.join('a');
    const a2 = shares.join('a');
    const b = shares.join('b');
    expect(a2).toBe(a1);
    expect(b).not.toBe(a1);
    expect(shares.keys).toBe(2);
    shares.leave(a1);
    expect(shares.keys).toBe(2);
    shares.leave(a2);
    shares.leave(b);
    expect(shares.keys).toBe(0);
    // a new subscriber of the key starts from nothing (no frame of the old one is kept)
    expect(shares.join('a')).not.toBe(a1);
  });
});
