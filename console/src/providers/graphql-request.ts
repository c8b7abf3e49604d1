import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type GraphQLFormattedError, getOperationAST, print } from 'graphql';
import { GatewayError } from './gateway-error';

export type GraphqlRequest = <TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
) => Promise<TResult>;

/** A minimal typed GraphQL POST for the session calls, which must not depend on react-admin's Apollo client. */
export function createGraphqlRequest(url: string, fetchFn: typeof fetch): GraphqlRequest {
  return async function request<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult> {
    let body: { data?: unknown; errors?: readonly GraphQLFormattedError[] };
    try {
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
        body: JSON.stringify({ query: print(document), variables, operationName: getOperationAST(document)?.name?.value }),
      });
      body = await response.json();
    } catch {
      throw GatewayError.unreachable();
    }
    if (body.errors?.length) throw GatewayError.fromGraphQLErrors(body.errors);
    if (body.data == null) throw GatewayError.unreachable();
    return body.data as TResult;
  };
}
