import { type TTermsPublishInput, ZConsentTermDto, ZCurrentTermsDto, ZTermsVersionDto } from '@teleconsulta/schema';
import { z } from 'zod';
import type { CallContext, ServiceTransport } from './http.js';

/** Consents (SPEC §7): the telemedicine consent of an appointment, the terms of use. */
export const consentClient = (t: ServiceTransport, ctx: CallContext) => ({
  telemedicine: (protocol: string) => t.call(ctx, { method: 'GET', path: '/user/term', query: { protocol } }, ZConsentTermDto),
  acceptTelemedicine: (protocol: string, version: string, channel: string) =>
    t.call(ctx, { method: 'POST', path: '/user/term', body: { protocol, version, channel } }, ZConsentTermDto),
  termsOfUse: () => t.call(ctx, { method: 'GET', path: '/signterm' }, ZConsentTermDto),
  acceptTermsOfUse: (version: string, channel: string) =>
    t.call(ctx, { method: 'POST', path: '/sign', body: { version, channel } }, ZConsentTermDto),
  currentTerms: () => t.call(ctx, { method: 'GET', path: '/terms/current' }, ZCurrentTermsDto),
  termsVersions: () => t.call(ctx, { method: 'GET', path: '/terms' }, z.array(ZTermsVersionDto)),
  publishTerms: (input: TTermsPublishInput) => t.call(ctx, { method: 'POST', path: '/terms', body: input }, ZTermsVersionDto),
});
