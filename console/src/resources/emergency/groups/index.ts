import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import { lazy } from 'react';
import type { EmergencyGroupRecord } from '../../../providers/emergency.documents';

/** Groups of emergency queues (SPEC §7 GET /emergency/group). */
export default {
  list: lazy(() => import('./EmergencyGroupList')),
  edit: lazy(() => import('./EmergencyGroupEdit')),
  create: lazy(() => import('./EmergencyGroupCreate')),
  icon: FolderSpecialIcon,
  recordRepresentation: (group: EmergencyGroupRecord) => group.name,
};
