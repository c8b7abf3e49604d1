/** Route paths of the app (SPEC §2); professionalHome is the route SPEC §2 sends every non-patient to. */
export const PATHS = {
  home: '/',
  login: '/login',
  /** Forgotten and changed passwords (issue 18): the link's page takes the mailed token. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  changePassword: '/account/password',
  /** A new sign-in e-mail, and the page its mailed link opens. */
  changeEmail: '/account/email',
  confirmEmail: '/confirm-email/:token',
  /** LGPD rights (issue 18): a copy of one's data (JSON, or the readable document) and the erasure request. */
  myData: '/account/data',
  myDataDocument: '/account/data/document',
  /** The patient's own profile (SPEC §2; issue 18): name, phones and address by CEP. */
  profileEdit: '/profile/person/edit/:id',
  /** The patient's health record (SPEC §2; issue 19): their own or a dependent's history, with filters. */
  healthRecord: '/profile/person/ehr/:id',
  professionalHome: '/professional/listscheduled',
  pageNotFound: '/pagenotfound',
  personSchedule: '/personschedule',
  personAppointments: '/person/appointment',
  appointmentDetail: '/appointment/detail/:id',
  requestReturn: '/appointment/requestreturnappointment/:id',
  cancel: '/cancel/:id',
  cancelShort: '/cn/:id',
  payment: '/payment/:id',
  paymentShort: '/p/:id',
  /** A clinical document's public validation page (issue 19): its QR code's link; a pharmacy records dispensing there. */
  documentValidation: '/d/:code',
  room: '/accessroom/:id',
  roomShort: '/a/:id',
  benefitClub: '/benefitclub',
  emergencyPerson: '/emergency/person',
  emergencyProfessional: '/emergency/professional',
  kiosk: '/kioski',
  kioskShort: '/t',
  /** A clinic's invitation to join its team (issue 16): public, the link's token is the credential. */
  invite: '/invite/:token',
  /** The patient's messages with the clinic (SPEC §2 /message: the list, detail/:id and new). */
  messages: '/message',
  messageDetail: '/message/detail/:id',
  newMessage: '/message/new',
  /** A patient's dependents (issue 18 item 2): the list, registering one (SPEC §2), editing one, and "whom is it for?". */
  dependents: '/dependents',
  registerDependent: '/registerdependent',
  editDependent: '/dependents/edit/:id',
  chooseDependent: '/choosendependent',
} as const;

/** A path of PATHS with its :id filled (encoded). */
const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export const appointmentDetailPath = (id: string) => withId(PATHS.appointmentDetail, id);
export const requestReturnPath = (id: string) => withId(PATHS.requestReturn, id);
export const messageDetailPath = (id: string) => withId(PATHS.messageDetail, id);
export const profileEditPath = (personId: string) => withId(PATHS.profileEdit, personId);
export const healthRecordPath = (personId: string) => withId(PATHS.healthRecord, personId);
export const editDependentPath = (id: string) => withId(PATHS.editDependent, id);
/** The schedule flow for one patient (the user or a dependent), chosen beforehand: it starts at the specialty. */
export const personSchedulePath = (patientId: string) => `${PATHS.personSchedule}?patient=${encodeURIComponent(patientId)}`;
/** The short cancel link of an appointment, by its cancel code (Appointment.cancelAccess; SECURITY.md T24). */
export const cancelShortPath = (cancelAccess: string) => withId(PATHS.cancelShort, cancelAccess);
/** The short payment link of an appointment, by its payment code (Appointment.paymentAccess). */
export const paymentShortPath = (paymentAccess: string) => withId(PATHS.paymentShort, paymentAccess);
/** The video room of an appointment, by its room code (Appointment.roomAccess). */
export const roomPath = (roomAccess: string) => withId(PATHS.room, roomAccess);

/** The sign-in page, coming back to `next` (a path of this app) once signed in. */
export const loginPath = (next?: string) => (next ? `${PATHS.login}?next=${encodeURIComponent(next)}` : PATHS.login);
