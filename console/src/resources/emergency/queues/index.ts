import QueueIcon from '@mui/icons-material/Queue';
import { lazy } from 'react';
import type { EmergencyQueueRecord } from '../../../providers/emergency.documents';

/** Emergency queues and their grants (which professionals may check in). */
export default {
  list: lazy(() => import('./EmergencyQueueList')),
  edit: lazy(() => import('./EmergencyQueueEdit')),
  create: lazy(() => import('./EmergencyQueueCreate')),
  icon: QueueIcon,
  recordRepresentation: (queue: EmergencyQueueRecord) => queue.name,
};
