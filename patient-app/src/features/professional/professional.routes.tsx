import type { RouteObject } from 'react-router-dom';
import { LazyRoute } from '../../routing/LazyRoute';
import { lazyWithTimeout } from '../../routing/lazy-with-timeout.factory';
import { PROFESSIONAL_PATHS } from './professional.paths';

const professionalHomePage = lazyWithTimeout(() => import('./ProfessionalHomePage'));
const allAppointmentsPage = lazyWithTimeout(() => import('./AllAppointmentsPage'));
const myAvailabilityRedirect = lazyWithTimeout(() => import('./MyAvailabilityRedirect'));
const scheduleAvailabilityPage = lazyWithTimeout(() => import('./ScheduleAvailabilityPage'));
const professionalEhrPage = lazyWithTimeout(() => import('./ProfessionalEhrPage'));
const professionalProfilePage = lazyWithTimeout(() => import('./ProfessionalProfilePage'));

/** The professional screens (roles D and DC), children of the secure layout; each page checks the roles itself. */
export const professionalRoutes: RouteObject[] = [
  { path: PROFESSIONAL_PATHS.todayList, id: 'professionalHome', element: <LazyRoute page={professionalHomePage} /> },
  { path: PROFESSIONAL_PATHS.allAppointments, id: 'professionalAppointments', element: <LazyRoute page={allAppointmentsPage} /> },
  { path: PROFESSIONAL_PATHS.myAvailability, id: 'myAvailability', element: <LazyRoute page={myAvailabilityRedirect} /> },
  { path: PROFESSIONAL_PATHS.availability, id: 'scheduleAvailability', element: <LazyRoute page={scheduleAvailabilityPage} /> },
  { path: PROFESSIONAL_PATHS.ehr, id: 'professionalEhr', element: <LazyRoute page={professionalEhrPage} /> },
  { path: PROFESSIONAL_PATHS.myProfile, id: 'myProfessionalProfile', element: <LazyRoute page={professionalProfilePage} /> },
  { path: PROFESSIONAL_PATHS.profile, id: 'professionalProfile', element: <LazyRoute page={professionalProfilePage} /> },
];
