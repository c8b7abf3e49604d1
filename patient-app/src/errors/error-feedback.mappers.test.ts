import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { errorCodeOf, feedbackFromError, feedbackText, isNotFoundError } from './error-feedback.mappers';

const graphQLErrors = (...errors: GraphQLFormattedError[]) => new CombinedGraphQLErrors({ data: null, errors }, errors);

describe('feedbackFromError', () => {
  it('shows the translated server message in the alert', () => {
    const error = graphQLErrors({ message: 'Credenciais inválidas', extensions: { code: 'INVALID_CREDENTIALS' } });
    expect(feedbackFromError(error, 'pt-BR')).toEqual({ message: 'Credenciais inválidas', fieldErrors: {} });
  });

  it('puts extensions.fields under the matching inputs, by the last segment of the path', () => {
    const error = graphQLErrors({
      message: 'Invalid data',
      extensions: {
        code: 'BAD_INPUT',
        fields: [
          { field: 'input.cpf', message: 'CPF must be valid' },
          { field: 'birthDate', message: 'Birth date must be valid' },
        ],
      },
    });
    expect(feedbackFromError(error, 'en')).toEqual({
      message: null,
      fieldErrors: { cpf: 'CPF must be valid', birthDate: 'Birth date must be valid' },
    });
  });

  it('accepts a single extensions.field', () => {
    const error = graphQLErrors({ message: 'A valid e-mail is needed', extensions: { code: 'BAD_INPUT', field: 'email' } });
    expect(feedbackFromError(error, 'en').fieldErrors).toEqual({ email: 'A valid e-mail is needed' });
  });

  it('reads GraphQL errors from the body of a 4xx JSON answer', () => {
    const bodyText = JSON.stringify({
      errors: [{ message: 'Too many attempts, try again later', extensions: { code: 'TOO_MANY_ATTEMPTS' } }],
    });
    const error = new ServerError('Response not successful', { response: new Response(bodyText, { status: 429 }), bodyText });
    expect(feedbackFromError(error, 'en').message).toBe('Too many attempts, try again later');
    expect(errorCodeOf(error)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('says the server is unreachable on a network failure or a 5xx', () => {
    expect(feedbackFromError(new TypeError('Failed to fetch'), 'pt-BR').message).toBe('Impossível acessar o servidor. Tente novamente');
    const badGateway = new ServerError('Response not successful', { response: new Response('', { status: 502 }), bodyText: '' });
    expect(feedbackFromError(badGateway, 'en').message).toBe('Unable to reach the server. Try again');
  });
});

describe('feedbackText', () => {
  it('says the message, else the first input message, else nothing', () => {
    expect(feedbackText({ message: 'Refused', fieldErrors: { cpf: 'CPF must be valid' } })).toBe('Refused');
    expect(feedbackText({ message: null, fieldErrors: { cpf: 'CPF must be valid', name: 'Name is required' } })).toBe('CPF must be valid');
    expect(feedbackText({ message: null, fieldErrors: {} })).toBeNull();
  });
});

describe('errorCodeOf', () => {
  it('returns extensions.code of the first GraphQL error', () => {
    expect(errorCodeOf(graphQLErrors({ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }))).toBe('UNAUTHENTICATED');
  });

  it('returns undefined for network failures', () => {
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('isNotFoundError', () => {
  it('a record that does not exist, or an id no record can have (a cut or mistyped link), is "not found"', () => {
    expect(isNotFoundError(graphQLErrors({ message: 'Not found', extensions: { code: 'NOT_FOUND' } }))).toBe(true);
    const malformed = { code: 'BAD_INPUT', fields: [{ field: 'id', message: 'The id is invalid' }] };
    expect(isNotFoundError(graphQLErrors({ message: 'Invalid data', extensions: malformed }))).toBe(true);
  });

  it('any other refusal, a bad field that is not the id, or an unreachable server is not', () => {
    const other = { code: 'BAD_INPUT', fields: [{ field: 'input.cpf', message: 'CPF must be valid' }] };
    expect(isNotFoundError(graphQLErrors({ message: 'Invalid data', extensions: other }))).toBe(false);
    expect(isNotFoundError(graphQLErrors({ message: 'Denied', extensions: { code: 'ACCESS_DENIED' } }))).toBe(false);
    expect(isNotFoundError(new Error('fetch failed'))).toBe(false);
  });
});
