import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { clinicalDocumentHandlers } from './clinical-document.handlers.js';

/**
 * Clinical documents (issue 19): issued from an appointment by its professional, read and downloaded by its patient
 * (or guardian), its professional and the clinic's managers; the validation routes are public (a code, and for a
 * dispensing or the validator's file the secret printed on the paper). The professional's A1 certificate lives under
 * /professional/certificate.
 */
export function clinicalDocumentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const h = clinicalDocumentHandlers(ctx);
  app.get('/clinical-document', h.list);
  app.post('/clinical-document', h.issue);
  app.post('/clinical-document/:id/sign', h.sign);
  app.get('/clinical-document/:id/file', h.file);
  app.get('/clinical-document/validation/:code', h.validation);
  app.post('/clinical-document/validation/:code/dispensing', h.dispense);
  app.get('/clinical-document/validation/:code/file', h.publicFile);
  app.get('/professional/certificate', h.certificate);
  app.put('/professional/certificate', h.uploadCertificate);
  app.delete('/professional/certificate', h.removeCertificate);
}
