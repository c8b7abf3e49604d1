// The precompressed copies scripts/build.mjs writes next to the app's files, and picking the one a client accepts.
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';

/** The files scripts/build.mjs writes .br and .gz copies of (the others are compressed already, or tiny). */
export const COMPRESSIBLE_EXTENSIONS = ['.js', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt'];
const COMPRESSIBLE = new Set(COMPRESSIBLE_EXTENSIONS);
/** Precompressed copies by preference: brotli is smaller than gzip; zstd has no encoder in Node 20's zlib. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** Whether a file has precompressed copies (and so answers vary with Accept-Encoding). */
export function isCompressible(file) {
  return COMPRESSIBLE.has(extname(file));
}

/** The encodings a client accepts, with their weights (RFC 9110 §12.5.3); absent ones are not acceptable, `*` aside. */
function acceptedEncodings(header) {
  const weights = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  return (name) => weights.get(name) ?? weights.get('*') ?? 0;
}

/** The best precompressed copy the client accepts that is at least as new as the file itself; null: the file. */
export async function pickEncoding(file, info, acceptEncoding) {
  if (!isCompressible(file)) return null;
  const weight = acceptedEncodings(acceptEncoding);
  const candidates = ENCODINGS.filter((e) => weight(e.name) > 0).sort((a, b) => weight(b.name) - weight(a.name));
  for (const encoding of candidates) {
    const copy = await stat(`${file}${encoding.suffix}`).catch(() => null);
    if (copy?.isFile() && copy.mtimeMs >= info.mtimeMs) return encoding;
  }
  return null;
}
