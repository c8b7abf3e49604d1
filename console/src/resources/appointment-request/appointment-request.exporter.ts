import type { Exporter } from 'react-admin';
import type { AppointmentRequestRecord } from '../../providers/appointment-request.documents';
import { downloadRows } from '../csv';

const COLUMNS = [
  'id',
  'createdAt',
  'kind',
  'status',
  'personId',
  'personName',
  'appointmentProtocol',
  'specialty',
  'specialtyName',
  'countryCode',
  'contactNumber',
  'preferredPeriod',
  'observation',
  'requestedByName',
  'note',
  'handledByName',
  'contactedAt',
  'closedAt',
] as const;

/** The list's CSV: one row per request, codes (kind, status, specialty) and ISO times. */
export const appointmentRequestExporter: Exporter<AppointmentRequestRecord> = (requests) => {
  downloadRows(COLUMNS, requests, 'appointment-requests');
};
