import { errorText, type Locale } from '@teleconsulta/schema';

/** What went wrong in the connectivity test (SPEC §8), as catalogue codes. */
export type MediaProblem = 'BROWSER_NOT_SUPPORTED' | 'CAMERA_BLOCKED' | 'CAM_MIC_NOT_ENABLED' | 'CONNECTIVITY';

type MediaCapabilities = { mediaDevices?: { getUserMedia?: unknown } | undefined; RTCPeerConnection?: unknown };

/** The room needs getUserMedia (camera and microphone) and RTCPeerConnection (the call). */
export function browserSupportsRoom(capabilities: MediaCapabilities): boolean {
  return typeof capabilities.mediaDevices?.getUserMedia === 'function' && typeof capabilities.RTCPeerConnection === 'function';
}

/** The user or the browser refused access. */
const BLOCKED = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);
/** No such device, none that fits, or one another app holds. */
const NOT_ENABLED = new Set([
  'NotFoundError',
  'DevicesNotFoundError',
  'OverconstrainedError',
  'ConstraintNotSatisfiedError',
  'NotReadableError',
  'TrackStartError',
  'AbortError',
]);

/** A getUserMedia (or later) failure as a catalogue code; anything unknown, the network's or the session's too, is CONNECTIVITY. */
export function mediaProblemOf(error: unknown): MediaProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (BLOCKED.has(name)) return 'CAMERA_BLOCKED';
  if (NOT_ENABLED.has(name)) return 'CAM_MIC_NOT_ENABLED';
  return 'CONNECTIVITY';
}

/**
 * What the screen says: the problem's own text as the title, then the one connectivity message with its tips (allow
 * access in the address bar, check the browser settings, close other apps using the camera), which SPEC §8 shows for
 * every connectivity-test error.
 */
export function mediaProblemTexts(problem: MediaProblem, locale: Locale): { title: string; tips: string | null } {
  const tips = errorText('CONNECTIVITY', locale);
  if (problem === 'CONNECTIVITY') return { title: tips, tips: null };
  return { title: errorText(problem, locale), tips };
}
