import type { FieldIssue } from '@teleconsulta/schema';
import set from 'lodash/set';

/**
 * Field issues ({ field: 'settings.period', message }) as the nested errors object react-admin forms
 * expect, from both the shared zod validators and the gateway's `extensions.fields`. The first issue
 * of a field wins.
 */
export function toFormErrors(issues: readonly FieldIssue[]): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const { field, message } of [...issues].reverse()) set(errors, field, message);
  return errors;
}
