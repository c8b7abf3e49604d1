import PersonIcon from '@mui/icons-material/Person';
import { lazy } from 'react';
import type { PersonListItem } from '../../providers/person.documents';

/** The persons (patients) resource; its pages are separate chunks, loaded on first visit. */
export default {
  list: lazy(() => import('./PersonList')),
  show: lazy(() => import('./PersonShow')),
  edit: lazy(() => import('./PersonEdit')),
  create: lazy(() => import('./PersonCreate')),
  icon: PersonIcon,
  recordRepresentation: (person: PersonListItem) => person.displayName,
};
