import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM scripts without type declarations
import * as build from '../../scripts/build.mjs';

/** scripts/build.mjs's precompression: the .br and .gz copies serve-static sends as they are. */
const precompress = build.precompress as (dir: string) => string[];

const TEXT = 'export const greeting = "Olá, Teleconsulta";\n'.repeat(200);
const COMPRESSIBLE = [
  'index.html',
  'assets/app-1a2b.js',
  'assets/app-1a2b.css',
  'logo.svg',
  'data.json',
  'manifest.webmanifest',
  'robots.txt',
];

let dist: string;

function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'build-precompress-'));
  await mkdir(join(dist, 'assets'), { recursive: true });
  for (const file of COMPRESSIBLE) await writeFile(join(dist, file), `${file}\n${TEXT}`);
  await writeFile(join(dist, 'assets', 'photo-9f9f.png'), randomBytes(4096));
  await writeFile(join(dist, 'assets', 'font-0000.woff2'), randomBytes(4096));
  // One byte does not compress: no copy would be smaller.
  await writeFile(join(dist, 'tiny.txt'), 'a');
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes a .br and a .gz next to every compressible file, each decompressing to the file', async () => {
    const written = precompress(dist);
    for (const file of COMPRESSIBLE) {
      const original = await readFile(join(dist, file));
      const br = await readFile(join(dist, `${file}.br`));
      const gz = await readFile(join(dist, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
      expect(written).toEqual(expect.arrayContaining([join(dist, `${file}.br`), join(dist, `${file}.gz`)]));
    }
  });

  it('leaves images and fonts alone, and writes no copy that is not smaller', () => {
    const files = listing(dist);
    for (const file of ['assets/photo-9f9f.png', 'assets/font-0000.woff2', 'tiny.txt'])
      expect(
        files.filter((f) => f.startsWith(`${file}.`)),
        file,
      ).toEqual([]);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('runs again without compressing its own copies, and replaces them when the file changed', async () => {
    const before = listing(dist);
    const target = join(dist, 'assets', 'app-1a2b.js');
    await writeFile(target, `changed\n${TEXT}`);
    precompress(dist);
    expect(listing(dist)).toEqual(before);
    expect(before.some((f) => f.endsWith('.br.br') || f.endsWith('.gz.gz') || f.endsWith('.br.gz'))).toBe(false);
    expect(brotliDecompressSync(await readFile(`${target}.br`)).toString()).toBe(`changed\n${TEXT}`);
    // a file that stopped compressing loses its old copy rather than keeping a wrong one
    await writeFile(target, 'x');
    precompress(dist);
    expect(existsSync(`${target}.br`)).toBe(false);
    expect(existsSync(`${target}.gz`)).toBe(false);
  });
});
