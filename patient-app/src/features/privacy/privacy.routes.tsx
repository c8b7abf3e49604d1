import type { RouteObject } from 'react-router-dom';
import { LazyRoute } from '../../routing/LazyRoute';
import { lazyWithTimeout } from '../../routing/lazy-with-timeout.factory';
import { PATHS } from '../../routing/paths.constants';

const privacyPage = lazyWithTimeout(() => import('./PrivacyPage'));
const dataDocumentPage = lazyWithTimeout(() => import('./DataDocumentPage'));

/** "My data" (LGPD rights): children of the secure layout; each page checks role P itself. */
export const privacyRoutes: RouteObject[] = [
  { path: PATHS.myData, id: 'myData', element: <LazyRoute page={privacyPage} /> },
  { path: PATHS.myDataDocument, id: 'myDataDocument', element: <LazyRoute page={dataDocumentPage} /> },
];
