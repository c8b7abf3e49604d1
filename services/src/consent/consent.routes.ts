import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { consentHandlers } from './consent.handlers.js';

/**
 * Consents (SPEC §7): the telemedicine consent of an appointment (GET/POST /user/term), of the patient and each dependent
 * (GET /user/term/telemedicine), its revocation (POST /user/term/revoke), the patient's consent history for their data
 * export (GET /user/consents), the terms of use (GET /signterm,
 * GET/POST /sign — POST from the doctor's office adds is_consultorio true), and the published versions of the terms of
 * use (GET/POST /terms: the platform administrator's; GET /terms/current: public, the version in force).
 */
export function consentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = consentHandlers(ctx);
  app.get('/user/term', h.telemedicineTerm);
  app.post('/user/term', h.acceptTelemedicine);
  app.get('/user/term/telemedicine', h.telemedicineTerms);
  app.post('/user/term/revoke', h.revokeTelemedicine);
  app.get('/user/consents', h.history);
  app.get('/signterm', h.termsOfUse);
  app.get('/sign', h.termsOfUse);
  app.post('/sign', h.acceptTermsOfUse);
  app.get('/terms/current', h.currentTerms);
  app.get('/terms', h.termsVersions);
  app.post('/terms', h.publishTerms);
}
