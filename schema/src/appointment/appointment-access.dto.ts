import { z } from 'zod';
import { APPOINTMENT_SOURCES, APPOINTMENT_STATUSES } from './appointment.validation.js';
import { CANCEL_BLOCKS } from './appointment-status.rules.js';

/**
 * What a public short link shows (the cancel, room and payment pages: GET /appointment/consultorio/cancel|access|payment
 * ?access=): the appointment's summary and state, nothing about the patient (no name, CPF or clinical data) and no
 * ids. Each page takes its own code only (SECURITY.md T24: the cancel code cancels, the payment code pays, the room code
 * opens the room), or the legacy code of an appointment booked before migration 0028.
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
  /** EMERGENCY: its end is the room's validity (two hours), not a booked slot's. */
  source: z.enum(APPOINTMENT_SOURCES),
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
  /**
   * When this page's code stops working: the room's at the end + 24 h, the cancel page's at the start, the payment
   * page's at the end (or its PIX's expiry, when later); a legacy code at the end.
   */
  accessExpiresAt: z.string(),
});
export type TAppointmentAccessDto = z.infer<typeof ZAppointmentAccessDto>;
