import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError } from '@apollo/client/errors';
import { errorText, type Locale } from '@teleconsulta/schema';

/** What a screen shows for a failed call: errors under the matching inputs, the rest in one alert. */
export type Feedback = {
  message: string | null;
  /** Translated messages by input name (the last segment of the server's field path). */
  fieldErrors: Record<string, string>;
};

type WireError = { message: string; extensions?: Record<string, unknown> | null };
type WireFieldError = { field: string; message: string };

/**
 * Maps any Apollo error to feedback. GraphQL errors arrive translated by the gateway (Accept-Language), with
 * extensions.code and, for bad input, extensions.fields; anything without a GraphQL body means the server
 * could not be reached.
 */
export function feedbackFromError(error: unknown, locale: Locale): Feedback {
  const errors = graphQLErrorsOf(error);
  if (!errors || errors.length === 0) return { message: errorText('SERVER_UNREACHABLE', locale), fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  const messages: string[] = [];
  for (const entry of errors) {
    const fields = fieldErrorsOf(entry);
    if (fields.length === 0) messages.push(entry.message);
    for (const { field, message } of fields) fieldErrors[inputName(field)] ??= message;
  }
  return { message: messages[0] ?? null, fieldErrors };
}

/** The one line that says what went wrong: the message, else the first input's message; null when there is neither. */
export function feedbackText(feedback: Feedback): string | null {
  return feedback.message ?? Object.values(feedback.fieldErrors)[0] ?? null;
}

/** extensions.code of the first GraphQL error, e.g. UNAUTHENTICATED. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = graphQLErrorsOf(error)?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether a failed read means "there is no such record": NOT_FOUND, or an id the server refused as malformed (a
 * mistyped or cut link). Retrying cannot help; the screen says "not found" and offers the way back.
 */
export function isNotFoundError(error: unknown): boolean {
  const errors = graphQLErrorsOf(error);
  if (!errors || errors.length === 0) return false;
  return errors.every((entry) => {
    const code = entry.extensions?.code;
    if (code === 'NOT_FOUND') return true;
    const fields = fieldErrorsOf(entry);
    return code === 'BAD_INPUT' && fields.length > 0 && fields.every(({ field }) => inputName(field) === 'id');
  });
}

function graphQLErrorsOf(error: unknown): readonly WireError[] | null {
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) return error.errors;
  if (ServerError.is(error) && error.statusCode < 500) return errorsInBody(error.bodyText);
  return null;
}

/** A 4xx answered as application/json still carries the GraphQL errors in its body. */
function errorsInBody(bodyText: string): WireError[] | null {
  try {
    const body = JSON.parse(bodyText) as { errors?: unknown };
    return Array.isArray(body.errors) ? body.errors.filter(isWireError) : null;
  } catch {
    return null;
  }
}

function fieldErrorsOf(entry: WireError): WireFieldError[] {
  const fields = entry.extensions?.fields;
  if (Array.isArray(fields)) return fields.filter(isWireFieldError);
  const field = entry.extensions?.field;
  return typeof field === 'string' ? [{ field, message: entry.message }] : [];
}

function inputName(fieldPath: string): string {
  return fieldPath.split('.').pop() ?? fieldPath;
}

function isWireError(value: unknown): value is WireError {
  return typeof value === 'object' && value !== null && typeof (value as WireError).message === 'string';
}

function isWireFieldError(value: unknown): value is WireFieldError {
  return isWireError(value) && typeof (value as WireFieldError).field === 'string';
}
