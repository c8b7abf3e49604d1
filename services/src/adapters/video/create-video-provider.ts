import type { VideoSettings } from '../../config.js';
import { builtinProvider } from './builtin.provider.js';
import { dailyProvider, type VideoLog } from './daily.provider.js';
import type { VideoProvider } from './video-provider.js';

export type { RoomParticipant, VideoAccess, VideoProvider } from './video-provider.js';

/**
 * The configured video provider: the built-in WebRTC room by default, Daily when VIDEO_PROVIDER=daily (the
 * configuration requires DAILY_API_KEY then). `log` receives the reason of a Daily failure (never the key).
 */
export function createVideoProvider(settings: VideoSettings, log?: VideoLog): VideoProvider {
  if (settings.provider === 'daily' && settings.daily) {
    return dailyProvider({ apiUrl: settings.daily.apiUrl, apiKey: settings.daily.apiKey, timeoutMs: settings.timeoutMs }, log);
  }
  return builtinProvider(settings);
}
