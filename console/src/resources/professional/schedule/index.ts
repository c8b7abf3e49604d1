import { lazy } from 'react';

/** A professional's availability: only an edit page (the availability tab of the professional's show page reads it). */
export const professionalSchedules = {
  edit: lazy(() => import('./ProfessionalScheduleEdit')),
};
