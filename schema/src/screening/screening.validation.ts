import { z } from 'zod';

/**
 * Screening questionnaires (SPEC §3 "Screening: by company, type and subtype"): shared by the screening service and
 * the console's form. A red-flag option tells the patient to call SAMU 192 (the triage engine reads the marker).
 */
export const SCREENING_QUESTION_KINDS = ['yes_no', 'single_choice', 'multi_choice', 'number', 'text', 'scale_0_10'] as const;
export type ScreeningQuestionKind = (typeof SCREENING_QUESTION_KINDS)[number];
/** Kinds answered by picking options: they need at least two. */
export const CHOICE_KINDS: readonly ScreeningQuestionKind[] = ['single_choice', 'multi_choice'];
/** Kinds that take options: yes/no may carry its two answers (to mark "yes" as a red flag), the choices their list. */
export const KINDS_WITH_OPTIONS: readonly ScreeningQuestionKind[] = ['yes_no', 'single_choice', 'multi_choice'];
export const SCREENING_MAX_QUESTIONS = 60;
export const SCREENING_MAX_OPTIONS = 20;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** EMERGENCY, PRE_CONSULTATION …: upper-case letters, digits and underscores. */
export const ZScreeningType = z.preprocess(
  upper,
  z
    .string({ message: 'required' })
    .min(1, { message: 'required' })
    .regex(/^[A-Z][A-Z0-9_]{0,39}$/, { message: 'invalid' }),
);
/** ADULT, CHILD or a specialty code; empty means "any subtype". */
export const ZScreeningSubtype = z.preprocess(
  (v) => blankToNull(upper(v)),
  z
    .string()
    .regex(/^[A-Z0-9][A-Z0-9_]{0,39}$/, { message: 'invalid' })
    .nullable(),
);

const text = (max: number) => z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(max, { message: 'max' });
/** A stable key of a question or option inside its questionnaire (generated when left out; kept across versions). */
const ZKey = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { message: 'invalid' })
    .optional(),
);

export const ZScreeningOption = z.object({
  id: ZKey,
  textPtBR: text(200),
  textEn: text(200),
  /** A weight or priority hint for the triage engine, 0 to 100. */
  weight: z
    .preprocess(
      blankToNull,
      z
        .number({ message: 'invalid' })
        .int({ message: 'invalid' })
        .min(0, { message: 'invalid' })
        .max(100, { message: 'invalid' })
        .nullable(),
    )
    .optional(),
  redFlag: z.boolean({ message: 'invalid' }).default(false),
});
export type TScreeningOption = z.infer<typeof ZScreeningOption>;

export const ZScreeningQuestion = z
  .object({
    id: ZKey,
    textPtBR: text(500),
    textEn: text(500),
    kind: z.enum(SCREENING_QUESTION_KINDS, { message: 'invalid' }),
    required: z.boolean({ message: 'invalid' }).default(true),
    options: z.array(ZScreeningOption, { message: 'invalid' }).max(SCREENING_MAX_OPTIONS, { message: 'invalid' }).default([]),
  })
  .superRefine((q, ctx) => {
    const count = q.options.length;
    const ok = CHOICE_KINDS.includes(q.kind) ? count >= 2 : q.kind === 'yes_no' ? count === 0 || count === 2 : count === 0;
    if (!ok) ctx.addIssue({ code: 'custom', path: ['options'], message: 'invalid' });
    const ids = q.options.map((o) => o.id).filter(Boolean);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['options'], message: 'invalid' });
  });
export type TScreeningQuestion = z.infer<typeof ZScreeningQuestion>;

const ZQuestions = z
  .array(ZScreeningQuestion, { message: 'required' })
  .min(1, { message: 'required' })
  .max(SCREENING_MAX_QUESTIONS, { message: 'invalid' })
  .superRefine((questions, ctx) => {
    const ids = questions.map((q) => q.id).filter(Boolean);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'invalid' });
  });

/** POST /company/{id}/screening: a whole questionnaire. */
export const ZScreeningCreate = z.object({
  type: ZScreeningType,
  subtype: ZScreeningSubtype.optional(),
  titlePtBR: text(200),
  titleEn: text(200),
  active: z.boolean({ message: 'invalid' }).default(true),
  questions: ZQuestions,
});
export type TScreeningCreate = z.infer<typeof ZScreeningCreate>;

/** PUT /company/{id}/screening/{screeningId}: the given fields change; any change makes a new version. */
export const ZScreeningPatch = z.object({
  type: ZScreeningType.optional(),
  subtype: ZScreeningSubtype.optional(),
  titlePtBR: text(200).optional(),
  titleEn: text(200).optional(),
  active: z.boolean({ message: 'invalid' }).optional(),
  questions: ZQuestions.optional(),
});
export type TScreeningPatch = z.infer<typeof ZScreeningPatch>;
