import { createHash, randomUUID } from 'node:crypto';
import {
  attachmentsFit,
  checkMessageAttachment,
  cleanFileName,
  MESSAGE_ATTACHMENT_DEFAULT_NAMES,
  MESSAGE_ATTACHMENTS_MAX,
  nowMs,
  type TMessageAttachmentDto,
  verifyMessageAttachmentLink,
} from '@teleconsulta/schema';
import { StorageError, type StoredObject } from '../adapters/storage/index.js';
import type { ServiceContext } from '../kit/context.js';
import { AppError, badField, forbidden, notFound } from '../kit/errors.js';
import type { Tenant } from '../kit/http.js';
import { inScope, type Tx } from '../kit/tenant.js';
import type { InTenant } from '../professional/professional-photo.service.js';
import { messageRepository } from './message.repository.js';
import { reachOf } from './message.service.js';
import { type AttachTarget, messageAttachmentRepository as repo } from './message-attachment.repository.js';

/** Every attachment is a new object: company/{companyId}/message/{messageId}/attachment/{attachmentId} (its filePath). */
export const attachmentKey = (companyId: string, messageId: string, attachmentId: string) =>
  `company/${companyId}/message/${messageId}/attachment/${attachmentId}`;

const sendFailed = () => new AppError('FILE_SEND_FAILED', { fields: [{ field: 'file', key: 'fileSendFailed' }] });
const duplicate = () => new AppError('CONFLICT', { fields: [{ field: 'file', key: 'duplicateFile' }] });
const tooMany = () => new AppError('CONFLICT', { fields: [{ field: 'file', key: 'tooManyAttachments', args: [MESSAGE_ATTACHMENTS_MAX] }] });

/** The message, when the caller reaches its thread (the message service's reach: the clinic any, a patient their own). */
async function readable(tx: Tx, tenant: Tenant, id: string) {
  const found = await messageRepository.byId(tx, id, reachOf(tenant));
  if (!found) throw notFound();
  return found;
}

/** Only its writer attaches to a message (a patient to their own, a staff member to theirs), up to the maximum. */
async function writable(tx: Tx, tenant: Tenant, id: string, lock: boolean): Promise<AttachTarget> {
  await readable(tx, tenant, id);
  const target = await repo.target(tx, id, { lock });
  if (!target) throw notFound();
  if (target.senderUserId !== tenant.principal.userId) throw forbidden();
  if (!attachmentsFit(target.attachments)) throw tooMany();
  return target;
}

const isUniqueViolation = (error: unknown) => {
  const pg = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return pg?.code === '23505';
};

async function discard(ctx: ServiceContext, key: string) {
  await ctx.storage.delete(key).catch((error) => ctx.log.warn({ err: error, key }, 'could not delete a stored file'));
}

export type AttachmentUpload = { bytes: Buffer; declaredType: string | null; fileName: string | null };

/**
 * PUT /message/{id}/attachment: the file is checked as an exam (size, type by its bytes), the caller must have written
 * the message, the message must have room (MESSAGE_ATTACHMENTS_MAX) and not hold these bytes already; then the bytes
 * are stored under a new key and recorded with the message event in one transaction. A failed save removes the object.
 */
async function upload(ctx: ServiceContext, inTenant: InTenant, id: string, file: AttachmentUpload): Promise<TMessageAttachmentDto> {
  const check = checkMessageAttachment(
    { size: file.bytes.byteLength, head: file.bytes, declaredType: file.declaredType },
    ctx.config.upload,
  );
  if (!check.ok) throw badField('file', check.key, ...check.args);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const fileName = cleanFileName(file.fileName, MESSAGE_ATTACHMENT_DEFAULT_NAMES[check.contentType]);
  const { companyId } = await inTenant(async (tx, tenant) => {
    const target = await writable(tx, tenant, id, false);
    if (await repo.hasDuplicate(tx, id, sha256)) throw duplicate();
    return target;
  });
  const attachmentId = randomUUID();
  const key = attachmentKey(companyId, id, attachmentId);
  try {
    await ctx.storage.put(key, file.bytes, { contentType: check.contentType });
  } catch (error) {
    ctx.log.error({ err: error, key }, 'could not store a message attachment');
    throw error instanceof StorageError ? sendFailed() : error;
  }
  try {
    return await inTenant(async (tx, tenant) => {
      const target = await writable(tx, tenant, id, true);
      const saved = await repo
        .insert(tx, {
          id: attachmentId,
          companyId,
          messageId: id,
          fileName,
          filePath: key,
          contentType: check.contentType,
          sizeBytes: file.bytes.byteLength,
          sha256,
          uploadedBy: tenant.principal.userId,
        })
        .catch((error: unknown) => {
          // The same file sent twice at once: the second insert meets the first's row.
          throw isUniqueViolation(error) ? duplicate() : error;
        });
      await ctx.events.append(tx, {
        companyId,
        topic: 'message',
        type: 'ATTACHED',
        entityId: target.threadId,
        payload: { messageId: id, attachmentId },
      });
      return saved;
    });
  } catch (error) {
    await discard(ctx, key);
    throw error;
  }
}

/** Who reads: a signed-in caller who reaches the thread, or a link the gateway signed for one. */
export type AttachmentReader =
  | { kind: 'tenant'; inTenant: InTenant }
  | { kind: 'link'; companyId: string; expires: number; signature: string };

/** GET /message/{id}/attachment/{attachmentId}: the file's bytes, never to the public. */
async function read(
  ctx: ServiceContext,
  reader: AttachmentReader,
  id: string,
  attachmentId: string,
): Promise<{ file: TMessageAttachmentDto; object: StoredObject }> {
  let file: TMessageAttachmentDto | undefined;
  if (reader.kind === 'link') {
    const claims = {
      companyId: reader.companyId,
      messageId: id,
      filePath: attachmentKey(reader.companyId, id, attachmentId),
      expires: reader.expires,
    };
    const valid = await verifyMessageAttachmentLink(ctx.config.auth.mediaSigningKey, claims, reader.signature, Math.floor(nowMs() / 1000));
    if (!valid) throw forbidden();
    file = await inScope(ctx.db, { companyId: reader.companyId, userId: null }, (tx) => repo.byId(tx, id, attachmentId));
  } else {
    file = await reader.inTenant(async (tx, tenant) => {
      await readable(tx, tenant, id);
      return repo.byId(tx, id, attachmentId);
    });
  }
  if (!file) throw notFound();
  let object: StoredObject | null;
  try {
    object = await ctx.storage.get(file.filePath);
  } catch (error) {
    ctx.log.error({ err: error, key: file.filePath }, 'could not read a message attachment');
    throw new AppError('UNABLE_TO_RETRIEVE_DATA');
  }
  if (!object) {
    ctx.log.warn({ key: file.filePath }, 'a message attachment is missing from the file storage');
    throw notFound();
  }
  return { file, object };
}

export const messageAttachmentService = { upload, read };
