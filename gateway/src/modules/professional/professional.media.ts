import { pipeline } from 'node:stream/promises';
import { errorText, pickLocale, REQUEST_ID_HEADER } from '@teleconsulta/schema';
import type { Express, Request, Response } from 'express';
import type { ServiceTransport } from '../../clients/http.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VERSION = /^[\w-]{1,64}$/;
/** What the services say about the image that the browser needs; nothing else is passed on. */
const PASSED_HEADERS = ['content-type', 'content-length', 'etag', 'cache-control', 'x-content-type-options'];

/**
 * Where a browser reads a professional's photo (Professional.photoUrl): a path on the gateway's origin, since the apps
 * proxy /media to the gateway as they do /graphql. The version makes the URL change with every new photo.
 */
export const professionalPhotoPath = (companyId: string, professionalId: string, version: string) =>
  `/media/professionals/${encodeURIComponent(companyId)}/${encodeURIComponent(professionalId)}/photo?v=${encodeURIComponent(version)}`;

function fail(req: Request, res: Response, status: number, code: 'NOT_FOUND' | 'SERVER_UNREACHABLE' | 'UNABLE_TO_RETRIEVE_DATA') {
  const locale = pickLocale(req.headers['accept-language']);
  res
    .status(status)
    .set('cache-control', 'no-store')
    .json({ code, message: errorText(code, locale) });
}

/**
 * GET /media/professionals/:companyId/:id/photo[?v=]: public (an <img> sends no token; the landing pages show these
 * photos), passed through from the services' GET /professional/{id}/photo over the same undici pool as every other
 * call, with its type, ETag and Cache-Control (a versioned URL is immutable; If-None-Match answers 304).
 */
export function professionalMediaRoutes(app: Express, transport: ServiceTransport): void {
  app.get('/media/professionals/:companyId/:id/photo', async (req: Request<{ companyId: string; id: string }>, res: Response) => {
    const { companyId, id } = req.params;
    const version = typeof req.query.v === 'string' && VERSION.test(req.query.v) ? req.query.v : undefined;
    if (!UUID.test(companyId) || !UUID.test(id)) return fail(req, res, 404, 'NOT_FOUND');
    const headers: Record<string, string> = { 'x-company-id': companyId, accept: 'image/*' };
    const requestId = req.headers[REQUEST_ID_HEADER];
    if (typeof requestId === 'string') headers[REQUEST_ID_HEADER] = requestId;
    if (typeof req.headers['if-none-match'] === 'string') headers['if-none-match'] = req.headers['if-none-match'];
    const path = `/professional/${id}/photo${version ? `?v=${version}` : ''}`;

    let upstream: Awaited<ReturnType<ServiceTransport['stream']>>;
    try {
      upstream = await transport.stream({ path, headers, timeoutMs: transport.uploadTimeoutMs });
    } catch {
      return fail(req, res, 502, 'SERVER_UNREACHABLE');
    }
    if (upstream.statusCode !== 200 && upstream.statusCode !== 304) {
      await upstream.body.dump();
      // No such professional, another company's, or no photo: 404; the storage failing: 502.
      return upstream.statusCode === 404 ? fail(req, res, 404, 'NOT_FOUND') : fail(req, res, 502, 'UNABLE_TO_RETRIEVE_DATA');
    }
    res.status(upstream.statusCode);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers[name];
      if (typeof value === 'string') res.set(name, value);
    }
    if (upstream.statusCode === 304) {
      await upstream.body.dump();
      res.end();
      return;
    }
    // A client that goes away destroys the upstream body too.
    await pipeline(upstream.body, res).catch(() => undefined);
  });
}
