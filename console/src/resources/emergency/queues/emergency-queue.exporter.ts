import type { EmergencyQueueRecord } from '../../../providers/emergency.documents';
import { type CsvSpec, useCsvExporter } from '../../csv';

const label = (field: string) => `resources.emergencyQueues.fields.${field}`;

/** The list's CSV: one row per queue, the granted professionals by name separated by " | ", the open protocols counted. */
export const EMERGENCY_QUEUE_CSV: CsvSpec<EmergencyQueueRecord> = {
  filename: 'emergency-queues',
  columns: [
    { label: label('name'), value: (q) => q.name },
    { label: label('groupName'), value: (q) => q.groupName },
    { label: label('specialty'), value: (q) => q.specialty.name },
    { label: label('active'), value: (q) => q.active, kind: 'boolean' },
    { label: label('maxWaitMinutes'), value: (q) => q.maxWaitMinutes, kind: 'integer' },
    { label: label('attendanceEstimateMinutes'), value: (q) => q.attendanceEstimateMinutes, kind: 'integer' },
    { label: label('professionalIds'), value: (q) => q.professionals.map((p) => p.name).join(' | ') },
    { label: 'app.emergency.statuses.WAITING', value: (q) => q.counts?.waiting ?? 0, kind: 'integer' },
    { label: 'app.emergency.statuses.CALLED', value: (q) => q.counts?.called ?? 0, kind: 'integer' },
    { label: 'app.emergency.statuses.IN_ATTENDANCE', value: (q) => q.counts?.inAttendance ?? 0, kind: 'integer' },
  ],
};

export const useEmergencyQueueExporter = () => useCsvExporter(EMERGENCY_QUEUE_CSV);
