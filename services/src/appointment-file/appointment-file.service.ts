import { createHash, randomUUID } from 'node:crypto';
import {
  APPOINTMENT_FILE_STAFF_ROLES,
  APPOINTMENT_READ_ROLES,
  checkExam,
  cleanFileName,
  type ExamContentType,
  hasAnyRole,
  nowMs,
  PROFESSIONAL_ROLES,
  type TAppointmentFileDto,
  verifyFileLink,
} from '@teleconsulta/schema';
import { StorageError, type StoredObject } from '../adapters/storage/index.js';
import type { ServiceContext } from '../kit/context.js';
import { AppError, badField, forbidden, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { requireRole, type Tenant } from '../kit/http.js';
import { inScope, type Tx } from '../kit/tenant.js';
import type { InTenant } from '../professional/professional-photo.service.js';
import { recordAccessService } from '../record-access/record-access.service.js';
import { type FileAppointment, appointmentFileRepository as repo, type StoredFileRow, toFileDto } from './appointment-file.repository.js';

/** An appointment in one of these states has ended: its patient no longer changes its files (staff still may). */
const ENDED = ['CANCELLED', 'FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT', 'NO_SHOW'];

/** Every upload is a new object: company/{companyId}/appointment/{id}/file/{fileId}; the key is the file's filePath. */
export const examKey = (companyId: string, appointmentId: string, fileId: string) =>
  `company/${companyId}/appointment/${appointmentId}/file/${fileId}`;

const DEFAULT_NAMES: Record<ExamContentType, string> = { 'application/pdf': 'exam.pdf', 'image/jpeg': 'exam.jpg', 'image/png': 'exam.png' };

const sendFailed = () => new AppError('FILE_SEND_FAILED', { fields: [{ field: 'file', key: 'fileSendFailed' }] });
const duplicate = () => new AppError('CONFLICT', { fields: [{ field: 'file', key: 'duplicateFile' }] });

const isStaff = (tenant: Tenant) => hasAnyRole(tenant.roles, APPOINTMENT_FILE_STAFF_ROLES);
const isOwnPatient = (tenant: Tenant, a: FileAppointment) => tenant.roles.includes('P') && a.ownPatient;
const isOwnProfessional = (tenant: Tenant, a: FileAppointment) => hasAnyRole(tenant.roles, PROFESSIONAL_ROLES) && a.ownProfessional;

/**
 * The appointment, when the caller may read its files: staff any of the company's, a patient their own and their
 * dependents', a professional those they attend. Anyone else's is unknown to them (NOT_FOUND), like its detail.
 */
async function readable(tx: Tx, tenant: Tenant, id: string, lock = false): Promise<FileAppointment> {
  requireRole(tenant, APPOINTMENT_READ_ROLES);
  if (!tenant.companyId) throw new AppError('COMPANY_HEADER_REQUIRED');
  const found = await repo.appointment(tx, id, tenant.principal.userId, { lock });
  if (!found || !(isStaff(tenant) || isOwnPatient(tenant, found) || isOwnProfessional(tenant, found))) throw notFound();
  return found;
}

/** Staff change any appointment's files; its patient (or guardian) until it ends; its professional only reads. */
async function writable(tx: Tx, tenant: Tenant, id: string, lock: boolean): Promise<FileAppointment> {
  const found = await readable(tx, tenant, id, lock);
  if (isStaff(tenant)) return found;
  if (!isOwnPatient(tenant, found)) throw forbidden();
  if (ENDED.includes(found.status)) throw new AppError('CONFLICT', { fields: [{ field: 'file', key: 'appointmentEnded' }] });
  return found;
}

/** A file of an attendance in the access audit: an ARCHIVE item of the patient's record (SECURITY.md T20). */
const FILE_ACCESS = { kind: 'ITEM', itemType: 'ARCHIVE' } as const;

function isUniqueViolation(error: unknown): boolean {
  const pg = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return pg?.code === '23505';
}

async function changed(
  tx: Tx,
  events: EventPort,
  companyId: string,
  appointmentId: string,
  type: 'FILE_ADDED' | 'FILE_REMOVED',
  fileId: string,
) {
  await events.append(tx, { companyId, topic: 'appointment-file', type, entityId: appointmentId, payload: { fileId } });
}

/** An object no row points at any more: removed after the commit; a failure only leaves an orphan behind (logged). */
async function discard(ctx: ServiceContext, key: string) {
  await ctx.storage.delete(key).catch((error) => ctx.log.warn({ err: error, key }, 'could not delete a stored file'));
}

export type ExamUpload = { bytes: Buffer; declaredType: string | null; fileName: string | null };

/**
 * PUT /appointment/{id}/file: the file is checked (size, type by its bytes), the caller authorised and the bytes
 * compared with this appointment's files (the same bytes twice: `duplicateFile`), then stored under a new key and
 * recorded in one transaction with its flow event. A failed store or save changes nothing (the new object is removed).
 */
async function upload(ctx: ServiceContext, inTenant: InTenant, id: string, file: ExamUpload): Promise<TAppointmentFileDto> {
  const check = checkExam({ size: file.bytes.byteLength, head: file.bytes, declaredType: file.declaredType }, ctx.config.upload);
  if (!check.ok) throw badField('file', check.key, ...check.args);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const fileName = cleanFileName(file.fileName, DEFAULT_NAMES[check.contentType]);
  const { companyId } = await inTenant(async (tx, tenant) => {
    const found = await recordAccessService.guard(tenant, { appointmentId: id }, { ...FILE_ACCESS, action: 'WRITE' }, () =>
      writable(tx, tenant, id, false),
    );
    if (await repo.hasDuplicate(tx, id, sha256)) throw duplicate();
    return found;
  });
  const fileId = randomUUID();
  const key = examKey(companyId, id, fileId);
  try {
    await ctx.storage.put(key, file.bytes, { contentType: check.contentType });
  } catch (error) {
    ctx.log.error({ err: error, key }, 'could not store an appointment file');
    throw error instanceof StorageError ? sendFailed() : error;
  }
  try {
    return await inTenant(async (tx, tenant) => {
      const found = await writable(tx, tenant, id, true);
      let saved: StoredFileRow;
      try {
        saved = await repo.insert(tx, {
          id: fileId,
          companyId,
          appointmentId: id,
          fileName,
          filePath: key,
          contentType: check.contentType,
          sizeBytes: file.bytes.byteLength,
          sha256,
          uploadedBy: tenant.principal.userId,
        });
      } catch (error) {
        // The same file sent twice at once: the second insert meets the first's row.
        throw isUniqueViolation(error) ? duplicate() : error;
      }
      await recordAccessService.log(tx, tenant, found.patientId, { ...FILE_ACCESS, itemId: fileId, action: 'WRITE' });
      await changed(tx, ctx.events, companyId, id, 'FILE_ADDED', fileId);
      return toFileDto(saved);
    });
  } catch (error) {
    await discard(ctx, key);
    throw error;
  }
}

/** DELETE /appointment/{id}/file?filePath=: staff remove any file; a patient only one they sent, before the end. */
async function remove(ctx: ServiceContext, inTenant: InTenant, id: string, filePath: string): Promise<TAppointmentFileDto> {
  const removed = await inTenant(async (tx, tenant) => {
    const access = { ...FILE_ACCESS, action: 'WRITE' } as const;
    const { found, file } = await recordAccessService.guard(tenant, { appointmentId: id }, access, async () => {
      const appointment = await writable(tx, tenant, id, true);
      const stored = await repo.byPath(tx, id, filePath);
      if (!stored) throw notFound();
      if (!isStaff(tenant) && stored.uploadedBy !== tenant.principal.userId) throw forbidden();
      return { found: appointment, file: stored };
    });
    if (!(await repo.remove(tx, file.id))) throw notFound();
    await recordAccessService.log(tx, tenant, found.patientId, { ...access, itemId: file.id });
    await changed(tx, ctx.events, found.companyId, id, 'FILE_REMOVED', file.id);
    return file;
  });
  await discard(ctx, removed.filePath);
  return toFileDto(removed);
}

/** Who reads: a signed-in caller with the read rules, or a signed link the gateway made for someone who could. */
export type FileReader = { kind: 'tenant'; inTenant: InTenant } | { kind: 'link'; companyId: string; expires: number; signature: string };

/**
 * GET /appointment/{id}/file?filePath=: the file's bytes, never to the public: to its patient (or guardian), its
 * professional and staff (a token), or through a link signed by the gateway for one of them and not yet expired.
 */
async function read(
  ctx: ServiceContext,
  reader: FileReader,
  id: string,
  filePath: string,
): Promise<{ file: TAppointmentFileDto; object: StoredObject }> {
  let file: StoredFileRow | undefined;
  if (reader.kind === 'link') {
    const claims = { companyId: reader.companyId, appointmentId: id, filePath, expires: reader.expires };
    const valid = await verifyFileLink(ctx.config.auth.mediaSigningKey, claims, reader.signature, Math.floor(nowMs() / 1000));
    if (!valid) throw forbidden();
    file = await inScope(ctx.db, { companyId: reader.companyId, userId: null }, (tx) => repo.byPath(tx, id, filePath));
  } else {
    file = await reader.inTenant(async (tx, tenant) => {
      const { found, stored } = await recordAccessService.guard(tenant, { appointmentId: id }, FILE_ACCESS, async () => {
        const appointment = await readable(tx, tenant, id);
        const row = await repo.byPath(tx, id, filePath);
        if (!row) throw notFound();
        return { found: appointment, stored: row };
      });
      await recordAccessService.log(tx, tenant, found.patientId, { ...FILE_ACCESS, itemId: stored.id });
      return stored;
    });
  }
  if (!file) throw notFound();
  let object: StoredObject | null;
  try {
    object = await ctx.storage.get(file.filePath);
  } catch (error) {
    ctx.log.error({ err: error, key: file.filePath }, 'could not read an appointment file');
    throw new AppError('UNABLE_TO_RETRIEVE_DATA');
  }
  if (!object) {
    ctx.log.warn({ key: file.filePath }, 'an appointment file is missing from the file storage');
    throw notFound();
  }
  return { file: toFileDto(file), object };
}

export const appointmentFileService = { upload, remove, read };
