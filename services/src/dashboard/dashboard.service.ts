import {
  DASHBOARD_ROLES,
  dateInZone,
  type EMERGENCY_OPEN_STATUSES,
  type EmergencyProtocolStatus,
  type Locale,
  ZAppointmentReportQuery,
} from '@teleconsulta/schema';
import { appointmentService } from '../appointment/appointment.service.js';
import { companyService } from '../company/company.service.js';
import { emergencyService } from '../emergency/emergency.service.js';
import { AppError } from '../kit/errors.js';
import { requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { messageService } from '../message/message.service.js';
import type { TDashboardDto, TDashboardQueueDto } from './dashboard.schemas.js';

type OpenStatus = (typeof EMERGENCY_OPEN_STATUSES)[number];
const COUNTER: Record<OpenStatus, 'waiting' | 'called' | 'inAttendance'> = {
  WAITING: 'waiting',
  CALLED: 'called',
  IN_ATTENDANCE: 'inAttendance',
};

type Protocol = { queueId: string; queueName: string; status: EmergencyProtocolStatus; arrivedAt: string };

/**
 * The queues of the board with their open protocols counted: every active queue (listed even when empty), then any
 * queue that still has open protocols although it was deactivated; in the order the emergency service lists them.
 */
export function countQueues(queues: ReadonlyArray<{ id: string; name: string }>, protocols: readonly Protocol[]): TDashboardQueueDto[] {
  const byId = new Map<string, TDashboardQueueDto>();
  const entry = (queueId: string, name: string) => {
    let found = byId.get(queueId);
    if (!found) {
      found = { queueId, name, waiting: 0, called: 0, inAttendance: 0, oldestWaitingSince: null };
      byId.set(queueId, found);
    }
    return found;
  };
  for (const q of queues) entry(q.id, q.name);
  for (const p of protocols) {
    const counter = COUNTER[p.status as OpenStatus];
    if (!counter) continue;
    const queue = entry(p.queueId, p.queueName);
    queue[counter]++;
    if (p.status === 'WAITING' && (queue.oldestWaitingSince === null || p.arrivedAt < queue.oldestWaitingSince)) {
      queue.oldestWaitingSince = p.arrivedAt;
    }
  }
  return [...byId.values()];
}

/**
 * GET /dashboard: the session company's day for its staff, read in one transaction through the appointment,
 * emergency and message services (their rules and RLS apply as for any other call).
 */
async function get(tx: Tx, tenant: Tenant, locale: Locale): Promise<TDashboardDto> {
  requireRole(tenant, DASHBOARD_ROLES);
  if (!tenant.companyId) throw new AppError('COMPANY_HEADER_REQUIRED');
  const company = await companyService.get(tx, tenant.companyId, tenant);
  const date = dateInZone(company.settings.timeZone);
  const report = await appointmentService.report(tx, tenant, ZAppointmentReportQuery.parse({ from: date, to: date, perPage: 1 }));
  const status = await emergencyService.status(tx, tenant, locale);
  const { items: protocols } = await emergencyService.openProtocols(tx, tenant, locale);
  const queues = countQueues(
    status.queues.filter((q) => q.active),
    protocols,
  );
  const { unread } = await messageService.unread(tx, tenant);
  return {
    companyId: company.id,
    date,
    timeZone: company.settings.timeZone,
    appointments: report.totals,
    emergency: {
      online: status.online,
      message: status.message,
      waiting: queues.reduce((sum, q) => sum + q.waiting, 0),
      called: queues.reduce((sum, q) => sum + q.called, 0),
      inAttendance: queues.reduce((sum, q) => sum + q.inAttendance, 0),
      queues,
    },
    messages: { unread },
  };
}

export const dashboardService = { get };
