import { z } from 'zod';
import { APPOINTMENT_REQUEST_KINDS, APPOINTMENT_REQUEST_STATUSES } from './appointment-request.validation.js';

/**
 * A scheduling or return request as the appointment service answers it. The person is the patient it is for (a
 * dependent's guardian may have asked); `appointmentId` is the finished appointment a return is asked for.
 */
export const ZAppointmentRequestDto = z.object({
  id: z.string(),
  companyId: z.string(),
  kind: z.enum(APPOINTMENT_REQUEST_KINDS),
  status: z.enum(APPOINTMENT_REQUEST_STATUSES),
  personId: z.string(),
  /** SPEC §3 display name of the person. */
  personName: z.string(),
  appointmentId: z.string().nullable(),
  /** The protocol of that appointment. */
  appointmentProtocol: z.string().nullable(),
  /** REQUEST_SPECIALTYS code. */
  specialty: z.string().nullable(),
  contactNumber: z.string().nullable(),
  countryCode: z.string(),
  observation: z.string().nullable(),
  /** Within how many days (7, 15, 30). */
  preferredPeriod: z.number().int().nullable(),
  requestedById: z.string().nullable(),
  requestedByName: z.string(),
  /** The staff's note of the last change of status. */
  note: z.string().nullable(),
  handledById: z.string().nullable(),
  handledByName: z.string().nullable(),
  contactedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAppointmentRequestDto = z.infer<typeof ZAppointmentRequestDto>;

export const ZAppointmentRequestPageDto = z.object({ items: z.array(ZAppointmentRequestDto), total: z.number().int() });
export type TAppointmentRequestPageDto = z.infer<typeof ZAppointmentRequestPageDto>;
