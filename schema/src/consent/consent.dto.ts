import { z } from 'zod';
import { CONSENT_CHANNELS, CONSENT_KINDS } from './terms.js';

/** A term to accept (GET /user/term?protocol=, GET /signterm): its current text and whether it was accepted. */
export const ZConsentTermDto = z.object({
  kind: z.enum(CONSENT_KINDS),
  version: z.string(),
  title: z.string(),
  text: z.string(),
  /** The person it is for (the patient of the appointment for the telemedicine consent; the caller for the terms of use). */
  personId: z.string().nullable(),
  accepted: z.boolean(),
  acceptedAt: z.string().nullable(),
  /** Accepted by a legal representative (a guardian, for a dependent). */
  byRepresentative: z.boolean(),
  /** When the person (or their representative) last revoked it, if ever (LGPD art. 8 §5); accepted again after it, it counts. */
  revokedAt: z.string().nullable(),
});
export type TConsentTermDto = z.infer<typeof ZConsentTermDto>;

/** POST /user/term/revoke: whose telemedicine consent the patient revokes (themself when absent, or a dependent). */
export const ZConsentRevokeInput = z.object({ personId: z.uuid({ message: 'invalid' }).optional() });
export type TConsentRevokeInput = z.infer<typeof ZConsentRevokeInput>;

export const CONSENT_EVENTS = ['ACCEPTED', 'REVOKED'] as const;

/** GET /user/consents: one acceptance or revocation of a consent, of the patient or a dependent (their data export). */
export const ZConsentEventDto = z.object({
  kind: z.enum(CONSENT_KINDS),
  event: z.enum(CONSENT_EVENTS),
  /** The version accepted (a revocation withdraws whatever was given). */
  version: z.string().nullable(),
  personId: z.string().nullable(),
  at: z.string(),
  byRepresentative: z.boolean(),
  channel: z.enum(CONSENT_CHANNELS).nullable(),
});
export type TConsentEventDto = z.infer<typeof ZConsentEventDto>;

/** POST /user/term, POST /sign: the version the person read, and where. */
export const ZConsentAcceptInput = z.object({
  version: z.string().trim().min(1).max(40),
  channel: z.enum(CONSENT_CHANNELS, { message: 'invalid' }).default('WEB'),
  protocol: z.string().trim().min(1).max(30).optional(),
  is_consultorio: z.boolean().optional(),
});
export type TConsentAcceptInput = z.infer<typeof ZConsentAcceptInput>;

export const ZConsentQuery = z.object({ protocol: z.string().trim().min(1).max(30) });

/** A published version of the terms (GET /terms, POST /terms): never changed once published. */
export const ZTermsVersionDto = z.object({
  kind: z.enum(CONSENT_KINDS),
  version: z.string(),
  textPt: z.string(),
  textEn: z.string(),
  publishedAt: z.string(),
});
export type TTermsVersionDto = z.infer<typeof ZTermsVersionDto>;

/** GET /terms/current (public): the current terms of use in the caller's language, for an account created by invitation. */
export const ZCurrentTermsDto = z.object({ kind: z.enum(CONSENT_KINDS), version: z.string(), title: z.string(), text: z.string() });
export type TCurrentTermsDto = z.infer<typeof ZCurrentTermsDto>;
