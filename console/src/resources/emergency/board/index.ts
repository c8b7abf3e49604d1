import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { lazy } from 'react';

/** The emergency live board: a page of its own (no records), listed in the menu as a resource. */
export default {
  list: lazy(() => import('./EmergencyBoard')),
  icon: MonitorHeartIcon,
};
