import { z } from 'zod';
import { PERIOD_CHOICES } from '../constants.js';
import { ZCnpj, ZIsoDate } from '../util/fields.js';

const optionalText = (max: number) => z.string().trim().max(max, { message: 'max' }).nullish();

export const EMERGENCY_NO_ANSWER_ACTIONS = ['REQUEUE', 'LEAVE'] as const;

export const ZCompanySettingsInput = z.object({
  emergencyNoAnswerMinutes: z.number().int().min(1, { message: 'invalid' }).max(60, { message: 'invalid' }).optional(),
  emergencyNoAnswerAction: z.enum(EMERGENCY_NO_ANSWER_ACTIONS, { message: 'invalid' }).optional(),
  appointmentDuration: z.number().int().min(5, { message: 'invalid' }).max(480, { message: 'invalid' }).optional(),
  allowsPatientToScheduleTimeBefore: z
    .number()
    .int()
    .min(0, { message: 'invalid' })
    .max(24 * 30, { message: 'invalid' })
    .optional(),
  cancellationCutoffHours: z
    .number()
    .int()
    .min(0, { message: 'invalid' })
    .max(24 * 30, { message: 'invalid' })
    .optional(),
  period: z
    .number()
    .int()
    .refine((v) => (PERIOD_CHOICES as readonly number[]).includes(v), { message: 'invalid' })
    .optional(),
  prescriptionAddressInclusion: z.boolean().optional(),
  clinicalDataSharingWithResponsible: z.boolean().optional(),
  timeZone: z
    .string()
    .refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { message: 'invalid' },
    )
    .optional(),
});

export const ZCompanyRulesInput = z.object({
  allowsPatientToSchedule: z.boolean().optional(),
  accessPersonSchedule: z.boolean().optional(),
  allowsHiddenButtonSchedule: z.boolean().optional(),
  allowProfessionalViewPatientHistory: z.boolean().optional(),
  accessEmergency: z.boolean().optional(),
  patientRegistrationAllowed: z.boolean().optional(),
  benefitsClubAccess: z.boolean().optional(),
});

export const ZContractFlagsInput = z.object({
  displayPoweredBy: z.boolean().optional(),
  useEmergencyModule: z.boolean().optional(),
});

export const ZCustomMessageInput = z.object({
  key: z.string().trim().min(1, { message: 'required' }).max(64, { message: 'max' }),
  ptBR: z.string().max(2000, { message: 'max' }),
  en: z.string().max(2000, { message: 'max' }),
});

/** Company fields shared by create and update (update: every field optional). */
export const ZCompanyPatch = z.object({
  name: z.string().trim().min(1, { message: 'required' }).max(120, { message: 'max' }).optional(),
  socialName: optionalText(160),
  cnpj: ZCnpj.nullish(),
  parentId: z.uuid({ message: 'invalid' }).nullish(),
  planId: z.uuid({ message: 'invalid' }).nullish(),
  representativeId: z.uuid({ message: 'invalid' }).nullish(),
  businessContact: optionalText(160),
  commissionType: z.enum(['PERCENTAGE', 'FIXED'], { message: 'invalid' }).nullish(),
  commissionValue: z.number().min(0, { message: 'invalid' }).max(1_000_000, { message: 'invalid' }).nullish(),
  expirationDate: ZIsoDate.nullish(),
  permalink: z
    .string()
    .trim()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, { message: 'invalid' })
    .nullish(),
  isLanding: z.boolean().optional(),
  state: z
    .string()
    .regex(/^[A-Z]{2}$/, { message: 'invalid' })
    .nullish(),
  settings: ZCompanySettingsInput.optional(),
  rules: ZCompanyRulesInput.optional(),
  contractFlags: ZContractFlagsInput.optional(),
  customMessages: z.array(ZCustomMessageInput).max(50).optional(),
});
export type TCompanyPatch = z.infer<typeof ZCompanyPatch>;

export const ZCompanyCreate = ZCompanyPatch.extend({
  name: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(120, { message: 'max' }),
});
export type TCompanyCreate = z.infer<typeof ZCompanyCreate>;
