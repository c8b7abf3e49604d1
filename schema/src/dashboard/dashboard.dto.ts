import { z } from 'zod';
import { ZAppointmentCountsDto } from '../appointment/appointment.dto.js';

/** One emergency queue on the dashboard: who is waiting, called or in attendance now, and since when the first waits. */
export const ZDashboardQueueDto = z.object({
  queueId: z.string(),
  name: z.string(),
  waiting: z.number().int(),
  called: z.number().int(),
  inAttendance: z.number().int(),
  /** When the patient waiting longest arrived (UTC); null when nobody waits. */
  oldestWaitingSince: z.string().nullable(),
});
export type TDashboardQueueDto = z.infer<typeof ZDashboardQueueDto>;

/**
 * GET /dashboard: the clinic's day at a glance — today's appointments by status (today of the company's calendar),
 * the emergency queues' open protocols and the inbox's unread messages.
 */
export const ZDashboardDto = z.object({
  companyId: z.string(),
  /** Today in the company's time zone, YYYY-MM-DD. */
  date: z.string(),
  timeZone: z.string(),
  appointments: ZAppointmentCountsDto,
  emergency: z.object({
    online: z.boolean(),
    /** "Emergency is offline" (SPEC §8) in the request's language when offline. */
    message: z.string().nullable(),
    waiting: z.number().int(),
    called: z.number().int(),
    inAttendance: z.number().int(),
    queues: z.array(ZDashboardQueueDto),
  }),
  messages: z.object({ unread: z.number().int() }),
});
export type TDashboardDto = z.infer<typeof ZDashboardDto>;
