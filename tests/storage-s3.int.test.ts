import { text } from 'node:stream/consumers';
import { createStorage, type FileStorage, StorageError } from '@teleconsulta/services/adapters/storage/index';
import { s3Storage } from '@teleconsulta/services/adapters/storage/storage.s3';
import { parseConfig } from '@teleconsulta/services/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, s3Env, startFakeS3 } from './harness/fake-s3.js';

let fake: FakeS3;
let storage: FileStorage;
const key = 'company/5aaccefb-7afc-4c43-9a89-c4d02b4d1445/professional/a04be0ed-0d85-426f-8471-7b246bd04b28/photo/v1';

beforeAll(async () => {
  fake = await startFakeS3();
  // Through the services' configuration, as production builds it.
  storage = createStorage(parseConfig({ DATA_DIR: 'memory://', ...s3Env(fake) }).storage, 'memory://');
});
afterAll(async () => {
  await storage?.close();
  await fake?.close();
});

describe('the S3 storage adapter against a local fake S3 (signed requests, nothing leaves the machine)', () => {
  it('stores, reads back with type and size, tells it exists, deletes', async () => {
    expect(storage.kind).toBe('s3');
    const bytes = new TextEncoder().encode('a photo, in bytes');
    expect(await storage.put(key, bytes, { contentType: 'image/png' })).toEqual({ key, contentType: 'image/png', size: bytes.byteLength });
    expect(fake.objects.get(key)?.bytes.toString()).toBe('a photo, in bytes');

    const found = await storage.get(key);
    expect(found).toMatchObject({ key, contentType: 'image/png', size: bytes.byteLength });
    expect(await text(found!.body)).toBe('a photo, in bytes');
    expect(await storage.exists(key)).toBe(true);

    await storage.delete(key);
    expect(fake.objects.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key); // deleting a missing object is fine

    // Every request was signed and accepted, path-style under the bucket.
    expect(fake.requests.map((r) => [r.method, r.refused])).toEqual([
      ['PUT', null],
      ['GET', null],
      ['HEAD', null],
      ['DELETE', null],
      ['GET', null],
      ['HEAD', null],
      ['DELETE', null],
    ]);
    expect(fake.requests[0]!.path).toBe(`/${fake.bucket}/${key}`);
  });

  it('a wrong secret is refused by the server: StorageError, nothing stored', async () => {
    const wrong = s3Storage({
      endpoint: fake.url,
      bucket: fake.bucket,
      region: fake.region,
      accessKeyId: fake.credentials.accessKeyId,
      secretAccessKey: 'not-the-secret',
      pathStyle: true,
      timeoutMs: 2_000,
    });
    await expect(wrong.put(key, new Uint8Array([1, 2, 3]), { contentType: 'image/png' })).rejects.toBeInstanceOf(StorageError);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'PUT', refused: 'SignatureDoesNotMatch' });
    expect(fake.objects.has(key)).toBe(false);
  });

  it('a provider outage and an unreachable endpoint are StorageErrors', async () => {
    fake.failWith = 503;
    try {
      await expect(storage.put(key, new Uint8Array([1]), { contentType: 'image/png' })).rejects.toBeInstanceOf(StorageError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageError);
    } finally {
      fake.failWith = null;
    }
    expect(fake.objects.has(key)).toBe(false);
    const nowhere = s3Storage({
      endpoint: 'http://127.0.0.1:9', // discard port: nothing listens
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      pathStyle: true,
      timeoutMs: 2_000,
    });
    await expect(nowhere.exists(key)).rejects.toBeInstanceOf(StorageError);
  });

  it('refuses a key that could leave its place before any request is made', async () => {
    const before = fake.requests.length;
    for (const bad of ['../etc/passwd', 'company/../x', '/abs', 'a//b', 'a b', '']) {
      await expect(storage.put(bad, new Uint8Array([1]), { contentType: 'image/png' })).rejects.toBeInstanceOf(StorageError);
    }
    expect(fake.requests.length).toBe(before);
  });

  it('the configuration names what FILE_STORAGE=s3 lacks', () => {
    expect(() => parseConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT: required when FILE_STORAGE=s3/);
    expect(parseConfig({ DATA_DIR: '/tmp/x' }).storage).toEqual({ kind: 'local', dir: null });
  });
});
