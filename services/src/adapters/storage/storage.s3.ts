import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertKey, type FileStorage, StorageError } from './storage.js';
import { EMPTY_PAYLOAD_HASH, type SigV4Credentials, sha256Hex, signV4, uriEncode } from './storage.sigv4.js';

export type S3Settings = SigV4Credentials & {
  /** https://s3.sa-east-1.amazonaws.com, http://minio:9000 … */
  endpoint: string;
  bucket: string;
  region: string;
  /** Path-style URLs (endpoint/bucket/key), as S3-compatible servers expect; false: bucket.endpoint/key. */
  pathStyle: boolean;
  /** Time allowed for each call until the answer's headers arrive. */
  timeoutMs: number;
};

/**
 * The real provider: an S3-compatible object store over HTTP (Node's fetch, which is undici), every request signed
 * with AWS Signature Version 4 (storage.sigv4.ts). Objects are private; the services read them back and serve them.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const endpoint = new URL(settings.endpoint);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const urlOf = (key: string) => {
    const path = assertKey(key).split('/').map(uriEncode).join('/');
    if (settings.pathStyle) return new URL(`${endpoint.origin}${basePath}/${uriEncode(settings.bucket)}/${path}`);
    return new URL(`${endpoint.protocol}//${settings.bucket}.${endpoint.host}${basePath}/${path}`);
  };

  async function send(method: string, key: string, options: { body?: Uint8Array; contentType?: string } = {}) {
    const url = urlOf(key);
    const payloadHash = options.body ? sha256Hex(options.body) : EMPTY_PAYLOAD_HASH;
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash };
    if (options.contentType) headers['content-type'] = options.contentType;
    const signed = signV4({ method, url, headers, payloadHash }, settings, { region: settings.region, service: 's3' }, new Date());
    // fetch sets Host from the URL itself (the same value that was signed).
    const { host: _host, ...sent } = signed.headers;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), settings.timeoutMs);
    try {
      // (A Uint8Array is a valid body; the cast only bridges the DOM and undici typings of BodyInit.)
      const body = options.body as Uint8Array<ArrayBuffer> | undefined;
      return await fetch(url, { method, headers: sent, body, signal: abort.signal });
    } catch (error) {
      throw new StorageError(`S3 ${method} ${key} failed: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  const refused = async (method: string, key: string, res: Response) => {
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    return new StorageError(`S3 ${method} ${key} answered ${res.status}: ${detail}`);
  };

  return {
    kind: 's3',
    put: async (key, body, { contentType }) => {
      const res = await send('PUT', key, { body, contentType });
      if (!res.ok) throw await refused('PUT', key, res);
      await res.body?.cancel();
      return { key, contentType, size: body.byteLength };
    },
    get: async (key) => {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) throw await refused('GET', key, res);
      const size = Number(res.headers.get('content-length'));
      return {
        key,
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
        size: Number.isFinite(size) ? size : 0,
        body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
      };
    },
    delete: async (key) => {
      const res = await send('DELETE', key);
      await res.body?.cancel();
      if (!res.ok && res.status !== 404) throw new StorageError(`S3 DELETE ${key} answered ${res.status}`);
    },
    exists: async (key) => {
      const res = await send('HEAD', key);
      await res.body?.cancel();
      if (res.status === 404) return false;
      if (!res.ok) throw new StorageError(`S3 HEAD ${key} answered ${res.status}`);
      return true;
    },
    close: async () => undefined,
  };
}
