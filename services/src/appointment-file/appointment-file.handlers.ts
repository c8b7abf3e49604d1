import { BYTES_PER_MB, ZAppointmentFileDto } from '@teleconsulta/schema';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZIdParam } from '../appointment/appointment.schemas.js';
import type { ServiceContext } from '../kit/context.js';
import { badField } from '../kit/errors.js';
import { companyHeader, parse, sendError, withTenant } from '../kit/http.js';
import type { InTenant } from '../professional/professional-photo.service.js';
import { type FileReader, appointmentFileService as service } from './appointment-file.service.js';

const ZUploadQuery = z.object({ fileName: z.string().max(255, { message: 'invalid' }).optional() });
const ZFileQuery = z.object({
  filePath: z.string({ message: 'required' }).min(1, { message: 'required' }).max(512, { message: 'invalid' }),
  /** A signed link's expiry (epoch seconds) and signature, made by the gateway. */
  exp: z.coerce.number({ message: 'invalid' }).int({ message: 'invalid' }).optional(),
  sig: z.string().max(128, { message: 'invalid' }).optional(),
});

const idOf = (req: FastifyRequest) => parse(ZIdParam, req.params, req).id;

/** "exame de sangue.pdf" → filename="exame de sangue.pdf"; filename*=UTF-8''… for any other character. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Exam attachments. The upload's body is the file itself (Content-Type application/pdf, image/jpeg or image/png) read
 * as bytes up to UPLOAD_MAX_MB, its name in ?fileName=; anything else is refused as a field error on `file`.
 */
export const appointmentFileHandlers = (ctx: ServiceContext) => ({
  contentTypes: /^(application\/pdf|image\/[\w.+-]+|application\/octet-stream)\s*(;|$)/i,
  bodyLimit: ctx.config.upload.maxMb * BYTES_PER_MB,

  upload: async (req: FastifyRequest) => {
    const id = idOf(req);
    const { fileName } = parse(ZUploadQuery, req.query, req);
    if (req.body !== undefined && req.body !== null && !Buffer.isBuffer(req.body)) throw badField('file', 'examFileType');
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const saved = await service.upload(ctx, (fn) => withTenant(ctx, req, fn), id, {
      bytes,
      declaredType: req.headers['content-type'] ?? null,
      fileName: fileName ?? null,
    });
    return ZAppointmentFileDto.parse(saved);
  },

  /** The body parser's refusals (too large, not an exam type) as the same field errors as the service's checks. */
  uploadError: (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendError(reply, req, badField('file', 'fileTooLarge', ctx.config.upload.maxMb));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, req, badField('file', 'examFileType'));
    throw error;
  },

  remove: async (req: FastifyRequest) => {
    const id = idOf(req);
    const { filePath } = parse(ZFileQuery, req.query, req);
    return ZAppointmentFileDto.parse(await service.remove(ctx, (fn) => withTenant(ctx, req, fn), id, filePath));
  },

  /** With a token (the read rules) or a link signed by the gateway (?exp=&sig=, with x-company-id). */
  read: async (req: FastifyRequest, reply: FastifyReply) => {
    const id = idOf(req);
    const q = parse(ZFileQuery, req.query, req);
    const inTenant: InTenant = (fn) => withTenant(ctx, req, fn);
    const reader: FileReader =
      q.sig !== undefined && q.exp !== undefined && !req.headers.authorization
        ? { kind: 'link', companyId: companyHeader(req), expires: q.exp, signature: q.sig }
        : { kind: 'tenant', inTenant };
    const { file, object } = await service.read(ctx, reader, id, q.filePath);
    reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return reply.send(object.body);
  },
});
