import type { EmergencyGroupRecord } from '../../../providers/emergency.documents';
import { type CsvSpec, useCsvExporter } from '../../csv';

/** The list's CSV: one row per group with how many queues it has. */
export const EMERGENCY_GROUP_CSV: CsvSpec<EmergencyGroupRecord> = {
  filename: 'emergency-groups',
  columns: [
    { label: 'resources.emergencyGroups.fields.name', value: (g) => g.name },
    { label: 'resources.emergencyGroups.fields.queueCount', value: (g) => g.queueCount, kind: 'integer' },
  ],
};

export const useEmergencyGroupExporter = () => useCsvExporter(EMERGENCY_GROUP_CSV);
