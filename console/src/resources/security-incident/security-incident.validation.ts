import { fieldLabel, format, type Locale, translateIssues, ZSecurityIncidentInput } from '@teleconsulta/schema';
import { toSecurityIncidentInput } from '../../providers/security-incident.mappers';
import { toFormErrors } from '../../validation/form-errors';

/**
 * Form-level validation with the shared zod schema (the service runs the same one, and the same rules across fields:
 * nothing in the future, nothing before the incident was known but when it happened), in the current language: `{}`
 * when valid, else the errors react-admin shows under each input. A blank "Known since" is said to be required rather
 * than an invalid date.
 */
export function validateSecurityIncident(values: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const input = toSecurityIncidentInput(values);
  const result = ZSecurityIncidentInput.safeParse(input);
  if (result.success) return {};
  const issues = translateIssues(result.error, locale).map((issue) =>
    issue.field === 'detectedAt' && input.detectedAt === ''
      ? { ...issue, message: format('required', locale, fieldLabel('detectedAt', locale)) }
      : issue,
  );
  return toFormErrors(issues);
}
