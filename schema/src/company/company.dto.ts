import { z } from 'zod';

/** Company DTOs: what the company service answers and the gateway's client checks. */

export const ZCompanySettingsDto = z.object({
  appointmentDuration: z.number().int(),
  allowsPatientToScheduleTimeBefore: z.number().int(),
  /** A patient cancels up to this many hours before the appointment's start (SPEC §4). */
  cancellationCutoffHours: z.number().int(),
  period: z.number().int(),
  prescriptionAddressInclusion: z.boolean(),
  clinicalDataSharingWithResponsible: z.boolean(),
  timeZone: z.string(),
  /** The no-answer rule: minutes a called emergency patient has to enter the room, then back to the queue or out. */
  emergencyNoAnswerMinutes: z.number().int(),
  emergencyNoAnswerAction: z.enum(['REQUEUE', 'LEAVE']),
});

export const ZCompanyRulesDto = z.object({
  allowsPatientToSchedule: z.boolean(),
  accessPersonSchedule: z.boolean(),
  allowsHiddenButtonSchedule: z.boolean(),
  allowProfessionalViewPatientHistory: z.boolean(),
  accessEmergency: z.boolean(),
  patientRegistrationAllowed: z.boolean(),
  benefitsClubAccess: z.boolean(),
});

/** The seven CompanyRules booleans, in the DTO's order (the console's form and the services' columns). */
export const COMPANY_RULE_FIELDS = ZCompanyRulesDto.keyof().options;

export const ZContractFlagsDto = z.object({ displayPoweredBy: z.boolean(), useEmergencyModule: z.boolean() });
export const ZCustomMessageDto = z.object({ key: z.string(), ptBR: z.string(), en: z.string() });

export const ZCompanyDto = z.object({
  id: z.string(),
  name: z.string(),
  socialName: z.string().nullable(),
  cnpj: z.string().nullable(),
  parentId: z.string().nullable(),
  /** Ancestors' ids, nearest first (from the company's path), so callers can batch-load them. */
  ancestorIds: z.array(z.string()),
  planId: z.string().nullable(),
  representativeId: z.string().nullable(),
  businessContact: z.string().nullable(),
  commissionType: z.enum(['PERCENTAGE', 'FIXED']).nullable(),
  commissionValue: z.number().nullable(),
  expirationDate: z.string().nullable(),
  permalink: z.string().nullable(),
  isLanding: z.boolean(),
  state: z.string().nullable(),
  settings: ZCompanySettingsDto,
  rules: ZCompanyRulesDto,
  contractFlags: ZContractFlagsDto,
  customMessages: z.array(ZCustomMessageDto),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCompanyDto = z.infer<typeof ZCompanyDto>;

export const ZCompanyPageDto = z.object({ items: z.array(ZCompanyDto), total: z.number().int() });
export type TCompanyPageDto = z.infer<typeof ZCompanyPageDto>;
