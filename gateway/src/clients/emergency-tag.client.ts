import { request } from 'undici';
import { fromServiceError, unreachable } from '../errors.js';
import type { CallContext, ServiceTransport } from './http.js';

export type EmergencyTagFile = { fileName: string; contentType: 'application/pdf'; bytes: Buffer };

const PDF_MAGIC = Buffer.from('%PDF-');

function envelopeOf(text: string): { code: string; message: string; fields?: Array<{ field: string; message: string }> } | null {
  try {
    const json = JSON.parse(text) as { code?: unknown; message?: unknown };
    return typeof json.code === 'string' && typeof json.message === 'string' ? (json as never) : null;
  } catch {
    return null;
  }
}

/**
 * POST /emergency/generate-tag (SPEC §7): the answer is bytes, not JSON, so this call reads the body as a buffer
 * (ServiceTransport.call reads text and parses a zod DTO). Errors are the services' envelopes, as for every other
 * call; anything unreadable, or an answer that is not a PDF, is SERVER_UNREACHABLE.
 */
export const emergencyTagClient = (t: ServiceTransport, ctx: CallContext) => ({
  generate: async (protocolId: string): Promise<EmergencyTagFile> => {
    const headers: Record<string, string> = {
      'accept-language': ctx.locale,
      'x-request-id': ctx.requestId,
      accept: 'application/pdf, application/json',
      'content-type': 'application/json',
    };
    if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
    if (ctx.companyId) headers['x-company-id'] = ctx.companyId;
    let status: number;
    let body: Buffer;
    let disposition: string;
    let contentType: string;
    try {
      const res = await request(`${t.baseUrl}/emergency/generate-tag`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ protocolId }),
        headersTimeout: t.uploadTimeoutMs,
        bodyTimeout: t.uploadTimeoutMs,
      });
      status = res.statusCode;
      body = Buffer.from(await res.body.arrayBuffer());
      disposition = String(res.headers['content-disposition'] ?? '');
      contentType = String(res.headers['content-type'] ?? '');
    } catch {
      throw unreachable(ctx.locale);
    }
    if (status >= 400) {
      const envelope = envelopeOf(body.toString('utf8'));
      throw envelope ? fromServiceError(envelope, status) : unreachable(ctx.locale);
    }
    if (!contentType.startsWith('application/pdf') || !body.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw unreachable(ctx.locale);
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'emergency-tag.pdf';
    return { fileName, contentType: 'application/pdf', bytes: body };
  },
});
