import { z } from 'zod';
import type { Role } from '../constants.js';
import { STAFF_ROLES } from '../constants.js';

/**
 * The reception's actions on an appointment (issue 20): the patient's arrival, the assistant physician, the links sent
 * again and the payment received at the desk. Who: the clinic's staff — clinic administrators, managers and the
 * platform administrator (the roles of the console's other staff actions; R is the company's representative, who has
 * no appointments).
 */
export const RECEPTION_ROLES: readonly Role[] = STAFF_ROLES;

/** The statuses a patient can be marked as arrived in (before the attendance). */
export const ARRIVAL_STATUSES = ['SCHEDULED', 'PAID'] as const;
/** The statuses whose assistant physician the reception may still set or remove (the attendance has not ended). */
export const ASSISTANT_STATUSES = ['SCHEDULED', 'PAID', 'IN_ATTENDANCE'] as const;

/** Which of the appointment's messages is sent again: the booking's confirmation, the room's link or the payment's. */
export const APPOINTMENT_LINK_KINDS = ['CONFIRMATION', 'ROOM', 'PAYMENT'] as const;
export type AppointmentLinkKind = (typeof APPOINTMENT_LINK_KINDS)[number];

/** POST /appointment/{id}/resend. */
export const ZResendAppointmentLinkInput = z.object({ kind: z.enum(APPOINTMENT_LINK_KINDS, { message: 'invalid' }) });
export type TResendAppointmentLinkInput = z.infer<typeof ZResendAppointmentLinkInput>;

/** PUT /appointment/{id}/assistant: a professional of the company, or null to remove the assistant. */
export const ZAssignAssistantInput = z.object({ professionalId: z.uuid({ message: 'invalid' }).nullable() });
export type TAssignAssistantInput = z.infer<typeof ZAssignAssistantInput>;

/** The answer of POST /appointment/{id}/resend: the mail is in the outbox. */
export const ZResendAppointmentLinkDto = z.object({ sent: z.boolean() });
export type TResendAppointmentLinkDto = z.infer<typeof ZResendAppointmentLinkDto>;
