import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';

/** The terms of use's versions: the platform administrator publishes a new one (everyone accepts it again). */
export default {
  list: lazy(() => import('./TermsVersionsPage')),
  icon: GavelIcon,
};
