// Builds the two apps for production (vite), skipping one whose build is newer than its sources, then writes a
// brotli (.br) and a gzip (.gz) copy next to every compressible file of dist/ for serve-static.mjs to send as is.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ensureInstall, ROOT } from './ensure-install.mjs';
import { COMPRESSIBLE_EXTENSIONS } from './serve-static.mjs';

const APPS = ['patient-app', 'console'];

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Written aside, then renamed: a server never sends half a file. */
function writeAtomically(path, data) {
  writeFileSync(`${path}.tmp`, data);
  renameSync(`${path}.tmp`, path);
}

/**
 * Brotli's quality 10: within 2 % of the best (11) at half its time, which a build on a small machine feels.
 */
const BROTLI_QUALITY = 10;

/**
 * Writes file.br (brotli, quality 10) and file.gz (gzip, level 9) next to every compressible file under dir
 * (COMPRESSIBLE_EXTENSIONS: js, css, html, svg, json, webmanifest, txt). A copy that would not be smaller than the
 * file is not written (and an old one is removed): the file itself is sent then. Node 20's zlib has no zstd encoder;
 * Caddy compresses with zstd on the fly for the clients that prefer it. Returns what was written.
 */
export function precompress(dir) {
  const written = [];
  const compressible = new Set(COMPRESSIBLE_EXTENSIONS);
  for (const file of [...files(dir)]) {
    if (!compressible.has(extname(file))) continue;
    const data = readFileSync(file);
    const copies = [
      [
        '.br',
        brotliCompressSync(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
      ],
      ['.gz', gzipSync(data, { level: constants.Z_BEST_COMPRESSION })],
    ];
    for (const [suffix, compressed] of copies) {
      if (compressed.length < data.length) {
        writeAtomically(`${file}${suffix}`, compressed);
        written.push(`${file}${suffix}`);
      } else rmSync(`${file}${suffix}`, { force: true });
    }
  }
  return written;
}

/** The app's dist has its compressed copies (index.html's, at least as new as it). */
function precompressed(dist) {
  const index = join(dist, 'index.html');
  return ['.br', '.gz'].every(
    (suffix) => existsSync(`${index}${suffix}`) && statSync(`${index}${suffix}`).mtimeMs >= statSync(index).mtimeMs,
  );
}

export function buildApps({ force = false } = {}) {
  const schemaTime = newest(join(ROOT, 'schema'));
  for (const app of APPS) {
    const dir = join(ROOT, app);
    const dist = join(dir, 'dist');
    const index = join(dist, 'index.html');
    const fresh = existsSync(index) && statSync(index).mtimeMs > Math.max(newest(dir), schemaTime);
    if (!fresh || force) {
      console.log(`Building ${app}…`);
      execSync('npx vite build --logLevel warn', { cwd: dir, stdio: 'inherit' });
    }
    if (!fresh || force || !precompressed(dist)) {
      const started = Date.now();
      const written = precompress(dist);
      console.log(`Compressed ${app}: ${written.length} .br and .gz files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureInstall();
  buildApps({ force: process.argv.includes('--force') });
}
