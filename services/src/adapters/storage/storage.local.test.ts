import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorage } from './index.js';
import { StorageError } from './storage.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const bytes = new TextEncoder().encode('photo bytes');
const key = 'company/c1/professional/p1/photo/v1';

describe.each([
  [
    'a local directory (<DATA_DIR>/files)',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'tc-files-'));
      dirs.push(dataDir);
      return { storage: createStorage({ kind: 'local', dir: null }, dataDir), dataDir };
    },
  ],
  ['memory (DATA_DIR=memory://)', async () => ({ storage: createStorage({ kind: 'local', dir: null }, 'memory://'), dataDir: null })],
])('the built-in storage: %s', (_name, make) => {
  it('puts, gets with type and size, tells it exists, deletes (twice is fine)', async () => {
    const { storage, dataDir } = await make();
    expect(storage.kind).toBe(dataDir ? 'local' : 'memory');
    expect(await storage.put(key, bytes, { contentType: 'image/webp' })).toEqual({
      key,
      contentType: 'image/webp',
      size: bytes.byteLength,
    });
    const found = await storage.get(key);
    expect(found).toMatchObject({ contentType: 'image/webp', size: bytes.byteLength });
    expect(await text(found!.body)).toBe('photo bytes');
    expect(await storage.exists(key)).toBe(true);
    if (dataDir) expect(await readdir(join(dataDir, 'files', 'objects', 'company', 'c1', 'professional', 'p1', 'photo'))).toEqual(['v1']);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
  });

  it('refuses keys that would leave the directory', async () => {
    const { storage } = await make();
    for (const bad of ['../x', 'a/../../x', '.hidden', 'a\\b', '/etc/passwd']) {
      await expect(storage.put(bad, bytes, { contentType: 'image/png' })).rejects.toBeInstanceOf(StorageError);
    }
  });
});
