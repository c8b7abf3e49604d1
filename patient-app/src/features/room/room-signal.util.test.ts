import { describe, expect, it } from 'vitest';
import { parseRoomSignal } from './room-signal.util';

describe('parseRoomSignal', () => {
  it('reads an offer or an answer', () => {
    expect(parseRoomSignal({ description: { type: 'offer', sdp: 'v=0' } })).toEqual({ description: { type: 'offer', sdp: 'v=0' } });
    expect(parseRoomSignal({ description: { type: 'answer', sdp: 'v=0', extra: 1 } })).toEqual({
      description: { type: 'answer', sdp: 'v=0' },
    });
  });

  it('refuses other descriptions', () => {
    expect(parseRoomSignal({ description: { type: 'rollback' } })).toBeNull();
    expect(parseRoomSignal({ description: { type: 'offer' } })).toBeNull();
    expect(parseRoomSignal({ description: 'v=0' })).toBeNull();
  });

  it('reads a batch of candidates, keeping the valid ones', () => {
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.168.0.2 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    expect(parseRoomSignal({ candidates: [candidate, { nope: true }] })).toEqual({ candidates: [candidate] });
    expect(parseRoomSignal({ candidate: { ...candidate, usernameFragment: 'abcd' } })).toEqual({
      candidates: [{ ...candidate, usernameFragment: 'abcd' }],
    });
  });

  it('ignores anything else', () => {
    for (const value of [null, 'offer', 42, [], {}, { candidates: [] }, { candidates: [{ nope: 1 }] }]) {
      expect(parseRoomSignal(value), JSON.stringify(value)).toBeNull();
    }
  });
});
