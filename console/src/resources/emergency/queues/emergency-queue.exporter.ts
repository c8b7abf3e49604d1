import type { Exporter } from 'react-admin';
import type { EmergencyQueueRecord } from '../../../providers/emergency.documents';
import { downloadRows } from '../../csv';

const COLUMNS = [
  'id',
  'name',
  'groupName',
  'specialtyCode',
  'specialtyName',
  'active',
  'maxWaitMinutes',
  'attendanceEstimateMinutes',
  'professionals',
  'waiting',
  'called',
  'inAttendance',
] as const;

/** The list's CSV: one row per queue, the granted professionals by name separated by " | ", the open protocols counted. */
export const emergencyQueueExporter: Exporter<EmergencyQueueRecord> = (queues) =>
  downloadRows(
    COLUMNS,
    queues.map((q) => ({
      ...q,
      specialtyName: q.specialty.name,
      professionals: q.professionals.map((p) => p.name).join(' | '),
      waiting: q.counts?.waiting ?? 0,
      called: q.counts?.called ?? 0,
      inAttendance: q.counts?.inAttendance ?? 0,
    })),
    'emergency-queues',
  );
