import { ERRORS, type ErrorCode, type FieldIssue } from '@teleconsulta/schema';
import type { GraphQLFormattedError } from 'graphql';
import { HttpError } from 'react-admin';
import { toFormErrors } from '../validation/form-errors';

/**
 * The one error shape the console handles: the gateway's `extensions.code` and field errors
 * (`extensions.fields: [{ field, message }]`). Code decides behaviour; the message is only shown.
 */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';

  constructor(
    readonly code: string,
    message: string,
    readonly fields: FieldIssue[] = [],
  ) {
    super(message);
  }

  /** No answer from the gateway (SPEC §8): the message is a translation key of the console. */
  static unreachable(): GatewayError {
    return new GatewayError('SERVER_UNREACHABLE', 'app.errors.SERVER_UNREACHABLE');
  }

  /** A code of the shared catalogue is shown from the console's own translations, in the current locale. */
  static fromGraphQLErrors(errors: readonly GraphQLFormattedError[]): GatewayError {
    const [first] = errors;
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : 'INTERNAL';
    const fields = errors.flatMap((error) => readFieldIssues(error.extensions?.fields));
    const message = code in ERRORS || !first?.message ? `app.errors.${code}` : first.message;
    return new GatewayError(code, message, fields);
  }
}

function readFieldIssues(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is FieldIssue => typeof item?.field === 'string' && typeof item?.message === 'string');
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Normalizes what the data provider rejects with: an Apollo Client 3 error (network failures already
 * turned into GraphQL errors by apollo-client.ts), ra-data-graphql's HttpError wrapping it (status 200,
 * the error as body), our own HttpError (body `{ code, errors }`) or a GatewayError.
 */
export function toGatewayError(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  if (!isObject(error)) return new GatewayError('INTERNAL', String(error));
  if (isObject(error.body)) {
    if (error.body instanceof GatewayError || typeof error.body.code !== 'string') return toGatewayError(error.body);
    return new GatewayError(error.body.code, String(error.message));
  }
  const graphQLErrors = error.graphQLErrors as readonly GraphQLFormattedError[] | undefined;
  if (graphQLErrors?.length) return GatewayError.fromGraphQLErrors(graphQLErrors);
  return new GatewayError('INTERNAL', typeof error.message === 'string' ? error.message : 'app.errors.INTERNAL');
}

/**
 * As react-admin's HttpError with body `{ code, errors }`: checkError switches on `code`, and the create
 * and edit forms show `errors` under the matching inputs (pessimistic saves).
 */
export function toHttpError(error: unknown): HttpError {
  const { code, message, fields } = toGatewayError(error);
  const status = code in ERRORS ? ERRORS[code as ErrorCode].status : 500;
  if (fields.length === 0) return new HttpError(message, status, { code });
  // root.serverError becomes the form's notification instead of the generic "the form is not valid".
  return new HttpError(message, status, { code, errors: { ...toFormErrors(fields), root: { serverError: message } } });
}
