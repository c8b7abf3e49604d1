import type { RouteObject } from 'react-router-dom';
import { LazyRoute } from '../../routing/LazyRoute';
import { lazyWithTimeout } from '../../routing/lazy-with-timeout.factory';
import { PATHS } from '../../routing/paths.constants';

const dependentsPage = lazyWithTimeout(() => import('./DependentsPage'));
const registerDependentPage = lazyWithTimeout(() => import('./RegisterDependentPage'));
const editDependentPage = lazyWithTimeout(() => import('./EditDependentPage'));
const chooseDependentPage = lazyWithTimeout(() => import('./ChooseDependentPage'));

/** The patient's dependents (role P): children of the secure layout. */
export const dependentsRoutes: RouteObject[] = [
  { path: PATHS.dependents, id: 'dependents', element: <LazyRoute page={dependentsPage} /> },
  { path: PATHS.registerDependent, id: 'registerDependent', element: <LazyRoute page={registerDependentPage} /> },
  { path: PATHS.editDependent, id: 'editDependent', element: <LazyRoute page={editDependentPage} /> },
  { path: PATHS.chooseDependent, id: 'chooseDependent', element: <LazyRoute page={chooseDependentPage} /> },
];
