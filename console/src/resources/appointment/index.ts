import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazy } from 'react';
import type { AppointmentListItem } from '../../providers/appointment.documents';

/** The appointments resource (read-only: list, filters, CSV, detail); booking and cancel come later. */
export default {
  list: lazy(() => import('./AppointmentList')),
  show: lazy(() => import('./AppointmentShow')),
  icon: EventNoteIcon,
  recordRepresentation: (a: AppointmentListItem) => `${a.protocol} — ${a.patientName}`,
};
