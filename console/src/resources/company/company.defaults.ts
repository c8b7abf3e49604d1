import { DEFAULT_TIME_ZONE } from '@teleconsulta/schema';

/** A new company starts with every setting, rule and flag explicit, so what the form shows is what is saved. */
export const NEW_COMPANY_DEFAULTS = {
  isLanding: false,
  settings: {
    appointmentDuration: 30,
    allowsPatientToScheduleTimeBefore: 0,
    cancellationCutoffHours: 2,
    period: 30,
    prescriptionAddressInclusion: false,
    clinicalDataSharingWithResponsible: false,
    timeZone: DEFAULT_TIME_ZONE,
    emergencyNoAnswerMinutes: 5,
    emergencyNoAnswerAction: 'REQUEUE',
  },
  rules: {
    allowsPatientToSchedule: true,
    accessPersonSchedule: true,
    allowsHiddenButtonSchedule: true,
    allowProfessionalViewPatientHistory: true,
    accessEmergency: false,
    patientRegistrationAllowed: true,
    benefitsClubAccess: false,
  },
  contractFlags: { displayPoweredBy: true, useEmergencyModule: false },
  customMessages: [],
};
