import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import { lazy } from 'react';
import type { AppointmentRequestRecord } from '../../providers/appointment-request.documents';

/** The scheduling and return requests (patients ask, staff call back); its pages are separate chunks. */
export default {
  list: lazy(() => import('./AppointmentRequestList')),
  show: lazy(() => import('./AppointmentRequestShow')),
  edit: lazy(() => import('./AppointmentRequestEdit')),
  icon: PhoneCallbackIcon,
  recordRepresentation: (request: AppointmentRequestRecord) => request.personName,
};
