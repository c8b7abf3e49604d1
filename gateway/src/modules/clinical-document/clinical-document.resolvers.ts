import { nowMs, signDocumentLink, type TClinicalDocumentDto } from '@teleconsulta/schema';
import type { ClinicalDocumentResolvers, MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { nullWhenNotFound } from '../../errors.js';
import { limitAttempts } from '../limits.js';

/**
 * A document's download link for its reader, signed for a few minutes: the claims name the reader, so the services
 * check their access again when the link is used and the download enters the record's access audit as theirs.
 * Documents are listed only to their readers (the services decide); without a signed-in reader there is no link.
 */
export async function clinicalDocumentLink(
  document: Pick<TClinicalDocumentDto, 'id' | 'companyId' | 'filePath'>,
  links: { secret: string; ttlSeconds: number },
  reader: { userId: string; platformAdmin: boolean } | null,
  at = nowMs(),
): Promise<string | null> {
  if (!reader) return null;
  const expires = Math.ceil((Math.floor(at / 1000) + links.ttlSeconds) / 60) * 60;
  const signature = await signDocumentLink(links.secret, {
    companyId: document.companyId,
    documentId: document.id,
    filePath: document.filePath,
    readerUserId: reader.userId,
    readerPlatformAdmin: reader.platformAdmin,
    expires,
  });
  const query = new URLSearchParams({ exp: String(expires), sig: signature, u: reader.userId });
  if (reader.platformAdmin) query.set('pa', '1');
  return `/media/documents/file/${document.companyId}/${document.id}?${query}`;
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
  url: (document, _args, ctx) => clinicalDocumentLink(document, ctx.fileLinks, ctx.viewer),
  validationPath: (document) => `/d/${document.code}`,
};
