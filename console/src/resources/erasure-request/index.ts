import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { lazy } from 'react';
import type { ErasureRequestRecord } from '../../providers/erasure-request.documents';

/** LGPD erasure requests (patients ask in their app; clinic administrators anonymise or refuse); separate chunks. */
export default {
  list: lazy(() => import('./ErasureRequestList')),
  show: lazy(() => import('./ErasureRequestShow')),
  icon: PersonRemoveIcon,
  recordRepresentation: (request: ErasureRequestRecord) => request.personName,
};
