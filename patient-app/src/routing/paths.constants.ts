/** Route paths of the app; professionalHome is the route SPEC §2 sends every non-patient to. */
export const PATHS = {
  home: '/',
  login: '/login',
  professionalHome: '/professional/listscheduled',
  pageNotFound: '/pagenotfound',
} as const;
