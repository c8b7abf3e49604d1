import AssessmentIcon from '@mui/icons-material/Assessment';
import { lazy } from 'react';

/** The appointment report (GET /appointment/consultorio/report): a read-only list of day × professional rows. */
export default {
  list: lazy(() => import('./AppointmentReportList')),
  icon: AssessmentIcon,
};
