import { randomBytes } from 'node:crypto';
import { checkPhoto, hasAnyRole, PROFESSIONAL_WRITE_ROLES, type Role } from '@teleconsulta/schema';
import { StorageError, type StoredObject } from '../adapters/storage/index.js';
import type { ServiceContext } from '../kit/context.js';
import { AppError, badField, forbidden, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { requireRole, type Tenant } from '../kit/http.js';
import { inScope, type Tx } from '../kit/tenant.js';
import { professionalRepository } from './professional.repository.js';
import type { TProfessionalDto } from './professional.schemas.js';

/** Runs fn in the caller's tenant transaction (withTenant bound to the request): one call, one transaction. */
export type InTenant = <T>(fn: (tx: Tx, tenant: Tenant) => Promise<T>) => Promise<T>;

/** Staff change any professional's photo; a doctor (D/DC) only their own, like myprofile. */
const PHOTO_WRITE_ROLES: readonly Role[] = [...PROFESSIONAL_WRITE_ROLES, 'D', 'DC'];

/** Every upload is a new immutable object: company/{companyId}/professional/{id}/photo/{version}. */
export const photoKey = (companyId: string, professionalId: string, version: string) =>
  `company/${companyId}/professional/${professionalId}/photo/${version}`;
/** A new photo version: hex, since a storage key segment must start with a letter or digit (base64url may not). */
export const newPhotoVersion = () => randomBytes(12).toString('hex');
const versionOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);

const sendFailed = () => new AppError('FILE_SEND_FAILED', { fields: [{ field: 'photo', key: 'fileSendFailed' }] });

/** The professional whose photo the caller may change (lock: serialises concurrent changes of that photo). */
async function writable(tx: Tx, tenant: Tenant, id: string, lock: boolean) {
  requireRole(tenant, PHOTO_WRITE_ROLES);
  if (!tenant.companyId) throw new AppError('COMPANY_HEADER_REQUIRED');
  const row = await professionalRepository.photoOf(tx, id, { lock });
  if (!row) throw notFound();
  if (!hasAnyRole(tenant.roles, PROFESSIONAL_WRITE_ROLES) && row.userId !== tenant.principal.userId) throw forbidden();
  return row;
}

async function changed(tx: Tx, events: EventPort, companyId: string, professional: TProfessionalDto) {
  await events.append(tx, {
    companyId,
    topic: 'professional',
    type: 'UPDATED',
    entityId: professional.id,
    payload: { userId: professional.userId, photoVersion: professional.photoVersion },
  });
}

/** An object no row points at any more: removed after the commit; a failure only leaves an orphan behind (logged). */
async function discard(ctx: ServiceContext, key: string | null | undefined) {
  if (!key) return;
  await ctx.storage.delete(key).catch((error) => ctx.log.warn({ err: error, key }, 'could not delete a stored file'));
}

/**
 * PUT /professional/{id}/photo: the file is checked (size, type by its bytes), the caller authorised, the bytes
 * stored under a new key, then the row pointed at it in one transaction with its flow event. A failed store or save
 * changes nothing: the previous photo stays, and the new object is removed. The old object goes after the commit.
 */
async function upload(ctx: ServiceContext, inTenant: InTenant, id: string, file: { bytes: Buffer; declaredType: string | null }) {
  const check = checkPhoto({ size: file.bytes.byteLength, head: file.bytes, declaredType: file.declaredType }, ctx.config.upload);
  if (!check.ok) throw badField('photo', check.key, ...check.args);
  const { companyId } = await inTenant((tx, tenant) => writable(tx, tenant, id, false));
  const key = photoKey(companyId, id, newPhotoVersion());
  try {
    await ctx.storage.put(key, file.bytes, { contentType: check.contentType });
  } catch (error) {
    ctx.log.error({ err: error, key }, 'could not store a professional photo');
    throw error instanceof StorageError ? sendFailed() : error;
  }
  let previous: string | null;
  let saved: TProfessionalDto;
  try {
    ({ previous, saved } = await inTenant(async (tx, tenant) => {
      const row = await writable(tx, tenant, id, true);
      const updated = await professionalRepository.setPhoto(tx, id, key);
      if (!updated) throw notFound();
      await changed(tx, ctx.events, row.companyId, updated);
      return { previous: row.photo, saved: updated };
    }));
  } catch (error) {
    await discard(ctx, key);
    throw error;
  }
  await discard(ctx, previous);
  return saved;
}

/** DELETE /professional/{id}/photo: no photo any more (removing none is fine); the object goes after the commit. */
async function remove(ctx: ServiceContext, inTenant: InTenant, id: string) {
  const { previous, saved } = await inTenant(async (tx, tenant) => {
    const row = await writable(tx, tenant, id, true);
    if (!row.photo) {
      const current = await professionalRepository.byId(tx, id, { activeOnly: false });
      if (!current) throw notFound();
      return { previous: null, saved: current };
    }
    const updated = await professionalRepository.setPhoto(tx, id, null);
    if (!updated) throw notFound();
    await changed(tx, ctx.events, row.companyId, updated);
    return { previous: row.photo, saved: updated };
  });
  await discard(ctx, previous);
  return saved;
}

export type PhotoRead = { status: 'not-modified'; version: string } | { status: 'found'; version: string; object: StoredObject };

/**
 * GET /professional/{id}/photo: public (an <img> sends no token; landing pages show the photos): anyone who names the
 * company (x-company-id) and the professional reads the photo, and nothing else. Unknown, foreign or no photo:
 * NOT_FOUND. known: the versions the client already has (If-None-Match).
 */
async function read(ctx: ServiceContext, companyId: string, id: string, known: readonly string[]): Promise<PhotoRead> {
  const row = await inScope(ctx.db, { companyId, userId: null }, (tx) => professionalRepository.photoOf(tx, id, { lock: false }));
  if (!row?.photo) throw notFound();
  const version = versionOf(row.photo);
  if (known.includes(version) || known.includes('*')) return { status: 'not-modified', version };
  let object: StoredObject | null;
  try {
    object = await ctx.storage.get(row.photo);
  } catch (error) {
    ctx.log.error({ err: error, key: row.photo }, 'could not read a professional photo');
    throw new AppError('UNABLE_TO_RETRIEVE_DATA');
  }
  if (!object) {
    ctx.log.warn({ key: row.photo }, 'a professional photo is missing from the file storage');
    throw notFound();
  }
  return { status: 'found', version, object };
}

export const professionalPhotoService = { upload, remove, read };
