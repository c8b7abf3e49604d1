import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { Locale } from '@teleconsulta/schema';
import { feedbackFromError } from '../../errors/error-feedback.mappers';

/** Why a signature asked for was not made (ClinicalDocumentIssue.signingError); anything else reads as FAILED. */
export const SIGNING_ERRORS = ['NO_CERTIFICATE', 'NOT_PKCS12', 'WRONG_PASSWORD', 'EXPIRED', 'NO_CPF', 'CPF_MISMATCH', 'FAILED'] as const;
export type SigningErrorCode = (typeof SIGNING_ERRORS)[number];

export function signingErrorCode(code: string): SigningErrorCode {
  return (SIGNING_ERRORS as readonly string[]).includes(code) ? (code as SigningErrorCode) : 'FAILED';
}

/** The refusals that name what is missing in the professional's or the patient's data (their fields listed). */
export const PARTICIPANT_ERRORS: readonly string[] = [
  'PRESCRIPTION_PARTICIPANTS',
  'PRESCRIPTION_ADDRESS_REQUIRED',
  'ONLY_BRAZILIAN_ADDRESS',
];

/** A field of the participants' data the server says is missing: "professional.crm", "patient.cpf", with its text. */
export type MissingField = { path: string; message: string };

/** A refused issue, sign, upload or dispensing, as its screen shows it. */
export type DocumentProblem = {
  /** The alert's text (the server's, translated), or null when every problem sits on a field. */
  message: string | null;
  /** The server's field messages by path without "input." and the content's name: "items.0.medication", "days", "password". */
  fieldErrors: Record<string, string>;
  /** For PARTICIPANT_ERRORS: what to complete, listed under the message. */
  missing: MissingField[];
};

type WireError = { message: string; extensions?: Record<string, unknown> | null };

const CONTENT_PREFIX = /^(input\.)?((prescription|certificate|examRequest|referral)\.)?/;

/** A server field path as the forms name their inputs. */
export function formFieldPath(path: string): string {
  return path.replace(CONTENT_PREFIX, '');
}

/**
 * Reads any Apollo error: the participant refusals keep their message and list their fields (feedbackFromError would
 * put them under inputs that this form has not), the others put field messages by their whole path (one per row).
 */
export function documentProblemOf(error: unknown, locale: Locale): DocumentProblem {
  const errors = wireErrorsOf(error);
  if (!errors) return { ...feedbackFromError(error, locale), missing: [] };
  const problem: DocumentProblem = { message: null, fieldErrors: {}, missing: [] };
  for (const entry of errors) {
    const fields = fieldsOf(entry);
    if (PARTICIPANT_ERRORS.includes(String(entry.extensions?.code))) {
      problem.message ??= entry.message;
      problem.missing.push(...fields.map(({ field, message }) => ({ path: field, message })));
      continue;
    }
    if (fields.length === 0) problem.message ??= entry.message;
    for (const { field, message } of fields) problem.fieldErrors[formFieldPath(field)] ??= message;
  }
  return problem;
}

function wireErrorsOf(error: unknown): readonly WireError[] | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error) && error.statusCode < 500) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: unknown };
      return Array.isArray(body.errors) ? (body.errors as WireError[]) : null;
    } catch {
      return null;
    }
  }
  return null;
}

function fieldsOf(entry: WireError): { field: string; message: string }[] {
  const fields = entry.extensions?.fields;
  if (Array.isArray(fields))
    return fields.filter((f): f is { field: string; message: string } => typeof f?.field === 'string' && typeof f?.message === 'string');
  const field = entry.extensions?.field;
  return typeof field === 'string' ? [{ field, message: entry.message }] : [];
}
