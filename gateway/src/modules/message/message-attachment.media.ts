import { nowMs, signMessageAttachmentLink } from '@teleconsulta/schema';
import type { Express, Request, Response } from 'express';
import type { ServiceTransport } from '../../clients/http.js';
import { fail, passSignedFile, signedQuery, UUID } from '../appointment-file/appointment-file.media.js';

const KEY = /^company\/([0-9a-f-]{36})\/message\/([0-9a-f-]{36})\/attachment\/([0-9a-f-]{36})$/i;

/**
 * The link of a message's attachment for an <a href> (MessageAttachment.url): like an exam file's, a path on the
 * gateway's origin with an expiry (rounded up to the minute) and the signature of (company, message, file, expiry).
 * Null for a key of another form.
 */
export async function messageAttachmentLink(
  filePath: string,
  links: { secret: string; ttlSeconds: number },
  at = nowMs(),
): Promise<string | null> {
  const parts = KEY.exec(filePath);
  if (!parts) return null;
  const [, companyId, messageId, attachmentId] = parts as unknown as [string, string, string, string];
  const expires = Math.ceil((Math.floor(at / 1000) + links.ttlSeconds) / 60) * 60;
  const signature = await signMessageAttachmentLink(links.secret, { companyId, messageId, filePath, expires });
  return `/media/messages/${companyId}/${messageId}/attachments/${attachmentId}?exp=${expires}&sig=${signature}`;
}

/**
 * GET /media/messages/:companyId/:messageId/attachments/:attachmentId?exp=&sig=: a message's attachment for whoever
 * holds a link the gateway signed (only a reader of the thread gets one, and it expires); the services check it.
 */
export function messageAttachmentMediaRoutes(app: Express, transport: ServiceTransport): void {
  app.get(
    '/media/messages/:companyId/:messageId/attachments/:attachmentId',
    async (req: Request<{ companyId: string; messageId: string; attachmentId: string }>, res: Response) => {
      const { companyId, messageId, attachmentId } = req.params;
      if (![companyId, messageId, attachmentId].every((id) => UUID.test(id))) return fail(req, res, 404, 'NOT_FOUND');
      const link = signedQuery(req);
      if (!link) return fail(req, res, 403, 'ACCESS_DENIED');
      const query = new URLSearchParams(link);
      return passSignedFile(req, res, transport, companyId, `/message/${messageId}/attachment/${attachmentId}?${query}`);
    },
  );
}
