import { z } from 'zod';
import { nowMs } from '../calendar/clock.js';
import { pagingShape } from '../util/paging.js';

/**
 * The patient's history (electronic health record, SPEC §3 "history items", §7 GET /person/{id}/history): shared by the
 * person service, the gateway and the apps.
 */
export const PERSON_HISTORY_ITEM_TYPES = [
  'APPOINTMENT',
  'ARCHIVE',
  'DIAGNOSTIC',
  'EVENT',
  'EXAM',
  'LINK',
  'MEDICAL_REFERRAL',
  'NOTES',
  'PRESCRIPTION',
  'QUESTIONNAIRE',
] as const;
export type PersonHistoryItemType = (typeof PERSON_HISTORY_ITEM_TYPES)[number];

/**
 * The types something is recorded as. PRESCRIPTION holds the prescriptions and medical certificates issued as clinical
 * documents, EXAM the service requests and the exam requests issued as documents, MEDICAL_REFERRAL the referrals,
 * QUESTIONNAIRE the emergency pre-assessments answered, LINK the links a professional shared with the patient.
 */
export const PERSON_HISTORY_SOURCED_TYPES = [
  'APPOINTMENT',
  'NOTES',
  'ARCHIVE',
  'DIAGNOSTIC',
  'EXAM',
  'EVENT',
  'PRESCRIPTION',
  'MEDICAL_REFERRAL',
  'QUESTIONNAIRE',
  'LINK',
] as const satisfies readonly PersonHistoryItemType[];
export type PersonHistorySourcedType = (typeof PERSON_HISTORY_SOURCED_TYPES)[number];

export const isPersonHistoryItemType = (value: string): value is PersonHistoryItemType =>
  (PERSON_HISTORY_ITEM_TYPES as readonly string[]).includes(value);

/** An ICD-10 (CID-10) category, A00 to Z99, with an optional subcategory digit: "I10", "J06.9". */
const CID10 = /^[A-Z]\d{2}(\.\d)?$/;
/** A subcategory typed without its dot, as doctors often do ("J069"): the same code. */
const CID10_WITHOUT_DOT = /^([A-Z]\d{2})(\d)$/;
/** Upper-cased and trimmed, with the subcategory's dot put back: "j069" and " J06.9 " are both "J06.9". */
export const normalizeCid10 = (value: string) => value.trim().toUpperCase().replace(CID10_WITHOUT_DOT, '$1.$2');
export const isValidCid10 = (value: string) => CID10.test(normalizeCid10(value));

/** How far ahead of the server's clock a client's "now" may be (a diagnostic is never dated in the future). */
export const DIAGNOSTIC_CLOCK_SKEW_MS = 5 * 60_000;
export const DIAGNOSTIC_DESCRIPTION_MAX = 2000;

const required = (iss: { input: unknown }) => (iss.input === undefined || iss.input === null ? 'required' : 'invalid');
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const ZCid10 = z
  .string({ error: required })
  .trim()
  .min(1, { message: 'required' })
  .transform(normalizeCid10)
  .pipe(z.string().regex(CID10, { message: 'invalid' }));

/** POST /person/{id}/diagnostic: the date defaults to now; an appointment must be one of that person's. */
export const ZDiagnosticCreate = z.object({
  cid10: ZCid10,
  description: z.string({ error: required }).trim().min(1, { message: 'required' }).max(DIAGNOSTIC_DESCRIPTION_MAX, { message: 'max' }),
  date: z.preprocess(
    blankToUndefined,
    z.iso
      .datetime({ offset: true, message: 'invalidDateTime' })
      .refine((v) => Date.parse(v) <= nowMs() + DIAGNOSTIC_CLOCK_SKEW_MS, { message: 'notFuture' })
      .optional(),
  ),
  appointmentId: z.preprocess(blankToUndefined, z.uuid({ message: 'invalid' }).optional()),
});
export type TDiagnosticCreate = z.infer<typeof ZDiagnosticCreate>;

export const RECORD_LINK_TITLE_MAX = 120;
export const RECORD_LINK_URL_MAX = 2000;
export const RECORD_LINK_NOTE_MAX = 500;

/**
 * An address a patient may open from their record: http or https only (never javascript:, data: or file:), with a
 * host, no credentials in it.
 */
export function isShareableUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
}

/**
 * POST /person/{id}/link: a link a professional shares with the patient in their record (an exam result portal, an
 * imaging viewer, guidance to read), with a title, an optional note and, optionally, the appointment it belongs to.
 */
export const ZRecordLinkCreate = z.object({
  title: z.string({ error: required }).trim().min(1, { message: 'required' }).max(RECORD_LINK_TITLE_MAX, { message: 'max' }),
  url: z
    .string({ error: required })
    .trim()
    .min(1, { message: 'required' })
    .max(RECORD_LINK_URL_MAX, { message: 'max' })
    .refine(isShareableUrl, { message: 'invalid' }),
  note: z.preprocess(blankToUndefined, z.string().trim().max(RECORD_LINK_NOTE_MAX, { message: 'max' }).optional()),
  appointmentId: z.preprocess(blankToUndefined, z.uuid({ message: 'invalid' }).optional()),
});
export type TRecordLinkCreate = z.infer<typeof ZRecordLinkCreate>;

/** A comma-separated list of item types (the query string) or an array; unknown ones are one error on `filter`. */
const ZHistoryFilter = z
  .union([z.string(), z.array(z.string())], { message: 'invalid' })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim().toUpperCase()).filter(Boolean))
  .refine((types) => types.every(isPersonHistoryItemType), { message: 'invalid' })
  .transform((types) => [...new Set(types)] as PersonHistoryItemType[]);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day, YYYY-MM-DD, that exists (no 2024-02-30). */
const ZDay = z
  .string()
  .trim()
  .refine((v) => DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { message: 'invalid' });

/**
 * GET /person/{id}/history?fromPEP=true&filter=EXAM,DIAGNOSTIC&from=&to=&professionalId=&page=&perPage=: newest first.
 * `from` and `to` are days of the clinic's calendar, both included; `to` before `from` is an error on `to`.
 * `professionalId` keeps the items of that professional (the doctor of an appointment, its notes and files; who recorded
 * a diagnostic, requested an exam, issued a document or attended an emergency); items without a professional are then left
 * out.
 */
export const ZPersonHistoryQuery = z
  .object({
    /** SPEC §7 sends fromPEP=true (the call comes from the health record screen); accepted, the answer is the same. */
    fromPEP: z.enum(['true', 'false'], { message: 'invalid' }).optional(),
    filter: ZHistoryFilter.optional(),
    from: z.preprocess(blankToUndefined, ZDay.optional()),
    to: z.preprocess(blankToUndefined, ZDay.optional()),
    professionalId: z.preprocess(blankToUndefined, z.uuid({ message: 'invalid' }).optional()),
    ...pagingShape,
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'endBeforeStart' });
  });
export type TPersonHistoryQuery = z.infer<typeof ZPersonHistoryQuery>;

/** GET /person/{personId}/history/item?item_type=&item_id= (SPEC §7 names). */
export const ZPersonHistoryItemQuery = z.object({
  item_type: z
    .string({ error: required })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isPersonHistoryItemType, { message: 'invalid' })
    .transform((v) => v as PersonHistoryItemType),
  item_id: z.uuid({ error: required }),
});
export type TPersonHistoryItemQuery = z.infer<typeof ZPersonHistoryItemQuery>;
