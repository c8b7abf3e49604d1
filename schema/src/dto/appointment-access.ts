import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../validation/appointment.js';
import { CANCEL_BLOCKS } from '../validation/appointment-status.js';

/**
 * What a public short link shows (the cancel, room and payment pages: GET /appointment/consultorio/cancel|access|payment
 * ?access=): the appointment's summary and state, nothing about the patient (no name, CPF or clinical data) and no
 * ids. The access code authorises this read and the cancel of its own appointment only.
 */
export const ZAppointmentAccessDto = z.object({
  protocol: z.string(),
  companyName: z.string(),
  /** null for an emergency attendance paid before anyone called the patient. */
  professionalName: z.string().nullable(),
  /** REQUEST_SPECIALTYS code. */
  specialty: z.string().nullable(),
  /** YYYY-MM-DD and HH:mm in the company's time zone. */
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** Whether the link may cancel it now; else why not (SPEC §4). */
  canCancel: z.boolean(),
  cancelBlockedCode: z.enum(CANCEL_BLOCKS).nullable(),
  cancellationCutoffHours: z.number().int(),
  /** A price is due before the attendance (scheduled, not paid, price above zero). */
  paymentRequired: z.boolean(),
  priceCents: z.number().int(),
  /** A slot held for a pending PIX payment, until then. */
  holdUntil: z.string().nullable(),
  /** The link stops working then (24 h after the appointment's end). */
  accessExpiresAt: z.string(),
});
export type TAppointmentAccessDto = z.infer<typeof ZAppointmentAccessDto>;
