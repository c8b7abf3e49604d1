import type { RouteObject } from 'react-router-dom';
import { LazyRoute } from '../../routing/LazyRoute';
import { lazyWithTimeout } from '../../routing/lazy-with-timeout.factory';
import { PATHS } from '../../routing/paths.constants';

const professionalHomePage = lazyWithTimeout(() => import('./ProfessionalHomePage'));

/** The professional screens (roles D and DC), children of the secure layout. */
export const professionalRoutes: RouteObject[] = [
  { path: PATHS.professionalHome, id: 'professionalHome', element: <LazyRoute page={professionalHomePage} /> },
];
