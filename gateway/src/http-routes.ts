import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { COMPANY_HEADER, REQUEST_ID_HEADER } from '@teleconsulta/schema';
import cors from 'cors';
import type { Express } from 'express';
import { clientAddress } from './client-address.js';
import { bearer, buildContext, type GatewayContext, type GatewayDeps, verifyViewer } from './context.js';
import { lastErrorHandler, notFound, requireJson } from './http-hygiene.js';
import { appointmentFileMediaRoutes } from './modules/appointment-file/appointment-file.media.js';
import { clinicalDocumentMediaRoutes } from './modules/clinical-document/clinical-document.media.js';
import { messageAttachmentMediaRoutes } from './modules/message/message-attachment.media.js';
import { professionalMediaRoutes } from './modules/professional/professional.media.js';
import { graphqlJsonBody } from './uploads.js';

/**
 * The gateway's HTTP routes, mounted once Apollo Server has started: the probes, the media links, /graphql, then the 404
 * and the last error handler.
 */
export function mountRoutes(app: Express, apollo: ApolloServer<GatewayContext>, deps: GatewayDeps): void {
  const { config, flow, transport } = deps;
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    res.status(flow.ready ? 200 : 503).json({ status: flow.ready ? 'ready' : 'waiting for services' });
  });
  // Professionals' photos for <img> (public; see professional.media.ts).
  professionalMediaRoutes(app, transport);
  // Appointments' files for <a href> (signed, short-lived links; see appointment-file.media.ts).
  appointmentFileMediaRoutes(app, transport);
  // Messages' attachments, the same way (see message-attachment.media.ts).
  messageAttachmentMediaRoutes(app, transport);
  // Clinical documents: readers' signed links, and the QR code's public address (see clinical-document.media.ts).
  clinicalDocumentMediaRoutes(app, transport, { limiter: deps.accessLimiter, trustedProxyHops: config.trustedProxyHops });
  app.use(
    '/graphql',
    // Only the listed origins (the apps talk to their own origin through their proxy and need none); never a reflection
    // of any origin. Production refuses an empty list (config.ts).
    cors({ origin: config.corsOrigins.length ? config.corsOrigins : false, credentials: false }),
    requireJson,
    // 100 kB, or room for one UPLOAD_MAX_MB file in base64 for a caller whose token verifies (uploads.ts).
    graphqlJsonBody(config.upload, async (authorization) => (await verifyViewer(deps, bearer(authorization))) !== null),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        buildContext(deps, {
          authorization: req.headers.authorization,
          companyHeader: req.headers[COMPANY_HEADER] as string | undefined,
          acceptLanguage: req.headers['accept-language'],
          requestId: req.headers[REQUEST_ID_HEADER] as string | undefined,
          clientIp: clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, config.trustedProxyHops),
        }),
    }),
  );
  app.use(notFound);
  app.use(lastErrorHandler);
}
