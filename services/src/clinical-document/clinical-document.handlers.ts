import {
  nowMs,
  verifyDocumentLink,
  ZClinicalDocumentIssue,
  ZClinicalDocumentIssueDto,
  ZClinicalDocumentListDto,
  ZClinicalDocumentSign,
  ZDispensingInput,
  ZDocumentCode,
  ZDocumentValidationDto,
  ZSigningCertificateDto,
  ZSigningCertificateUpload,
} from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZIdParam } from '../appointment/appointment.schemas.js';
import { contentDisposition } from '../appointment-file/appointment-file.handlers.js';
import type { ServiceContext } from '../kit/context.js';
import { AppError, forbidden, notFound } from '../kit/errors.js';
import { companyHeader, inCompanyAs, parse, tenantRoutes, withTenant } from '../kit/http.js';
import { inScope } from '../kit/tenant.js';
import type { InTenant } from '../professional/professional-photo.service.js';
import { clinicalDocumentRepository as repo } from './clinical-document.repository.js';
import { clinicalDocumentService as service } from './clinical-document.service.js';
import { signingCertificateService as certificates } from './signing-certificate.service.js';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const ZListQuery = z.object({
  appointmentId: z.preprocess(blankToUndefined, z.uuid({ message: 'invalid' }).optional()),
  personId: z.preprocess(blankToUndefined, z.uuid({ message: 'invalid' }).optional()),
});
const ZCodeParam = z.object({ code: z.string().trim().toUpperCase().pipe(ZDocumentCode) });
const ZFileQuery = z.object({
  exp: z.coerce.number({ message: 'invalid' }).int({ message: 'invalid' }).optional(),
  sig: z.string().max(128, { message: 'invalid' }).optional(),
  /** The reader the link was signed for, and whether they are the platform administrator. */
  u: z.uuid({ message: 'invalid' }).optional(),
  pa: z.enum(['1']).optional(),
});
const ZSecretQuery = z.object({ secret: z.string({ message: 'required' }).max(64, { message: 'invalid' }) });
const ZCertificateAnswer = z.object({ certificate: ZSigningCertificateDto.nullable() });

/** A code of the wrong form answers like an unknown one: the page never tells a guess what a code looks like. */
function codeOf(req: FastifyRequest): string {
  const parsed = ZCodeParam.safeParse(req.params);
  if (!parsed.success) throw notFound();
  return parsed.data.code;
}

async function sendPdf(ctx: ServiceContext, reply: FastifyReply, filePath: string, fileName: string) {
  const object = await ctx.storage.get(filePath).catch((error) => {
    ctx.log.error({ err: error, key: filePath }, 'could not read a clinical document');
    throw new AppError('PRESCRIPTION_OPEN_FAILED');
  });
  if (!object) throw new AppError('PRESCRIPTION_OPEN_FAILED');
  reply
    .header('content-type', 'application/pdf')
    .header('content-length', object.size)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  return reply.send(object.body);
}

const fileNameOf = (kind: string, code: string) =>
  `${{ PRESCRIPTION: 'receita', CERTIFICATE: 'atestado', EXAM_REQUEST: 'solicitacao-de-exames', REFERRAL: 'encaminhamento' }[kind] ?? 'documento'}-${code}.pdf`;

export const clinicalDocumentHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  const inTenantOf =
    (req: FastifyRequest): InTenant =>
    (fn) =>
      withTenant(ctx, req, fn);
  return {
    list: route({ query: ZListQuery }, ZClinicalDocumentListDto, async (tx, tenant, { query }) => ({
      items: await service.list(tx, tenant, query),
    })),

    issue: async (req: FastifyRequest, reply: FastifyReply) => {
      const input = parse(ZClinicalDocumentIssue, req.body, req);
      const answer = ZClinicalDocumentIssueDto.parse(await service.issue(ctx, inTenantOf(req), input));
      return reply.status(201).send(answer);
    },

    sign: async (req: FastifyRequest) => {
      const { id } = parse(ZIdParam, req.params, req);
      const { password } = parse(ZClinicalDocumentSign, req.body, req);
      return ZClinicalDocumentIssueDto.parse(await service.sign(ctx, inTenantOf(req), id, password));
    },

    /**
     * The PDF: with a token (its readers), or a link the gateway signed for one of them (?exp=&sig=&u=, x-company-id):
     * that reader's access is checked again and the download is logged in the access audit as theirs.
     */
    file: async (req: FastifyRequest, reply: FastifyReply) => {
      const { id } = parse(ZIdParam, req.params, req);
      const q = parse(ZFileQuery, req.query, req);
      if (q.sig !== undefined && q.exp !== undefined && !req.headers.authorization) {
        const companyId = companyHeader(req);
        if (!q.u) throw forbidden();
        const reader = { userId: q.u, platformAdmin: q.pa === '1' };
        const found = await inScope(ctx.db, { companyId, userId: null }, (tx) => repo.byId(tx, id));
        if (!found) throw notFound();
        const claims = {
          companyId,
          documentId: id,
          filePath: found.filePath,
          readerUserId: reader.userId,
          readerPlatformAdmin: reader.platformAdmin,
          expires: q.exp,
        };
        if (!(await verifyDocumentLink(ctx.config.auth.mediaSigningKey, claims, q.sig, Math.floor(nowMs() / 1000)))) throw forbidden();
        const principal = { ...reader, username: reader.userId, roles: [], companyId };
        const document = await inCompanyAs(ctx, req, principal, companyId, (tx, tenant) => service.readable(tx, tenant, id));
        return sendPdf(ctx, reply, document.filePath, fileNameOf(document.kind, document.code));
      }
      const document = await withTenant(ctx, req, (tx, tenant) => service.readable(tx, tenant, id));
      return sendPdf(ctx, reply, document.filePath, fileNameOf(document.kind, document.code));
    },

    validation: async (req: FastifyRequest) => ZDocumentValidationDto.parse(await service.validation(ctx, codeOf(req))),

    dispense: async (req: FastifyRequest) => {
      const code = codeOf(req);
      const input = parse(ZDispensingInput, req.body, req);
      return ZDocumentValidationDto.parse(await service.dispense(ctx, code, input));
    },

    /** The signed PDF for ITI's validator: the code and the secret printed on the paper (BRAZIL.md §7b). */
    publicFile: async (req: FastifyRequest, reply: FastifyReply) => {
      const code = codeOf(req);
      const { secret } = parse(ZSecretQuery, req.query, req);
      const filePath = await service.publicFile(ctx, code, secret);
      return sendPdf(ctx, reply, filePath, `documento-${code}.pdf`);
    },

    certificate: route({}, ZCertificateAnswer, async (tx, tenant) => ({ certificate: await certificates.mine(tx, tenant) })),
    uploadCertificate: route({ body: ZSigningCertificateUpload }, ZSigningCertificateDto, (tx, tenant, { body }) =>
      certificates.upload(ctx, tx, tenant, body),
    ),
    removeCertificate: route({}, z.object({ removed: z.boolean() }), async (tx, tenant) => ({
      removed: await certificates.remove(tx, tenant),
    })),
  };
};
