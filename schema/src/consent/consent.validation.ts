import { z } from 'zod';

/** A terms version's name: a letter or digit, then letters, digits, dots, dashes or underscores (e.g. 2026-12-01). */
export const TERMS_VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
export const TERMS_VERSION_MAX = 40;
export const TERMS_TEXT_MAX = 20_000;

const termsText = z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(TERMS_TEXT_MAX);

/**
 * POST /terms: the platform administrator publishes a new version of the terms of use, its text in both languages.
 * Published versions are never changed: a correction is a new version (and everyone accepts it again).
 */
export const ZTermsPublishInput = z.object({
  version: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(TERMS_VERSION_MAX)
    .regex(TERMS_VERSION_PATTERN, { message: 'invalid' }),
  textPt: termsText,
  textEn: termsText,
});
export type TTermsPublishInput = z.infer<typeof ZTermsPublishInput>;
