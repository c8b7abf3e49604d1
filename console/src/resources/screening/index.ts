import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazy } from 'react';
import type { ScreeningRecord } from '../../providers/screening.documents';

/** The screening questionnaires of the current company; its pages are separate chunks. */
export default {
  list: lazy(() => import('./ScreeningList')),
  show: lazy(() => import('./ScreeningShow')),
  edit: lazy(() => import('./ScreeningEdit')),
  create: lazy(() => import('./ScreeningCreate')),
  icon: FactCheckIcon,
  recordRepresentation: (screening: ScreeningRecord) => screening.title,
};
