import { ApolloLink, execute, Observable } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { gatewayErrorsLink } from './apollo-client';

const query = parse('query Health { health }');

function run(failure: unknown) {
  const failing = new ApolloLink(() => new Observable((observer) => observer.error(failure)));
  return new Promise((resolve, reject) => {
    execute(ApolloLink.from([gatewayErrorsLink, failing]), { query }).subscribe({ next: resolve, error: reject });
  });
}

describe('gatewayErrorsLink', () => {
  it('keeps the GraphQL errors of a non-2xx answer', async () => {
    const errors = [{ message: 'Query is too complex', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }];
    const serverError = Object.assign(new Error('Response not successful: Received status code 400'), {
      statusCode: 400,
      result: { errors },
    });
    await expect(run(serverError)).resolves.toEqual({ errors });
  });

  it('turns a failed fetch into SERVER_UNREACHABLE', async () => {
    await expect(run(new TypeError('Failed to fetch'))).resolves.toEqual({
      errors: [{ message: 'app.errors.SERVER_UNREACHABLE', extensions: { code: 'SERVER_UNREACHABLE' } }],
    });
  });
});
