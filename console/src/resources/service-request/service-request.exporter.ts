import type { ServiceRequestRecord } from '../../providers/service-request.documents';
import { type CsvContext, type CsvSpec, useCsvExporter } from '../csv';

const label = (field: string) => `resources.serviceRequests.fields.${field}`;
/** A FHIR code (status, intent, priority) in the reader's language. */
const named =
  (group: string, code: (r: ServiceRequestRecord) => string | null | undefined) =>
  (r: ServiceRequestRecord, { translate }: CsvContext) => {
    const value = code(r);
    return value ? translate(`resources.serviceRequests.${group}.${value}`) : null;
  };

/** The list's CSV: one row per request, status, intent and priority translated, the SNOMED CT codes, times in the company's zone. */
export const SERVICE_REQUEST_CSV: CsvSpec<ServiceRequestRecord> = {
  filename: 'service-requests',
  columns: [
    { label: label('authoredOn'), value: (r) => r.authoredOn, kind: 'dateTime' },
    { label: label('subjectName'), value: (r) => r.subjectName },
    { label: label('requesterName'), value: (r) => r.requesterName },
    { label: label('category'), value: (r) => r.category },
    { label: label('code'), value: (r) => r.code },
    { label: label('status'), value: named('statuses', (r) => r.status) },
    { label: label('intent'), value: named('intents', (r) => r.intent) },
    { label: label('priority'), value: named('priorities', (r) => r.priority) },
    { label: label('occurrence'), value: (r) => r.occurrence, kind: 'dateTime' },
    { label: label('note'), value: (r) => r.note },
  ],
};

export const useServiceRequestExporter = () => useCsvExporter(SERVICE_REQUEST_CSV);
