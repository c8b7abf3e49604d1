import { join } from 'node:path';
import type { ServicesConfig } from '../../config.js';
import type { FileStorage } from './storage.js';
import { localStorage, memoryStorage } from './storage.local.js';
import { s3Storage } from './storage.s3.js';

export { type FileStorage, StorageError, type StoredObject, type StoredObjectInfo } from './storage.js';

/**
 * The file storage of the configuration: a local directory (default: FILES_DIR, else <DATA_DIR>/files), memory when
 * DATA_DIR is memory:// (a throw-away system), or S3-compatible storage (FILE_STORAGE=s3 and the S3_* variables).
 */
export function createStorage(config: ServicesConfig['storage'], dataDir: string): FileStorage {
  if (config.kind === 's3') return s3Storage(config.s3);
  const dir = config.dir ?? (dataDir === 'memory://' ? null : join(dataDir, 'files'));
  return dir ? localStorage(dir) : memoryStorage();
}
