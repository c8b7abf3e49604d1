import { type TTermsPublishInput, ZConsentEventDto, ZConsentTermDto, ZCurrentTermsDto, ZTermsVersionDto } from '@teleconsulta/schema';
import { z } from 'zod';
import type { CallContext, ServiceTransport } from './http.js';

/** Consents (SPEC §7): the telemedicine consent of an appointment or of the patient's family, its revocation, the terms of use. */
export const consentClient = (t: ServiceTransport, ctx: CallContext) => ({
  telemedicine: (protocol: string) => t.call(ctx, { method: 'GET', path: '/user/term', query: { protocol } }, ZConsentTermDto),
  acceptTelemedicine: (protocol: string, version: string, channel: string) =>
    t.call(ctx, { method: 'POST', path: '/user/term', body: { protocol, version, channel } }, ZConsentTermDto),
  telemedicineOfFamily: () => t.call(ctx, { method: 'GET', path: '/user/term/telemedicine' }, z.array(ZConsentTermDto)),
  revokeTelemedicine: (personId: string | null) =>
    t.call(ctx, { method: 'POST', path: '/user/term/revoke', body: personId ? { personId } : {} }, ZConsentTermDto),
  history: () => t.call(ctx, { method: 'GET', path: '/user/consents' }, z.array(ZConsentEventDto)),
  termsOfUse: () => t.call(ctx, { method: 'GET', path: '/signterm' }, ZConsentTermDto),
  acceptTermsOfUse: (version: string, channel: string) =>
    t.call(ctx, { method: 'POST', path: '/sign', body: { version, channel } }, ZConsentTermDto),
  currentTerms: () => t.call(ctx, { method: 'GET', path: '/terms/current' }, ZCurrentTermsDto),
  termsVersions: () => t.call(ctx, { method: 'GET', path: '/terms' }, z.array(ZTermsVersionDto)),
  publishTerms: (input: TTermsPublishInput) => t.call(ctx, { method: 'POST', path: '/terms', body: input }, ZTermsVersionDto),
});
