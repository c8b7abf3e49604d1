import { BYTES_PER_MB, ZMessageAttachmentDto } from '@teleconsulta/schema';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../appointment-file/appointment-file.handlers.js';
import type { ServiceContext } from '../kit/context.js';
import { badField } from '../kit/errors.js';
import { companyHeader, parse, sendError, withTenant } from '../kit/http.js';
import { type AttachmentReader, messageAttachmentService as service } from './message-attachment.service.js';

const ZIdParam = z.object({ id: z.uuid({ message: 'invalid' }) });
const ZAttachmentParams = z.object({ id: z.uuid({ message: 'invalid' }), attachmentId: z.uuid({ message: 'invalid' }) });
const ZUploadQuery = z.object({ fileName: z.string().max(255, { message: 'invalid' }).optional() });
/** A signed link's expiry (epoch seconds) and signature, made by the gateway. */
const ZLinkQuery = z.object({
  exp: z.coerce.number({ message: 'invalid' }).int({ message: 'invalid' }).optional(),
  sig: z.string().max(128, { message: 'invalid' }).optional(),
});

/**
 * Message attachments, as exam files: the upload's body is the file itself (PDF, JPEG or PNG) read as bytes up to
 * UPLOAD_MAX_MB, its name in ?fileName=; anything else is refused as a field error on `file`.
 */
export const messageAttachmentHandlers = (ctx: ServiceContext) => ({
  contentTypes: /^(application\/pdf|image\/[\w.+-]+|application\/octet-stream)\s*(;|$)/i,
  bodyLimit: ctx.config.upload.maxMb * BYTES_PER_MB,

  upload: async (req: FastifyRequest) => {
    const { id } = parse(ZIdParam, req.params, req);
    const { fileName } = parse(ZUploadQuery, req.query, req);
    if (req.body !== undefined && req.body !== null && !Buffer.isBuffer(req.body)) throw badField('file', 'examFileType');
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const saved = await service.upload(ctx, (fn) => withTenant(ctx, req, fn), id, {
      bytes,
      declaredType: req.headers['content-type'] ?? null,
      fileName: fileName ?? null,
    });
    return ZMessageAttachmentDto.parse(saved);
  },

  /** The body parser's refusals (too large, not an accepted type) as the same field errors as the service's checks. */
  uploadError: (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendError(reply, req, badField('file', 'fileTooLarge', ctx.config.upload.maxMb));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, req, badField('file', 'examFileType'));
    throw error;
  },

  /** With a token (the thread's read rules) or a link signed by the gateway (?exp=&sig=, with x-company-id). */
  read: async (req: FastifyRequest, reply: FastifyReply) => {
    const { id, attachmentId } = parse(ZAttachmentParams, req.params, req);
    const q = parse(ZLinkQuery, req.query, req);
    const reader: AttachmentReader =
      q.sig !== undefined && q.exp !== undefined && !req.headers.authorization
        ? { kind: 'link', companyId: companyHeader(req), expires: q.exp, signature: q.sig }
        : { kind: 'tenant', inTenant: (fn) => withTenant(ctx, req, fn) };
    const { file, object } = await service.read(ctx, reader, id, attachmentId);
    reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return reply.send(object.body);
  },
});
