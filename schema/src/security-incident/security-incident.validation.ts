import { z } from 'zod';
import { nowMs } from '../calendar/clock.js';
import { pagingShape } from '../util/paging.js';

/**
 * The register of security incidents (LGPD art. 48; Resolução CD/ANPD nº 15/2024, art. 10): every incident with
 * personal data, communicated or not, with what happened, which data and how many data subjects, the risk, the
 * measures and whether (and when) the ANPD and the data subjects were told, or why not.
 */
export const SECURITY_INCIDENT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type SecurityIncidentStatus = (typeof SECURITY_INCIDENT_STATUSES)[number];
/** RELEVANT: "risco ou dano relevante" (art. 48), which health data always may be: ANPD and data subjects are told. */
export const SECURITY_INCIDENT_RISKS = ['LOW', 'RELEVANT'] as const;
export type SecurityIncidentRisk = (typeof SECURITY_INCIDENT_RISKS)[number];
/** The nature of the personal data affected (Res. 15/2024 art. 6 §1º II; health and children's data are sensitive). */
export const SECURITY_INCIDENT_DATA_CATEGORIES = [
  'IDENTIFICATION',
  'CONTACT',
  'HEALTH',
  'FINANCIAL',
  'CREDENTIALS',
  'CHILDREN',
  'OTHER',
] as const;
export type SecurityIncidentDataCategory = (typeof SECURITY_INCIDENT_DATA_CATEGORIES)[number];

export const SECURITY_INCIDENT_TEXT_MAX = 4000;
export const SECURITY_INCIDENT_REASON_MAX = 2000;
/** How far a device's clock may run ahead of the server's before an instant counts as "in the future". */
const CLOCK_SKEW_MS = 5 * 60_000;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const blankToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);

const instant = z.iso
  .datetime({ offset: true, message: 'invalidDateTime' })
  .refine((v) => Date.parse(v) <= nowMs() + CLOCK_SKEW_MS, { message: 'notFuture' });
const optionalInstant = z.preprocess(blankToNull, instant.nullable());
const text = (max: number) => z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(max, { message: 'max' });
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max, { message: 'max' }).nullable());

/**
 * POST /security-incident and PUT /security-incident/{id}: the whole register entry (an update replaces it while the
 * incident is open). Instants are ISO 8601 with an offset; none in the future; none before the incident was known
 * except when it happened.
 */
export const ZSecurityIncidentInput = z
  .object({
    detectedAt: z.preprocess(blankToUndefined, instant),
    occurredAt: optionalInstant,
    description: text(SECURITY_INCIDENT_TEXT_MAX),
    dataCategories: z
      .array(z.enum(SECURITY_INCIDENT_DATA_CATEGORIES, { message: 'invalid' }), { message: 'required' })
      .min(1, { message: 'required' })
      .transform((list) => [...new Set(list)]),
    affectedSubjects: z.preprocess(
      blankToNull,
      z.coerce
        .number({ message: 'invalid' })
        .int({ message: 'invalid' })
        .min(0, { message: 'invalid' })
        .max(1e9, { message: 'invalid' })
        .nullable(),
    ),
    risk: z.enum(SECURITY_INCIDENT_RISKS, { message: 'required' }),
    measures: optionalText(SECURITY_INCIDENT_TEXT_MAX),
    anpdNotifiedAt: optionalInstant,
    subjectsNotifiedAt: optionalInstant,
    notNotifiedReason: optionalText(SECURITY_INCIDENT_REASON_MAX),
  })
  .superRefine((v, ctx) => {
    const known = Date.parse(v.detectedAt);
    if (v.occurredAt && Date.parse(v.occurredAt) > known)
      ctx.addIssue({ code: 'custom', path: ['occurredAt'], message: 'occurredAfterDetected' });
    for (const field of ['anpdNotifiedAt', 'subjectsNotifiedAt'] as const) {
      const at = v[field];
      if (at && Date.parse(at) < known) ctx.addIssue({ code: 'custom', path: [field], message: 'notifiedBeforeDetected' });
    }
  });
export type TSecurityIncidentInput = z.infer<typeof ZSecurityIncidentInput>;

/** GET /security-incident: paged, newest known first, filtered by status. */
export const ZSecurityIncidentListQuery = z.object({
  status: z.enum(SECURITY_INCIDENT_STATUSES, { message: 'invalid' }).optional(),
  ...pagingShape,
});
export type TSecurityIncidentListQuery = z.infer<typeof ZSecurityIncidentListQuery>;
