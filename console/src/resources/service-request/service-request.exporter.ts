import type { Exporter } from 'react-admin';
import type { ServiceRequestRecord } from '../../providers/service-request.documents';
import { downloadRows } from '../csv';

const COLUMNS = [
  'id',
  'authoredOn',
  'subject',
  'subjectName',
  'requesterName',
  'category',
  'code',
  'status',
  'intent',
  'priority',
  'occurrence',
  'note',
] as const;

/** The list's CSV: one row per request, the subject as SPEC §3's "person|{id}", FHIR status codes, ISO times. */
export const serviceRequestExporter: Exporter<ServiceRequestRecord> = (requests) => {
  const rows = requests.map((r) => {
    return {
      ...r,
      subject: `person|${r.subjectId}`,
      status: r.status.toLowerCase().replaceAll('_', '-'),
      intent: r.intent.toLowerCase().replaceAll('_', '-'),
      priority: r.priority.toLowerCase(),
    };
  });
  downloadRows(COLUMNS, rows, 'service-requests');
};
