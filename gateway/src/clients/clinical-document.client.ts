import { ZClinicalDocumentIssueDto, ZClinicalDocumentListDto, ZDocumentValidationDto, ZSigningCertificateDto } from '@teleconsulta/schema';
import { z } from 'zod';
import type { CallContext, ServiceTransport } from './http.js';

const code = (value: string) => encodeURIComponent(value.trim().toUpperCase());

/** Clinical documents (/clinical-document) and the professional's A1 certificate (/professional/certificate). */
export const clinicalDocumentClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: (query: { appointmentId?: string | null; personId?: string | null }) =>
    t.call(ctx, { method: 'GET', path: '/clinical-document', query }, ZClinicalDocumentListDto),
  issue: (input: unknown) =>
    t.call(ctx, { method: 'POST', path: '/clinical-document', body: input, timeoutMs: t.uploadTimeoutMs }, ZClinicalDocumentIssueDto),
  sign: (id: string, password: string) =>
    t.call(
      ctx,
      { method: 'POST', path: `/clinical-document/${encodeURIComponent(id)}/sign`, body: { password }, timeoutMs: t.uploadTimeoutMs },
      ZClinicalDocumentIssueDto,
    ),
  validation: (value: string) =>
    t.call(ctx, { method: 'GET', path: `/clinical-document/validation/${code(value)}` }, ZDocumentValidationDto),
  dispense: (value: string, input: unknown) =>
    t.call(ctx, { method: 'POST', path: `/clinical-document/validation/${code(value)}/dispensing`, body: input }, ZDocumentValidationDto),
  certificate: () =>
    t.call(ctx, { method: 'GET', path: '/professional/certificate' }, z.object({ certificate: ZSigningCertificateDto.nullable() })),
  uploadCertificate: (input: { pkcs12Base64: string; password: string }) =>
    t.call(ctx, { method: 'PUT', path: '/professional/certificate', body: input }, ZSigningCertificateDto),
  removeCertificate: () => t.call(ctx, { method: 'DELETE', path: '/professional/certificate' }, z.object({ removed: z.boolean() })),
});
