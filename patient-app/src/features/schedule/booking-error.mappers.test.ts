import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { bookingFailure } from './booking-error.mappers';

const graphQLErrors = (...errors: GraphQLFormattedError[]) => new CombinedGraphQLErrors({ data: null, errors }, errors);

describe('bookingFailure', () => {
  it('sends the patient back to the times when the slot was taken meanwhile', () => {
    const error = graphQLErrors({
      message: 'Conflict',
      extensions: {
        code: 'CONFLICT',
        status: 409,
        statusText: 'Conflict',
        fields: [{ field: 'startsAt', message: 'Este horário não está mais disponível' }],
      },
    });
    expect(bookingFailure(error, 'pt-BR')).toEqual({ kind: 'slotGone', message: 'Este horário não está mais disponível' });
  });

  it('shows any other refusal translated, with the status code and text', () => {
    const error = graphQLErrors({ message: 'Access Denied', extensions: { code: 'ACCESS_DENIED', status: 403, statusText: 'Forbidden' } });
    expect(bookingFailure(error, 'en')).toEqual({ kind: 'other', message: 'Access Denied (403 Forbidden)' });
  });

  it('names the field errors of another input', () => {
    const error = graphQLErrors({
      message: 'Invalid data',
      extensions: {
        code: 'BAD_INPUT',
        status: 400,
        statusText: 'Bad Request',
        fields: [{ field: 'patientId', message: 'Patient is invalid' }],
      },
    });
    expect(bookingFailure(error, 'en')).toEqual({ kind: 'other', message: 'Patient is invalid (400 Bad Request)' });
  });

  it('says the server is unreachable on a network failure', () => {
    expect(bookingFailure(new TypeError('Failed to fetch'), 'pt-BR')).toEqual({
      kind: 'other',
      message: 'Impossível acessar o servidor. Tente novamente',
    });
  });
});
