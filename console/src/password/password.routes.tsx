import { Route } from 'react-router-dom';
import { ChangePasswordPage } from './ChangePasswordPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

/** Signed out, without the layout (react-admin lets anonymous users reach these). */
export const passwordPublicRoutes = [
  <Route key="forgot-password" path="/forgot-password" element={<ForgotPasswordPage />} />,
  <Route key="reset-password" path="/reset-password/:token" element={<ResetPasswordPage />} />,
];

/** Signed in, in the layout: reached from the user menu. */
export const passwordAccountRoutes = [<Route key="account-password" path="/account/password" element={<ChangePasswordPage />} />];
