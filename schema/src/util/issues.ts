import type { z } from 'zod';
import type { Locale } from '../constants.js';
import { format, TEMPLATES, type TemplateKey } from '../errors.js';
import { fieldLabel } from './labels.js';

export type FieldIssue = { field: string; message: string };

/** Translates zod issues into field errors: the issue message is a template key, the field label fills {0}. */
export function translateIssues(error: z.ZodError, locale: Locale, scope?: string): FieldIssue[] {
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issueMessage(issue, field, locale, scope) });
  }
  return out;
}

function issueMessage(issue: z.core.$ZodIssue, field: string, locale: Locale, scope?: string): string {
  const label = fieldLabel(field, locale, scope);
  const key = issue.message as TemplateKey;
  if (key in TEMPLATES) {
    const limit = 'maximum' in issue ? Number(issue.maximum) : 'minimum' in issue ? Number(issue.minimum) : '';
    return format(key, locale, label, limit);
  }
  if (issue.code === 'too_big' && issue.origin === 'string') return format('max', locale, label, Number(issue.maximum));
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? format('required', locale, label) : format('min', locale, label, Number(issue.minimum));
  }
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return format('required', locale, label);
  return format('invalid', locale, label);
}

/** A form's values checked by a shared rule: the parsed input, or the first translated message of each field. */
export function checkForm<S extends z.ZodType>(
  schema: S,
  value: unknown,
  locale: Locale,
  scope?: string,
): { ok: true; input: z.output<S> } | { ok: false; fieldErrors: Record<string, string> } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, input: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of translateIssues(result.error, locale, scope)) fieldErrors[issue.field] ??= issue.message;
  return { ok: false, fieldErrors };
}
