import { createBrowserRouter } from 'react-router-dom';
import { professionalRoutes } from '../features/professional/professional.routes';
import { RootLayout } from '../layout/RootLayout';
import { SecureLayout } from '../layout/SecureLayout';
import { UnexpectedError } from '../layout/UnexpectedError';
import { LazyRoute } from './LazyRoute';
import { lazyWithTimeout } from './lazy-with-timeout.factory';
import { PATHS } from './paths.constants';

const loginPage = lazyWithTimeout(() => import('../features/login/LoginPage'));
const homePage = lazyWithTimeout(() => import('../features/home/HomePage'));
const pageNotFound = lazyWithTimeout(() => import('../features/not-found/PageNotFound'));

/** The route table (SPEC §2): every page is loaded on demand. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: PATHS.home,
      element: <RootLayout />,
      errorElement: <UnexpectedError />,
      children: [
        { path: PATHS.login, element: <LazyRoute page={loginPage} /> },
        {
          element: <SecureLayout />,
          children: [{ index: true, id: 'home', element: <LazyRoute page={homePage} /> }, ...professionalRoutes],
        },
        { path: PATHS.pageNotFound, element: <LazyRoute page={pageNotFound} /> },
        { path: '*', element: <LazyRoute page={pageNotFound} /> },
      ],
    },
  ]);
}
