import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazy } from 'react';
import type { ServiceRequestRecord } from '../../providers/service-request.documents';

/** The service-requests resource (exams and procedures asked for a patient); its pages are separate chunks. */
export default {
  list: lazy(() => import('./ServiceRequestList')),
  show: lazy(() => import('./ServiceRequestShow')),
  edit: lazy(() => import('./ServiceRequestEdit')),
  create: lazy(() => import('./ServiceRequestCreate')),
  icon: AssignmentIcon,
  recordRepresentation: (request: ServiceRequestRecord) => request.subjectName ?? request.subjectId,
};
