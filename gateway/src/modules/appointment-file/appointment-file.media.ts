import { pipeline } from 'node:stream/promises';
import { errorText, nowMs, pickLocale, REQUEST_ID_HEADER, signFileLink } from '@teleconsulta/schema';
import type { Express, Request, Response } from 'express';
import type { ServiceTransport } from '../../clients/http.js';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY = /^company\/([0-9a-f-]{36})\/appointment\/([0-9a-f-]{36})\/file\/([0-9a-f-]{36})$/i;
const SIGNATURE = /^[A-Za-z0-9_-]{1,128}$/;
/** What the services say about the file that the browser needs; nothing else is passed on. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'x-content-type-options'];

/**
 * The link of an appointment's file for an <a href> (AppointmentFile.url): a path on the gateway's origin (the apps
 * proxy /media like /graphql) with an expiry and the signature of (company, appointment, file, expiry). The expiry is
 * rounded up to the minute, so a page read twice in a minute gets the same links. Null for a key of another form.
 */
export async function appointmentFileLink(
  filePath: string,
  links: { secret: string; ttlSeconds: number },
  at = nowMs(),
): Promise<string | null> {
  const parts = KEY.exec(filePath);
  if (!parts) return null;
  const [, companyId, appointmentId, fileId] = parts as unknown as [string, string, string, string];
  const expires = Math.ceil((Math.floor(at / 1000) + links.ttlSeconds) / 60) * 60;
  const signature = await signFileLink(links.secret, { companyId, appointmentId, filePath, expires });
  return `/media/appointments/${companyId}/${appointmentId}/files/${fileId}?exp=${expires}&sig=${signature}`;
}

type FailCode = 'NOT_FOUND' | 'ACCESS_DENIED' | 'UNAUTHENTICATED' | 'SERVER_UNREACHABLE' | 'UNABLE_TO_RETRIEVE_DATA';

export function fail(req: Request, res: Response, status: number, code: FailCode) {
  const locale = pickLocale(req.headers['accept-language']);
  res
    .status(status)
    .set('cache-control', 'no-store')
    .json({ code, message: errorText(code, locale) });
}

/**
 * GET /media/appointments/:companyId/:appointmentId/files/:fileId?exp=&sig=: an appointment's file for whoever holds
 * a link the gateway signed (never public: only a reader of the appointment gets one, and it expires). The services
 * check the signature and the expiry; the answer is passed through the same undici pool as every other call.
 */
export function appointmentFileMediaRoutes(app: Express, transport: ServiceTransport): void {
  app.get(
    '/media/appointments/:companyId/:appointmentId/files/:fileId',
    async (req: Request<{ companyId: string; appointmentId: string; fileId: string }>, res: Response) => {
      const { companyId, appointmentId, fileId } = req.params;
      if (![companyId, appointmentId, fileId].every((id) => UUID.test(id))) return fail(req, res, 404, 'NOT_FOUND');
      const link = signedQuery(req);
      if (!link) return fail(req, res, 403, 'ACCESS_DENIED');
      const filePath = `company/${companyId}/appointment/${appointmentId}/file/${fileId}`;
      const query = new URLSearchParams({ filePath, ...link });
      return passSignedFile(req, res, transport, companyId, `/appointment/${appointmentId}/file?${query}`);
    },
  );
}

/** A link's ?exp=&sig= when both are well formed, else null (the answer is then 403). */
export function signedQuery(req: Request): { exp: string; sig: string } | null {
  const exp = typeof req.query.exp === 'string' && /^\d{1,12}$/.test(req.query.exp) ? req.query.exp : null;
  const sig = typeof req.query.sig === 'string' && SIGNATURE.test(req.query.sig) ? req.query.sig : null;
  return exp && sig ? { exp, sig } : null;
}

/**
 * Asks the services for a file with a signed link's query (they check the signature and the expiry) and passes its
 * bytes and the headers the browser needs on, through the same undici pool as every other call.
 */
export async function passSignedFile(req: Request, res: Response, transport: ServiceTransport, companyId: string, path: string) {
  const headers: Record<string, string> = { 'x-company-id': companyId, accept: '*/*' };
  const requestId = req.headers[REQUEST_ID_HEADER];
  if (typeof requestId === 'string') headers[REQUEST_ID_HEADER] = requestId;

  let upstream: Awaited<ReturnType<ServiceTransport['stream']>>;
  try {
    upstream = await transport.stream({
      path,
      headers,
      timeoutMs: transport.uploadTimeoutMs,
    });
  } catch {
    return fail(req, res, 502, 'SERVER_UNREACHABLE');
  }
  if (upstream.statusCode !== 200) {
    await upstream.body.dump();
    // An expired or forged link: 403; a wrong secret (a document's public file): 401; no such file (another company's,
    // removed): 404; the storage failing: 502.
    if (upstream.statusCode === 403) return fail(req, res, 403, 'ACCESS_DENIED');
    if (upstream.statusCode === 401) return fail(req, res, 401, 'UNAUTHENTICATED');
    return upstream.statusCode === 404 ? fail(req, res, 404, 'NOT_FOUND') : fail(req, res, 502, 'UNABLE_TO_RETRIEVE_DATA');
  }
  res.status(200);
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers[name];
    if (typeof value === 'string') res.set(name, value);
  }
  // A client that goes away destroys the upstream body too.
  await pipeline(upstream.body, res).catch(() => undefined);
}
