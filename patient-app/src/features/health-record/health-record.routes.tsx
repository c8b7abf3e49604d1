import type { RouteObject } from 'react-router-dom';
import { LazyRoute } from '../../routing/LazyRoute';
import { lazyWithTimeout } from '../../routing/lazy-with-timeout.factory';
import { PATHS } from '../../routing/paths.constants';

const healthRecordPage = lazyWithTimeout(() => import('./HealthRecordPage'));

/** Signed in: a child of the secure layout (the services answer only the patient's own record and their dependents'). */
export const healthRecordRoutes: RouteObject[] = [
  { path: PATHS.healthRecord, id: 'healthRecord', element: <LazyRoute page={healthRecordPage} /> },
];
