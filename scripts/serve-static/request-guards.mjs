// What a request may ask for: the length limits and the checks of its target, before anything is looked up.

/** A path longer than this (2 KB) is refused (414); the whole target (path and query) may be 8 KB. */
export const MAX_PATH_BYTES = 2048;
export const MAX_URL_BYTES = 8192;
/** All request headers together (Node's parser answers 431 beyond). */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * Checks a request target and decodes its path, segment by segment. Refuses (400) what no browser sends for a page
 * of this app: a target that is not a path, bad percent-encoding, NUL and control bytes, backslashes, encoded
 * slashes, dot segments; 414 beyond the length limits.
 */
export function parseTarget(target) {
  if (typeof target !== 'string' || !target.startsWith('/')) return { status: 400 };
  if (Buffer.byteLength(target) > MAX_URL_BYTES) return { status: 414 };
  const queryAt = target.indexOf('?');
  const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
  if (Buffer.byteLength(rawPath) > MAX_PATH_BYTES) return { status: 414 };
  if (rawPath.includes('\\') || rawPath.includes('#')) return { status: 400 };
  const segments = [];
  for (const raw of rawPath.slice(1).split('/')) {
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { status: 400 };
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    if (/[\u0000-\u001f\u007f/\\]/.test(segment) || segment === '.' || segment === '..') return { status: 400 };
    segments.push(segment);
  }
  return { status: 0, path: `/${segments.join('/')}`, rawPath, segments, target };
}
