import type { AppointmentRequestRecord } from '../../providers/appointment-request.documents';
import { formatContact } from '../../providers/appointment-request.mappers';
import { type CsvSpec, useCsvExporter } from '../csv';

const label = (field: string) => `resources.appointmentRequests.fields.${field}`;

/** The list's CSV: one row per request, kind and status translated, the contact formatted, times in the company's zone. */
export const APPOINTMENT_REQUEST_CSV: CsvSpec<AppointmentRequestRecord> = {
  filename: 'appointment-requests',
  columns: [
    { label: label('createdAt'), value: (r) => r.createdAt, kind: 'dateTime' },
    { label: label('personName'), value: (r) => r.personName },
    { label: label('kind'), value: (r, { translate }) => translate(`resources.appointmentRequests.kinds.${r.kind}`) },
    { label: label('status'), value: (r, { translate }) => translate(`resources.appointmentRequests.statuses.${r.status}`) },
    { label: label('appointmentProtocol'), value: (r) => r.appointmentProtocol },
    { label: label('specialtyName'), value: (r) => r.specialtyName },
    { label: label('contactNumber'), value: (r) => formatContact(r.countryCode, r.contactNumber) },
    {
      label: label('preferredPeriod'),
      value: (r, { translate }) =>
        r.preferredPeriod ? translate('resources.appointmentRequests.period', { days: r.preferredPeriod }) : null,
    },
    { label: label('observation'), value: (r) => r.observation },
    { label: label('requestedByName'), value: (r) => r.requestedByName },
    { label: label('note'), value: (r) => r.note },
    { label: label('handledByName'), value: (r) => r.handledByName },
    { label: label('contactedAt'), value: (r) => r.contactedAt, kind: 'dateTime' },
    { label: label('closedAt'), value: (r) => r.closedAt, kind: 'dateTime' },
  ],
};

export const useAppointmentRequestExporter = () => useCsvExporter(APPOINTMENT_REQUEST_CSV);
