import { ApolloError } from '@apollo/client';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { GatewayError, toGatewayError, toHttpError } from './gateway-error';

const badInput = {
  message: 'Dados inválidos',
  extensions: {
    code: 'BAD_INPUT',
    fields: [
      { field: 'cnpj', message: 'CNPJ é inválido' },
      { field: 'settings.period', message: 'O campo Período é inválido' },
    ],
  },
};

describe('toGatewayError', () => {
  it('reads code and field errors from an Apollo error', () => {
    const error = toGatewayError(new ApolloError({ graphQLErrors: [badInput] }));
    expect(error).toMatchObject({ code: 'BAD_INPUT', message: 'app.errors.BAD_INPUT' });
    expect(error.fields).toEqual(badInput.extensions.fields);
  });

  it('unwraps ra-data-graphql’s HttpError (status 200, the Apollo error as body)', () => {
    const wrapped = new HttpError('Dados inválidos', 200, new ApolloError({ graphQLErrors: [badInput] }));
    expect(toGatewayError(wrapped).code).toBe('BAD_INPUT');
  });

  it('keeps the message of a code outside the catalogue', () => {
    const invalid = { message: 'Query is too complex', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
    expect(toGatewayError(new ApolloError({ graphQLErrors: [invalid] }))).toMatchObject({ message: 'Query is too complex' });
  });

  it('reads the code back from our own HttpError body', () => {
    expect(toGatewayError(new HttpError('expired', 401, { code: 'UNAUTHENTICATED' })).code).toBe('UNAUTHENTICATED');
  });

  it('keeps a GatewayError thrown while parsing a response', () => {
    const notFound = new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
    expect(toGatewayError(new HttpError(notFound.message, 200, notFound))).toBe(notFound);
  });

  it('calls anything else INTERNAL', () => {
    expect(toGatewayError(new Error('boom'))).toMatchObject({ code: 'INTERNAL', message: 'boom' });
  });
});

describe('toHttpError', () => {
  it('puts extensions.fields under the matching inputs, nested as the form values are', () => {
    const error = toHttpError(new HttpError('Dados inválidos', 200, new ApolloError({ graphQLErrors: [badInput] })));
    expect(error).toMatchObject({
      status: 400,
      message: 'app.errors.BAD_INPUT',
      body: {
        code: 'BAD_INPUT',
        errors: {
          cnpj: 'CNPJ é inválido',
          settings: { period: 'O campo Período é inválido' },
          root: { serverError: 'app.errors.BAD_INPUT' },
        },
      },
    });
  });

  it('keeps the code of an error without fields, for checkError', () => {
    const error = toHttpError(new ApolloError({ graphQLErrors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] }));
    expect(error).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(error.body.errors).toBeUndefined();
  });
});
