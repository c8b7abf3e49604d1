import type { Readable } from 'node:stream';

/**
 * The file storage adapter (ARCHITECTURE.md "Adapters"): objects by key, with their content type and size. The built-in
 * default keeps them in a local directory (or in memory for a throw-away system); S3-compatible storage is the real
 * provider. Modules name their own keys ("company/{companyId}/professional/{id}/photo/{version}"); the adapter knows
 * nothing of what it stores.
 */
export type StoredObjectInfo = { key: string; contentType: string; size: number };
export type StoredObject = StoredObjectInfo & { body: Readable };

export interface FileStorage {
  readonly kind: 'local' | 'memory' | 's3';
  /** Stores the bytes under the key (replacing what was there). Throws StorageError when the provider fails. */
  put(key: string, body: Uint8Array, options: { contentType: string }): Promise<StoredObjectInfo>;
  /** The object, its body as a stream; null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is fine. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The provider failed (disk, network, a refused request): the caller tells the user "Could not send the file". */
export class StorageError extends Error {
  override readonly name = 'StorageError';
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * A key is "/"-separated segments of letters, digits, ".", "_" and "-" (none starting with a dot, so no "." or ".."),
 * at most 512 characters: safe as a path under the local directory and as an S3 key, never a way out of either.
 */
export function assertKey(key: string): string {
  if (key.length === 0 || key.length > 512 || !key.split('/').every((segment) => SEGMENT.test(segment))) {
    throw new StorageError(`invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
  return key;
}
