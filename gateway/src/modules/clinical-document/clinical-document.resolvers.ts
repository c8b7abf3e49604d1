import { nowMs, signFileLink, type TClinicalDocumentDto } from '@teleconsulta/schema';
import type { ClinicalDocumentResolvers, MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { nullWhenNotFound } from '../../errors.js';
import { limitAttempts } from '../limits.js';

/**
 * A document's download link, signed for a few minutes like an appointment file's (the claims name the document as
 * the "appointment" of the shared link format). Documents are listed only to their readers (the services decide).
 */
export async function clinicalDocumentLink(
  document: Pick<TClinicalDocumentDto, 'id' | 'companyId' | 'filePath'>,
  links: { secret: string; ttlSeconds: number },
  at = nowMs(),
): Promise<string> {
  const expires = Math.ceil((Math.floor(at / 1000) + links.ttlSeconds) / 60) * 60;
  const signature = await signFileLink(links.secret, {
    companyId: document.companyId,
    appointmentId: document.id,
    filePath: document.filePath,
    expires,
  });
  return `/media/documents/file/${document.companyId}/${document.id}?exp=${expires}&sig=${signature}`;
}

export const clinicalDocumentQuery: QueryResolvers = {
  clinicalDocuments: async (_parent, { appointmentId, personId }, ctx) =>
    (await ctx.clients.clinicalDocument.list({ appointmentId, personId })).items,
  /** Public, rate-limited per client like the short links: a guess costs a request. */
  documentValidation: async (_parent, { code }, ctx) => {
    await limitAttempts(ctx, ctx.accessLimiter);
    return ctx.clients.clinicalDocument.validation(code).catch(nullWhenNotFound);
  },
  mySigningCertificate: async (_parent, _args, ctx) => (await ctx.clients.clinicalDocument.certificate()).certificate,
};

export const clinicalDocumentMutation: MutationResolvers = {
  issueClinicalDocument: (_parent, { input }, ctx) => ctx.clients.clinicalDocument.issue(input),
  signClinicalDocument: (_parent, { id, password }, ctx) => ctx.clients.clinicalDocument.sign(id, password),
  uploadSigningCertificate: (_parent, args, ctx) => ctx.clients.clinicalDocument.uploadCertificate(args),
  removeSigningCertificate: async (_parent, _args, ctx) => (await ctx.clients.clinicalDocument.removeCertificate()).removed,
  dispenseClinicalDocument: async (_parent, { code, input }, ctx) => {
    await limitAttempts(ctx, ctx.accessLimiter);
    return ctx.clients.clinicalDocument.dispense(code, input);
  },
};

export const clinicalDocumentType: ClinicalDocumentResolvers = {
  url: (document, _args, ctx) => clinicalDocumentLink(document, ctx.fileLinks),
  validationPath: (document) => `/d/${document.code}`,
};
