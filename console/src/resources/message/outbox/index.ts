import OutboxIcon from '@mui/icons-material/Outbox';
import { lazy } from 'react';
import type { OutboxMailRecord } from '../../../providers/message.documents';

/** The mail outbox (ARCHITECTURE.md mail adapter), read only. */
export default {
  list: lazy(() => import('./OutboxList')),
  show: lazy(() => import('./OutboxShow')),
  icon: OutboxIcon,
  recordRepresentation: (mail: OutboxMailRecord) => mail.subject,
};
