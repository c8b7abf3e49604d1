import { downloadCSV, type Exporter } from 'react-admin';
import type { ServiceRequestRecord } from '../../providers/service-request.documents';

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

const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The list's CSV: one row per request, the subject as SPEC §3's "person|{id}", FHIR status codes, ISO times. */
export const serviceRequestExporter: Exporter<ServiceRequestRecord> = (requests) => {
  const rows = requests.map((r) => {
    const row: Record<string, unknown> = {
      ...r,
      subject: `person|${r.subjectId}`,
      status: r.status.toLowerCase().replaceAll('_', '-'),
      intent: r.intent.toLowerCase().replaceAll('_', '-'),
      priority: r.priority.toLowerCase(),
    };
    return COLUMNS.map((column) => csvCell(row[column])).join(',');
  });
  downloadCSV([COLUMNS.join(','), ...rows].join('\n'), 'service-requests');
};
