import type { RouteObject } from 'react-router-dom';
import { LazyRoute } from '../../routing/LazyRoute';
import { lazyWithTimeout } from '../../routing/lazy-with-timeout.factory';
import { PATHS } from '../../routing/paths.constants';

const forgotPasswordPage = lazyWithTimeout(() => import('./ForgotPasswordPage'));
const resetPasswordPage = lazyWithTimeout(() => import('./ResetPasswordPage'));
const changePasswordPage = lazyWithTimeout(() => import('./ChangePasswordPage'));
const emailChangePage = lazyWithTimeout(() => import('./EmailChangePage'));
const confirmEmailPage = lazyWithTimeout(() => import('./ConfirmEmailPage'));

/** Signed out, beside /login: asking for a link, and the mailed link's page. */
export const passwordPublicRoutes: RouteObject[] = [
  { path: PATHS.forgotPassword, id: 'forgotPassword', element: <LazyRoute page={forgotPasswordPage} /> },
  { path: PATHS.resetPassword, id: 'resetPassword', element: <LazyRoute page={resetPasswordPage} /> },
  { path: PATHS.confirmEmail, id: 'confirmEmail', element: <LazyRoute page={confirmEmailPage} /> },
];

/** Signed in: a child of the secure layout, for every role. */
export const passwordSecureRoutes: RouteObject[] = [
  { path: PATHS.changePassword, id: 'changePassword', element: <LazyRoute page={changePasswordPage} /> },
  { path: PATHS.changeEmail, id: 'changeEmail', element: <LazyRoute page={emailChangePage} /> },
];
