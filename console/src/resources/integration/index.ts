import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import { lazy } from 'react';

/** Integrations: API keys and webhooks, a page of its own (no records), listed in the menu as a resource. */
export default {
  list: lazy(() => import('./IntegrationsPage')),
  icon: IntegrationInstructionsIcon,
};
