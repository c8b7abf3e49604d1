import type { Exporter } from 'react-admin';
import type { EmergencyGroupRecord } from '../../../providers/emergency.documents';
import { downloadRows } from '../../csv';

const COLUMNS = ['id', 'name', 'queueCount', 'createdAt', 'updatedAt'] as const;

/** The list's CSV: one row per group with how many queues it has. */
export const emergencyGroupExporter: Exporter<EmergencyGroupRecord> = (groups) => downloadRows(COLUMNS, groups, 'emergency-groups');
