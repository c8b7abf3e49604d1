import type { Express, Request, Response } from 'express';
import { clientAddress } from '../../client-address.js';
import type { ServiceTransport } from '../../clients/http.js';
import type { RateLimiter } from '../../rate-limit.js';
import { fail, passSignedFile, signedQuery, UUID } from '../appointment-file/appointment-file.media.js';

const CODE = /^[0-9A-HJKMNP-TV-Z]{16}$/;
const SECRET = /^[0-9A-Za-z-]{1,64}$/;
/** What ITI's validator asks for (BRAZIL.md §7b): ?_format=application/validador-iti+json&_secretCode=<code>. */
const ITI_FORMAT = 'application/validador-iti+json';

const codeOf = (req: Request<{ code: string }>) => {
  const code = req.params.code.trim().toUpperCase();
  return CODE.test(code) ? code : null;
};

/** The origin the caller reached (the edge sets X-Forwarded-Proto/Host; Express's trust proxy reads them). */
const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * Clinical documents on the apps' origins (issue 19 items 4 and 9):
 * - /media/documents/file/:companyId/:documentId?exp=&sig=&u=: a reader's download link (signed for that reader, a few
 *   minutes);
 * - /media/documents/:code: the address the QR code holds. A browser is sent to the validation page (/d/:code); ITI's
 *   validator, asking with its format and the secret, gets the JSON contract with the signed PDF's address (401 for a
 *   wrong secret, 404 for an unknown code);
 * - /media/documents/:code/file.pdf?_secretCode=: that PDF.
 */
export function clinicalDocumentMediaRoutes(
  app: Express,
  transport: ServiceTransport,
  limits: { limiter: RateLimiter; trustedProxyHops: number },
): void {
  /** A secret-taking call costs one of the client's short-link attempts (a guess is a request); false when over. */
  const allowed = async (req: Request, res: Response): Promise<boolean> => {
    const retryAfter = await limits.limiter.hit(
      clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, limits.trustedProxyHops),
    );
    if (retryAfter === 0) return true;
    res
      .status(429)
      .set({ 'retry-after': String(retryAfter), 'cache-control': 'no-store' })
      .json({ error: 'too many attempts' });
    return false;
  };

  app.get(
    '/media/documents/file/:companyId/:documentId',
    async (req: Request<{ companyId: string; documentId: string }>, res: Response) => {
      const { companyId, documentId } = req.params;
      if (!UUID.test(companyId) || !UUID.test(documentId)) return fail(req, res, 404, 'NOT_FOUND');
      const link = signedQuery(req);
      const reader = typeof req.query.u === 'string' && UUID.test(req.query.u) ? req.query.u : null;
      if (!link || !reader) return fail(req, res, 403, 'ACCESS_DENIED');
      const query = new URLSearchParams({ ...link, u: reader, ...(req.query.pa === '1' ? { pa: '1' } : {}) });
      return passSignedFile(req, res, transport, companyId, `/clinical-document/${documentId}/file?${query}`);
    },
  );

  app.get('/media/documents/:code/file.pdf', async (req: Request<{ code: string }>, res: Response) => {
    const code = codeOf(req);
    const secret = typeof req.query._secretCode === 'string' ? req.query._secretCode : '';
    if (!(await allowed(req, res))) return;
    if (!code) return fail(req, res, 404, 'NOT_FOUND');
    // A secret that cannot be one is answered like a wrong one (BRAZIL.md §7b: 401).
    if (!SECRET.test(secret)) return fail(req, res, 401, 'UNAUTHENTICATED');
    return passSignedFile(
      req,
      res,
      transport,
      '00000000-0000-0000-0000-000000000000',
      `/clinical-document/validation/${code}/file?${new URLSearchParams({ secret })}`,
    );
  });

  app.get('/media/documents/:code', async (req: Request<{ code: string }>, res: Response) => {
    const code = codeOf(req);
    if (req.query._format !== ITI_FORMAT) {
      res.set('cache-control', 'no-store');
      return res.redirect(302, `/d/${encodeURIComponent(code ?? req.params.code)}`);
    }
    const secret = typeof req.query._secretCode === 'string' ? req.query._secretCode : '';
    if (!(await allowed(req, res))) return;
    if (!code) return res.status(404).set('cache-control', 'no-store').json({ error: 'not found' });
    if (!SECRET.test(secret)) return res.status(401).set('cache-control', 'no-store').json({ error: 'unauthorized' });
    let status: number;
    try {
      const upstream = await transport.stream({
        path: `/clinical-document/validation/${code}/file?${new URLSearchParams({ secret })}`,
        headers: { accept: '*/*' },
        timeoutMs: transport.uploadTimeoutMs,
      });
      status = upstream.statusCode;
      await upstream.body.dump();
    } catch {
      return fail(req, res, 502, 'SERVER_UNREACHABLE');
    }
    res.set('cache-control', 'no-store');
    if (status === 401) return res.status(401).json({ error: 'unauthorized' });
    if (status !== 200) return res.status(404).json({ error: 'not found' });
    const url = `${originOf(req)}/media/documents/${code}/file.pdf?${new URLSearchParams({ _secretCode: secret })}`;
    return res.json({ version: '1.0.0', prescription: { signatureFiles: [{ url }] } });
  });
}
