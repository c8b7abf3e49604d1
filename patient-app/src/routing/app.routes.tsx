import { createBrowserRouter } from 'react-router-dom';
import { dependentsRoutes } from '../features/dependents/dependents.routes';
import { healthRecordRoutes } from '../features/health-record/health-record.routes';
import { KioskNavigationError } from '../features/kiosk/KioskNavigationError';
import { messagesRoutes } from '../features/messages/messages.routes';
import { passwordPublicRoutes, passwordSecureRoutes } from '../features/password/password.routes';
import { privacyRoutes } from '../features/privacy/privacy.routes';
import { professionalRoutes } from '../features/professional/professional.routes';
import { profileSecureRoutes } from '../features/profile/profile.routes';
import { PublicLayout } from '../layout/PublicLayout';
import { RootLayout } from '../layout/RootLayout';
import { SecureLayout } from '../layout/SecureLayout';
import { UnexpectedError } from '../layout/UnexpectedError';
import { LazyRoute } from './LazyRoute';
import { lazyWithTimeout } from './lazy-with-timeout.factory';
import { PATHS } from './paths.constants';

const loginPage = lazyWithTimeout(() => import('../features/login/LoginPage'));
const homePage = lazyWithTimeout(() => import('../features/home/HomePage'));
const pageNotFound = lazyWithTimeout(() => import('../features/not-found/PageNotFound'));
const personSchedulePage = lazyWithTimeout(() => import('../features/schedule/PersonSchedulePage'));
const personAppointmentsPage = lazyWithTimeout(() => import('../features/appointments/PersonAppointmentsPage'));
const appointmentDetailPage = lazyWithTimeout(() => import('../features/appointments/AppointmentDetailPage'));
const requestReturnPage = lazyWithTimeout(() => import('../features/appointments/RequestReturnPage'));
const benefitClubPage = lazyWithTimeout(() => import('../features/benefit-club/BenefitClubPage'));
const publicCancelPage = lazyWithTimeout(() => import('../features/public-cancel/PublicCancelPage'));
const publicPaymentPage = lazyWithTimeout(() => import('../features/payment/PublicPaymentPage'));
const roomPage = lazyWithTimeout(() => import('../features/room/RoomPage'));
const kioskPage = lazyWithTimeout(() => import('../features/kiosk/KioskPage'));
const emergencyPersonPage = lazyWithTimeout(() => import('../features/emergency-person/EmergencyPersonPage'));
const emergencyProfessionalPage = lazyWithTimeout(() => import('../features/emergency-professional/EmergencyProfessionalPage'));
const invitePage = lazyWithTimeout(() => import('../features/invite/InvitePage'));
const documentValidationPage = lazyWithTimeout(() => import('../features/clinical-documents/DocumentValidationPage'));

/** The route table (SPEC §2): every page is loaded on demand. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: PATHS.home,
      element: <RootLayout />,
      errorElement: <UnexpectedError />,
      children: [
        { path: PATHS.login, element: <LazyRoute page={loginPage} /> },
        ...passwordPublicRoutes,
        {
          element: <SecureLayout />,
          children: [
            { index: true, id: 'home', element: <LazyRoute page={homePage} /> },
            { path: PATHS.personSchedule, id: 'personSchedule', element: <LazyRoute page={personSchedulePage} /> },
            { path: PATHS.personAppointments, id: 'personAppointments', element: <LazyRoute page={personAppointmentsPage} /> },
            { path: PATHS.appointmentDetail, id: 'appointmentDetail', element: <LazyRoute page={appointmentDetailPage} /> },
            { path: PATHS.requestReturn, id: 'requestReturn', element: <LazyRoute page={requestReturnPage} /> },
            { path: PATHS.benefitClub, id: 'benefitClub', element: <LazyRoute page={benefitClubPage} /> },
            { path: PATHS.emergencyPerson, id: 'emergencyPerson', element: <LazyRoute page={emergencyPersonPage} /> },
            { path: PATHS.emergencyProfessional, id: 'emergencyProfessional', element: <LazyRoute page={emergencyProfessionalPage} /> },
            ...professionalRoutes,
            ...messagesRoutes,
            ...dependentsRoutes,
            ...passwordSecureRoutes,
            ...privacyRoutes,
            ...profileSecureRoutes,
            ...healthRecordRoutes,
          ],
        },
        {
          element: <PublicLayout />,
          children: [
            { path: PATHS.cancel, id: 'cancel', element: <LazyRoute page={publicCancelPage} /> },
            { path: PATHS.cancelShort, id: 'cancelShort', element: <LazyRoute page={publicCancelPage} /> },
            { path: PATHS.payment, id: 'payment', element: <LazyRoute page={publicPaymentPage} /> },
            { path: PATHS.paymentShort, id: 'paymentShort', element: <LazyRoute page={publicPaymentPage} /> },
            { path: PATHS.invite, id: 'invite', element: <LazyRoute page={invitePage} /> },
            { path: PATHS.documentValidation, id: 'documentValidation', element: <LazyRoute page={documentValidationPage} /> },
          ],
        },
        // The room draws its own frame: the call needs more width than the public layout gives.
        { path: PATHS.room, id: 'room', element: <LazyRoute page={roomPage} /> },
        { path: PATHS.roomShort, id: 'roomShort', element: <LazyRoute page={roomPage} /> },
        // The reception kiosk (SPEC §2 kioski-mode, hidden): its own frame; a failed navigation says "Navigation Error".
        { path: PATHS.kiosk, id: 'kioski-mode', element: <LazyRoute page={kioskPage} />, errorElement: <KioskNavigationError /> },
        { path: PATHS.kioskShort, id: 'kioskShort', element: <LazyRoute page={kioskPage} />, errorElement: <KioskNavigationError /> },
        { path: PATHS.pageNotFound, element: <LazyRoute page={pageNotFound} /> },
        { path: '*', element: <LazyRoute page={pageNotFound} /> },
      ],
    },
  ]);
}
