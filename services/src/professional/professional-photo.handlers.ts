import { BYTES_PER_MB } from '@teleconsulta/schema';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServiceContext } from '../kit/context.js';
import { badField } from '../kit/errors.js';
import { companyHeader, parse, sendError, withTenant } from '../kit/http.js';
import { ZIdParam, ZProfessionalDto } from './professional.schemas.js';
import { professionalPhotoService as service } from './professional-photo.service.js';

const ZPhotoQuery = z.object({ v: z.string().max(64).optional() });

const idOf = (req: FastifyRequest) => parse(ZIdParam, req.params, req).id;

/** If-None-Match: "v1", W/"v2" → ['v1', 'v2']. */
const entityTags = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"(.*)"$/, '$1'),
    )
    .filter(Boolean);

/** A URL that names the current version never changes (a new photo is a new version); any other asks every time. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, no-cache';

/**
 * The photo's body is the image itself (Content-Type image/jpeg, image/png or image/webp), read as bytes up to
 * UPLOAD_MAX_MB; anything else is refused as a field error on `photo`.
 */
export const professionalPhotoHandlers = (ctx: ServiceContext) => ({
  contentTypes: /^(image\/[\w.+-]+|application\/octet-stream)\s*(;|$)/i,
  bodyLimit: ctx.config.upload.maxMb * BYTES_PER_MB,

  upload: async (req: FastifyRequest) => {
    const id = idOf(req);
    if (req.body !== undefined && req.body !== null && !Buffer.isBuffer(req.body)) throw badField('photo', 'fileType');
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const saved = await service.upload(ctx, (fn) => withTenant(ctx, req, fn), id, {
      bytes,
      declaredType: req.headers['content-type'] ?? null,
    });
    return ZProfessionalDto.parse(saved);
  },

  /** The body parser's refusals (too large, not an image type) as the same field errors as the service's checks. */
  uploadError: (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendError(reply, req, badField('photo', 'fileTooLarge', ctx.config.upload.maxMb));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, req, badField('photo', 'fileType'));
    throw error;
  },

  remove: async (req: FastifyRequest) => ZProfessionalDto.parse(await service.remove(ctx, (fn) => withTenant(ctx, req, fn), idOf(req))),

  /** Public: the x-company-id header names the company; no token is needed (see the service). */
  read: async (req: FastifyRequest, reply: FastifyReply) => {
    const id = idOf(req);
    const companyId = companyHeader(req);
    const { v } = parse(ZPhotoQuery, req.query, req);
    const found = await service.read(ctx, companyId, id, entityTags(req.headers['if-none-match']));
    reply
      .header('etag', `"${found.version}"`)
      .header('cache-control', v === found.version ? IMMUTABLE : REVALIDATE)
      .header('x-content-type-options', 'nosniff');
    if (found.status === 'not-modified') return reply.status(304).send();
    reply.header('content-type', found.object.contentType).header('content-length', found.object.size);
    return reply.send(found.object.body);
  },
});
