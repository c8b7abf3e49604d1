import { z } from 'zod';
import { SECURITY_INCIDENT_DATA_CATEGORIES, SECURITY_INCIDENT_RISKS, SECURITY_INCIDENT_STATUSES } from './security-incident.validation.js';

/** An entry of the register of security incidents as the services answer it, with its deadlines worked out. */
export const ZSecurityIncidentDto = z.object({
  id: z.string(),
  status: z.enum(SECURITY_INCIDENT_STATUSES),
  detectedAt: z.string(),
  occurredAt: z.string().nullable(),
  description: z.string(),
  dataCategories: z.array(z.enum(SECURITY_INCIDENT_DATA_CATEGORIES)),
  affectedSubjects: z.number().int().nullable(),
  risk: z.enum(SECURITY_INCIDENT_RISKS),
  measures: z.string().nullable(),
  anpdNotifiedAt: z.string().nullable(),
  subjectsNotifiedAt: z.string().nullable(),
  notNotifiedReason: z.string().nullable(),
  /** The last day (YYYY-MM-DD) to tell the ANPD and the data subjects: 3 business days from the day it was known. */
  notificationDue: z.string(),
  /** The last day to complement the communication: 20 business days. */
  complementDue: z.string(),
  /** A relevant incident not yet told to the ANPD or the data subjects, with no reason recorded. */
  notificationOwed: z.boolean(),
  /** Owed and past its due day. */
  notificationOverdue: z.boolean(),
  /** The last day the register keeps the entry (5 years from its registration). */
  keptUntil: z.string(),
  recordedByName: z.string(),
  closedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSecurityIncidentDto = z.infer<typeof ZSecurityIncidentDto>;

export const ZSecurityIncidentPageDto = z.object({ items: z.array(ZSecurityIncidentDto), total: z.number().int() });
