import type { RouteObject } from 'react-router-dom';
import { LazyRoute } from '../../routing/LazyRoute';
import { lazyWithTimeout } from '../../routing/lazy-with-timeout.factory';
import { PATHS } from '../../routing/paths.constants';

const profileEditPage = lazyWithTimeout(() => import('./ProfileEditPage'));

/** Signed in: a child of the secure layout (the services answer only the patient's own profile and dependents'). */
export const profileSecureRoutes: RouteObject[] = [
  { path: PATHS.profileEdit, id: 'profileEdit', element: <LazyRoute page={profileEditPage} /> },
];
