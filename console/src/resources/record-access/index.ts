import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazy } from 'react';

/** The access log of the health record (clinic administrators): a list only; its own chunk. */
export default {
  list: lazy(() => import('./RecordAccessList')),
  icon: ManageSearchIcon,
};
