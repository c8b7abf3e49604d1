import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import { lazy } from 'react';
import type { ProfessionalListItem } from '../../providers/professional.documents';

/** The professionals resource (the availability tab and edit page are in ./schedule); its pages are separate chunks. */
export default {
  list: lazy(() => import('./ProfessionalList')),
  show: lazy(() => import('./ProfessionalShow')),
  edit: lazy(() => import('./ProfessionalEdit')),
  create: lazy(() => import('./ProfessionalCreate')),
  icon: MedicalServicesIcon,
  recordRepresentation: (professional: ProfessionalListItem) => professional.name,
};
