import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import type { CompanyListItem } from '../../providers/company.documents';

/** The companies resource; its pages are separate chunks, loaded on first visit. */
export default {
  list: lazy(() => import('./CompanyList')),
  show: lazy(() => import('./CompanyShow')),
  edit: lazy(() => import('./CompanyEdit')),
  create: lazy(() => import('./CompanyCreate')),
  icon: BusinessIcon,
  recordRepresentation: (company: CompanyListItem) => company.name,
};
