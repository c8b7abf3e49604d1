/** What sendRoomSignal carries between the two sides of the built-in room: a description, or a batch of candidates. */
export type RoomSignal = { description: RTCSessionDescriptionInit } | { candidates: RTCIceCandidateInit[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function descriptionOf(value: unknown): RTCSessionDescriptionInit | null {
  if (!isRecord(value) || typeof value.sdp !== 'string') return null;
  return value.type === 'offer' || value.type === 'answer' ? { type: value.type, sdp: value.sdp } : null;
}

function candidateOf(value: unknown): RTCIceCandidateInit | null {
  if (!isRecord(value) || typeof value.candidate !== 'string') return null;
  return {
    candidate: value.candidate,
    sdpMid: typeof value.sdpMid === 'string' ? value.sdpMid : null,
    sdpMLineIndex: typeof value.sdpMLineIndex === 'number' ? value.sdpMLineIndex : null,
    ...(typeof value.usernameFragment === 'string' ? { usernameFragment: value.usernameFragment } : {}),
  };
}

/**
 * A SIGNAL event's payload, checked (it is JSON another browser sent): `{ description }` or `{ candidates: [...] }`
 * (a single `{ candidate }` is read as a batch of one). Anything else is null and ignored.
 */
export function parseRoomSignal(value: unknown): RoomSignal | null {
  if (!isRecord(value)) return null;
  if ('description' in value) {
    const description = descriptionOf(value.description);
    return description ? { description } : null;
  }
  const raw = Array.isArray(value.candidates) ? value.candidates : 'candidate' in value ? [value.candidate] : null;
  if (!raw) return null;
  const candidates = raw.map(candidateOf).filter((c): c is RTCIceCandidateInit => c !== null);
  return candidates.length > 0 ? { candidates } : null;
}
