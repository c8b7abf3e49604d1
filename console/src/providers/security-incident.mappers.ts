import { SECURITY_INCIDENT_DATA_CATEGORIES, SECURITY_INCIDENT_STATUSES } from '@teleconsulta/schema';
import type { GetListParams } from 'react-admin';
import type {
  SecurityIncidentDataCategory,
  SecurityIncidentFilter,
  SecurityIncidentInput,
  SecurityIncidentListQueryVariables,
  SecurityIncidentRisk,
  SecurityIncidentStatus,
} from '../gql/graphql';

/** The list's status filter, keeping only a known code. */
export function toSecurityIncidentFilter(filter: Record<string, unknown> | undefined): SecurityIncidentFilter | undefined {
  const status = filter?.status;
  return (SECURITY_INCIDENT_STATUSES as readonly unknown[]).includes(status) ? { status: status as SecurityIncidentStatus } : undefined;
}

/** react-admin's page and filter as the list's variables (the register is the most recently known first; no other sort). */
export const toSecurityIncidentListVariables = ({ pagination, filter }: Partial<GetListParams>): SecurityIncidentListQueryVariables => ({
  page: pagination?.page,
  perPage: pagination?.perPage,
  filter: toSecurityIncidentFilter(filter),
});

const pad = (value: number, length = 2) => String(Math.trunc(value)).padStart(length, '0');

/** A Date as ISO 8601 in the browser's time zone with its offset: 2026-11-18T10:00:00-03:00 (São Paulo). */
function withLocalOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day}T${time}${sign}${pad(Math.abs(offset) / 60)}:${pad(Math.abs(offset) % 60)}`;
}

/**
 * A date-time input's value (the input's local "YYYY-MM-DDTHH:mm", an instant as loaded, or a Date) as ISO 8601 with
 * the offset of the browser's time zone; blank is null. Text that is no date goes as it is: the server names the field.
 */
export function toOffsetInstant(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'invalid' : withLocalOffset(value);
  const text = String(value).trim();
  if (text === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : withLocalOffset(date);
}

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | null => trimmed(value) || null;

/** The categories ticked, once each, known codes only. */
function toDataCategories(value: unknown): SecurityIncidentDataCategory[] {
  const list = Array.isArray(value) ? value : [];
  return SECURITY_INCIDENT_DATA_CATEGORIES.filter((category) => list.includes(category));
}

/** How many data subjects: blank (not known yet) is null; a number typed as text is read. */
function toCount(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const count = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(count) ? count : null;
}

/**
 * The form's values (or an entry as loaded) as SecurityIncidentInput: the whole entry, as both recordSecurityIncident
 * and updateSecurityIncident take it (an update replaces the entry). Read-only fields (deadlines, who, status) are
 * never sent; instants carry the browser's offset; blank texts are null.
 */
export function toSecurityIncidentInput(values: Record<string, unknown>): SecurityIncidentInput {
  return {
    detectedAt: toOffsetInstant(values.detectedAt) ?? '',
    occurredAt: toOffsetInstant(values.occurredAt),
    description: trimmed(values.description),
    dataCategories: toDataCategories(values.dataCategories),
    affectedSubjects: toCount(values.affectedSubjects),
    risk: values.risk as SecurityIncidentRisk,
    measures: optionalText(values.measures),
    anpdNotifiedAt: toOffsetInstant(values.anpdNotifiedAt),
    subjectsNotifiedAt: toOffsetInstant(values.subjectsNotifiedAt),
    notNotifiedReason: optionalText(values.notNotifiedReason),
  };
}
