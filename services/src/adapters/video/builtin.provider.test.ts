import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.js';
import { builtinProvider } from './builtin.provider.js';
import { createVideoProvider } from './create-video-provider.js';
import { dailyRoomName } from './daily.provider.js';
import type { RoomParticipant } from './video-provider.js';

const participant: RoomParticipant = {
  appointmentId: '0b8a3c52-1f9e-4d7a-9c3e-5e2f6a7b8c9d',
  expiresAt: new Date('2030-01-02T03:04:05Z'),
  userName: 'Dra. Ana Lima',
  owner: true,
};

describe('the built-in video provider', () => {
  it('hands out the configured STUN/TURN servers, no Daily room or token, and calls nobody', async () => {
    const { video } = parseConfig({
      VIDEO_ICE_SERVERS: 'stun:stun.example.com:3478, turn:turn.example.com:3478?transport=udp',
      VIDEO_TURN_USERNAME: 'turn-user',
      VIDEO_TURN_CREDENTIAL: 'turn-secret',
    });
    const provider = builtinProvider(video);
    expect(provider.kind).toBe('BUILTIN');
    const access = await provider.access(participant);
    expect(access).toEqual({
      provider: 'BUILTIN',
      iceServers: [
        { urls: ['stun:stun.example.com:3478'], username: null, credential: null },
        { urls: ['turn:turn.example.com:3478?transport=udp'], username: 'turn-user', credential: 'turn-secret' },
      ],
      dailyUrl: null,
      dailyToken: null,
    });
    // The caller may not change the settings through the answer.
    access.iceServers[0]!.urls.push('stun:evil.example.com');
    expect((await provider.access(participant)).iceServers[0]!.urls).toEqual(['stun:stun.example.com:3478']);
  });

  it('no servers configured: an empty list (host candidates only)', async () => {
    const access = await builtinProvider(parseConfig({}).video).access({ ...participant, owner: false });
    expect(access).toEqual({ provider: 'BUILTIN', iceServers: [], dailyUrl: null, dailyToken: null });
  });
});

describe('createVideoProvider', () => {
  it('is the built-in room by default and Daily when VIDEO_PROVIDER=daily', () => {
    expect(createVideoProvider(parseConfig({}).video).kind).toBe('BUILTIN');
    const daily = parseConfig({ VIDEO_PROVIDER: 'daily', DAILY_API_KEY: 'k'.repeat(64) }).video;
    expect(createVideoProvider(daily).kind).toBe('DAILY');
    expect(() => parseConfig({ VIDEO_PROVIDER: 'daily' })).toThrow(/DAILY_API_KEY/);
  });
});

describe('dailyRoomName', () => {
  it('is deterministic, only the characters Daily allows, within 128', () => {
    const name = dailyRoomName(participant.appointmentId);
    expect(name).toBe('tc-0b8a3c521f9e4d7a9c3e5e2f6a7b8c9d');
    expect(dailyRoomName(participant.appointmentId.toUpperCase())).toBe(name);
    expect(name).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
    expect(dailyRoomName('x'.repeat(300))).toHaveLength(128);
  });
});
