import { ZConsentTermDto } from '@teleconsulta/schema';
import type { CallContext, ServiceTransport } from './http.js';

/** Consents (SPEC §7): the telemedicine consent of an appointment, the terms of use. */
export const consentClient = (t: ServiceTransport, ctx: CallContext) => ({
  telemedicine: (protocol: string) => t.call(ctx, { method: 'GET', path: '/user/term', query: { protocol } }, ZConsentTermDto),
  acceptTelemedicine: (protocol: string, version: string, channel: string) =>
    t.call(ctx, { method: 'POST', path: '/user/term', body: { protocol, version, channel } }, ZConsentTermDto),
  termsOfUse: () => t.call(ctx, { method: 'GET', path: '/signterm' }, ZConsentTermDto),
  acceptTermsOfUse: (version: string, channel: string) =>
    t.call(ctx, { method: 'POST', path: '/sign', body: { version, channel } }, ZConsentTermDto),
});
