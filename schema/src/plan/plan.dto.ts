import { z } from 'zod';

/** Plan DTOs: what the plan service answers and the gateway's client checks. Money is integer cents. */
export const ZPlanDto = z.object({
  id: z.string(),
  /** The owner: plans of a company are usable by it and by its descendants. */
  companyId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  billType: z.string(),
  durationDays: z.number().int(),
  commissionType: z.enum(['PERCENTAGE', 'FIXED']).nullable(),
  /** Cents when FIXED, hundredths of a percent when PERCENTAGE. */
  commissionValue: z.number().int().nullable(),
  initialAttendanceQuantity: z.number().int(),
  attendanceValueCents: z.number().int(),
  minutesQuantity: z.number().int(),
  minutesValueCents: z.number().int(),
  recordedMinutesQuantity: z.number().int(),
  recordedMinutesValueCents: z.number().int(),
  maxAttendanceMinutes: z.number().int().nullable(),
  additionalMinutesAllowed: z.boolean(),
  additionalMinutesValueCents: z.number().int().nullable(),
  additionalMinutesMax: z.number().int().nullable(),
  additionalRecordedMinutesAllowed: z.boolean(),
  additionalRecordedMinutesValueCents: z.number().int().nullable(),
  additionalRecordedMinutesMax: z.number().int().nullable(),
  attendanceAverageMinutes: z.number().int().nullable(),
  recordedAttendanceAverageMinutes: z.number().int().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPlanDto = z.infer<typeof ZPlanDto>;

export const ZPlanPageDto = z.object({ items: z.array(ZPlanDto), total: z.number().int() });
export type TPlanPageDto = z.infer<typeof ZPlanPageDto>;
