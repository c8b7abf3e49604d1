import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { lazy } from 'react';
import type { PlanListItem } from '../../providers/plan.documents';

/** The plans resource; its pages are separate chunks, loaded on first visit. */
export default {
  list: lazy(() => import('./PlanList')),
  show: lazy(() => import('./PlanShow')),
  edit: lazy(() => import('./PlanEdit')),
  create: lazy(() => import('./PlanCreate')),
  icon: CardMembershipIcon,
  recordRepresentation: (plan: PlanListItem) => plan.name,
};
