import { unwrapResolverError } from '@apollo/server/errors';
import { ERRORS, type ErrorCode, errorText, type FieldIssue, type Locale } from '@teleconsulta/schema';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';

/** A service error envelope { code, message, fields? } re-created as a GraphQL error (STYLE.md convention 4). */
export function fromServiceError(envelope: { code: string; message: string; fields?: FieldIssue[] }, status: number): GraphQLError {
  return new GraphQLError(envelope.message, {
    extensions: { code: envelope.code, status, ...(envelope.fields?.length ? { fields: envelope.fields } : {}) },
  });
}

export function catalogueError(code: ErrorCode, locale: Locale): GraphQLError {
  return new GraphQLError(errorText(code, locale), { extensions: { code, status: ERRORS[code].status } });
}

/** SPEC §8: any network failure or unreachable call → code 400 "Impossível acessar o servidor. Tente novamente". */
export const unreachable = (locale: Locale) => catalogueError('SERVER_UNREACHABLE', locale);

/**
 * Errors that reach the client: our GraphQLErrors and GraphQL's own validation errors pass; anything else (a bug,
 * a driver error) is hidden behind INTERNAL so no stack or SQL leaks.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const code = formatted.extensions?.code;
  if (original instanceof GraphQLError && typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
    const { stacktrace: _omit, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  if (
    typeof code === 'string' &&
    ['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND'].includes(code)
  ) {
    return { message: formatted.message.replace(/ Did you mean .*\?$/, ''), locations: formatted.locations, extensions: { code } };
  }
  return { message: ERRORS.INTERNAL.pt, path: formatted.path, extensions: { code: 'INTERNAL' } };
}

/** A read whose record does not exist (or is out of the caller's reach, which answers alike) resolves to null. */
export function nullWhenNotFound(error: unknown): null {
  if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
  throw error;
}
