import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { assertKey, type FileStorage, StorageError, type StoredObjectInfo } from './storage.js';

type Meta = { contentType: string; size: number };

const isMissing = (error: unknown) => (error as { code?: string })?.code === 'ENOENT';

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
async function writeAtomically(path: string, data: Uint8Array | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * The built-in default: a local directory (FILES_DIR, default <DATA_DIR>/files). The bytes live in objects/<key>, the
 * content type and size in meta/<key>.json; an object is there once its metadata is (written last).
 */
export function localStorage(root: string): FileStorage {
  const objectPath = (key: string) => join(root, 'objects', assertKey(key));
  const metaPath = (key: string) => join(root, 'meta', `${assertKey(key)}.json`);
  const readMeta = async (key: string): Promise<Meta | null> => {
    try {
      return JSON.parse(await readFile(metaPath(key), 'utf8')) as Meta;
    } catch (error) {
      if (isMissing(error)) return null;
      throw new StorageError(`could not read ${key}: ${(error as Error).message}`);
    }
  };

  return {
    kind: 'local',
    put: async (key, body, { contentType }) => {
      const meta: Meta = { contentType, size: body.byteLength };
      try {
        await writeAtomically(objectPath(key), body);
        await writeAtomically(metaPath(key), JSON.stringify(meta));
      } catch (error) {
        if (error instanceof StorageError) throw error;
        throw new StorageError(`could not store ${key}: ${(error as Error).message}`);
      }
      return { key, ...meta };
    },
    get: async (key) => {
      const meta = await readMeta(key);
      if (!meta) return null;
      try {
        const { size } = await stat(objectPath(key));
        return { key, contentType: meta.contentType, size, body: createReadStream(objectPath(key)) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw new StorageError(`could not read ${key}: ${(error as Error).message}`);
      }
    },
    delete: async (key) => {
      try {
        // Metadata first: once it is gone the object is gone for readers, even if removing the bytes fails.
        await rm(metaPath(key), { force: true });
        await rm(objectPath(key), { force: true });
      } catch (error) {
        if (error instanceof StorageError) throw error;
        throw new StorageError(`could not delete ${key}: ${(error as Error).message}`);
      }
    },
    exists: async (key) => (await readMeta(key)) !== null,
    close: async () => undefined,
  };
}

/** A throw-away store (DATA_DIR=memory://, the tests): the same behaviour, nothing on disk. */
export function memoryStorage(): FileStorage {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const info = (key: string, o: { bytes: Buffer; contentType: string }): StoredObjectInfo => ({
    key,
    contentType: o.contentType,
    size: o.bytes.byteLength,
  });
  return {
    kind: 'memory',
    put: async (key, body, { contentType }) => {
      const stored = { bytes: Buffer.from(body), contentType };
      objects.set(assertKey(key), stored);
      return info(key, stored);
    },
    get: async (key) => {
      const found = objects.get(assertKey(key));
      return found ? { ...info(key, found), body: Readable.from([found.bytes]) } : null;
    },
    delete: async (key) => {
      objects.delete(assertKey(key));
    },
    exists: async (key) => objects.has(assertKey(key)),
    close: async () => {
      objects.clear();
    },
  };
}
