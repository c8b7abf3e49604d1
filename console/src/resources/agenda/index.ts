import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { lazy } from 'react';

/** The agenda: a page of its own (day and week calendar of appointments and free slots), listed in the menu. */
export default {
  list: lazy(() => import('./AgendaPage')),
  icon: CalendarMonthIcon,
};
