import { z } from 'zod';
import { STATIC_DOMAIN_LISTS } from '../domain/domain-lists.js';
import type { TemplateKey } from '../errors.js';

/** Codes of the BILL_TYPE domain list (SPEC §3): how a plan is charged. */
export const BILL_TYPES = STATIC_DOMAIN_LISTS.BILL_TYPE.map((entry) => entry.code) as [string, ...string[]];
export const PLAN_COMMISSION_TYPES = ['PERCENTAGE', 'FIXED'] as const;

/** Integer cents: at most R$ 10.000.000,00 (fits a PostgreSQL integer and a GraphQL Int). */
export const MAX_CENTS = 1_000_000_000;
/** A percentage commission in hundredths of a percent: 10000 = 100 %. */
export const MAX_PERCENT_HUNDREDTHS = 10_000;

const whole = (max: number) =>
  z.number({ message: 'invalid' }).int({ message: 'invalid' }).min(0, { message: 'invalid' }).max(max, { message: 'invalid' });
const cents = () => whole(MAX_CENTS);
const minutes = () => whole(100_000);

/** Plan fields shared by create and update (update: every field optional, null clears an optional one). */
export const ZPlanPatch = z.object({
  name: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(120, { message: 'max' }).optional(),
  description: z.string().trim().max(500, { message: 'max' }).nullish(),
  billType: z.enum(BILL_TYPES, { message: 'invalid' }).optional(),
  durationDays: z
    .number({ message: 'invalid' })
    .int({ message: 'invalid' })
    .min(1, { message: 'invalid' })
    .max(3650, { message: 'invalid' })
    .optional(),
  commissionType: z.enum(PLAN_COMMISSION_TYPES, { message: 'invalid' }).nullish(),
  /** Cents when FIXED, hundredths of a percent when PERCENTAGE. */
  commissionValue: cents().nullish(),
  initialAttendanceQuantity: whole(1_000_000).optional(),
  attendanceValueCents: cents().optional(),
  minutesQuantity: minutes().optional(),
  minutesValueCents: cents().optional(),
  recordedMinutesQuantity: minutes().optional(),
  recordedMinutesValueCents: cents().optional(),
  maxAttendanceMinutes: whole(1_440).nullish(),
  additionalMinutesAllowed: z.boolean().optional(),
  additionalMinutesValueCents: cents().nullish(),
  additionalMinutesMax: minutes().nullish(),
  additionalRecordedMinutesAllowed: z.boolean().optional(),
  additionalRecordedMinutesValueCents: cents().nullish(),
  additionalRecordedMinutesMax: minutes().nullish(),
  attendanceAverageMinutes: whole(1_440).nullish(),
  recordedAttendanceAverageMinutes: whole(1_440).nullish(),
  active: z.boolean().optional(),
});
export type TPlanPatch = z.infer<typeof ZPlanPatch>;

/** The fields the cross-field rules read, as a whole plan has them. */
export type PlanRuleValues = Pick<
  TPlanPatch,
  | 'commissionType'
  | 'commissionValue'
  | 'additionalMinutesAllowed'
  | 'additionalMinutesValueCents'
  | 'additionalRecordedMinutesAllowed'
  | 'additionalRecordedMinutesValueCents'
>;

/**
 * Rules across fields, for a whole plan (create, or the current plan merged with an update): a commission needs
 * both its type and its value, a percentage is at most 100 %, and allowed additional minutes need their value.
 */
export function planRuleIssues(plan: PlanRuleValues): Array<{ field: keyof PlanRuleValues; key: TemplateKey }> {
  const issues: Array<{ field: keyof PlanRuleValues; key: TemplateKey }> = [];
  const hasValue = plan.commissionValue !== null && plan.commissionValue !== undefined;
  if (plan.commissionType && !hasValue) issues.push({ field: 'commissionValue', key: 'required' });
  if (!plan.commissionType && hasValue) issues.push({ field: 'commissionType', key: 'required' });
  if (plan.commissionType === 'PERCENTAGE' && hasValue && plan.commissionValue! > MAX_PERCENT_HUNDREDTHS) {
    issues.push({ field: 'commissionValue', key: 'invalid' });
  }
  if (plan.additionalMinutesAllowed && plan.additionalMinutesValueCents == null) {
    issues.push({ field: 'additionalMinutesValueCents', key: 'required' });
  }
  if (plan.additionalRecordedMinutesAllowed && plan.additionalRecordedMinutesValueCents == null) {
    issues.push({ field: 'additionalRecordedMinutesValueCents', key: 'required' });
  }
  return issues;
}

const withPlanRules = <T extends PlanRuleValues>(plan: T, ctx: z.RefinementCtx) => {
  for (const issue of planRuleIssues(plan)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.key });
};

/** A new plan: name, bill type and duration are required; the company defaults to the current one. */
export const ZPlanCreate = ZPlanPatch.extend({
  name: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(120, { message: 'max' }),
  billType: z.enum(BILL_TYPES, { message: 'invalid' }),
  durationDays: z
    .number({ message: 'required' })
    .int({ message: 'invalid' })
    .min(1, { message: 'invalid' })
    .max(3650, { message: 'invalid' }),
  companyId: z.uuid({ message: 'invalid' }).nullish(),
}).superRefine(withPlanRules);
export type TPlanCreate = z.infer<typeof ZPlanCreate>;
