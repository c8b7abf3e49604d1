// The app's files: the file a path names (its best precompressed copy), index.html for the app's routes, a 404 for a
// missing asset; cached for a year under /assets/ (hashed names), revalidated elsewhere, never on a short link.
import { open } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { isCompressible, pickEncoding } from './precompressed.mjs';
import { refuse } from './refusals.mjs';
import { SHORT_LINK } from './security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

/** Opens a regular file (null when there is none); the open handle is what is streamed, so it cannot change between. */
async function openFile(path) {
  let handle;
  try {
    handle = await open(path, 'r');
    const info = await handle.stat();
    if (info.isFile()) return { handle, info };
  } catch {}
  await handle?.close().catch(() => undefined);
  return null;
}

/** The answer to a GET or HEAD of the app's folder `root`; `securityHeaders(req, path)` adds the policy headers. */
export function createFileServer({ root, securityHeaders }) {
  return async function serveFile(req, res, parsed) {
    const { path, segments } = parsed;
    if (segments.some((s) => s.startsWith('.'))) return refuse(res, 404);
    let file = join(root, ...segments);
    if (file !== root && !file.startsWith(root + sep)) return refuse(res, 400);
    let opened = await openFile(file);
    if (!opened) {
      // A missing asset or file is a 404 (never the app's HTML under a script's URL, cached for a year); any other
      // path is a route of the app: index.html.
      if (path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(segments.at(-1) ?? '')) return refuse(res, 404);
      file = join(root, 'index.html');
      opened = await openFile(file);
      if (!opened) return refuse(res, 404);
    }
    const { handle, info } = opened;
    try {
      const encoding = await pickEncoding(file, info, req.headers['accept-encoding']);
      let body = { handle, size: info.size };
      if (encoding) {
        const copy = await openFile(`${file}${encoding.suffix}`);
        if (copy) {
          await handle.close();
          body = { handle: copy.handle, size: copy.info.size };
        }
      }
      const coded = encoding && body.handle !== handle ? encoding.name : null;
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${coded ? `-${coded}` : ''}"`;
      const headers = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': path.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : SHORT_LINK.test(path)
            ? 'no-store'
            : 'no-cache',
        etag,
        'last-modified': info.mtime.toUTCString(),
        ...(isCompressible(file) ? { vary: 'Accept-Encoding' } : {}),
        ...(coded ? { 'content-encoding': coded } : {}),
        ...securityHeaders(req, path),
      };
      const matches = (req.headers['if-none-match'] ?? '')
        .split(',')
        .map((t) => t.trim().replace(/^W\//, ''))
        .some((t) => t === etag || t === '*');
      if (matches || req.method === 'HEAD') {
        await body.handle.close();
        res.writeHead(matches ? 304 : 200, matches ? headers : { ...headers, 'content-length': body.size });
        return res.end();
      }
      res.writeHead(200, { ...headers, 'content-length': body.size });
      // pipeline closes the file when the client goes away mid-answer.
      pipeline(body.handle.createReadStream({ autoClose: true }), res, () => undefined);
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  };
}
