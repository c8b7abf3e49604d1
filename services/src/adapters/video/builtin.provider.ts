import type { VideoSettings } from '../../config.js';
import type { RoomParticipant, VideoAccess, VideoProvider } from './video-provider.js';

/**
 * The built-in WebRTC room: the locations signal through the gateway and connect peer to peer (or through the TURN
 * servers configured); the services only hand out the STUN/TURN servers. No network call, nothing to create.
 */
export function builtinProvider(settings: Pick<VideoSettings, 'iceServers'>): VideoProvider {
  return {
    kind: 'BUILTIN',
    async access(_participant: RoomParticipant): Promise<VideoAccess> {
      return {
        provider: 'BUILTIN',
        iceServers: settings.iceServers.map((s) => ({ urls: [...s.urls], username: s.username, credential: s.credential })),
        dailyUrl: null,
        dailyToken: null,
      };
    },
  };
}
