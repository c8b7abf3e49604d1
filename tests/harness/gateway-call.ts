import { expect } from 'vitest';
import { type GqlResult, gql, type SignedIn } from './graphql.js';

/** The data of a GraphQL answer that must carry no error. */
export function ok<T>(r: GqlResult<T>): T {
  expect(r.errors).toBeUndefined();
  return r.data as T;
}

/** The code of an answer's first error (`BAD_USER_INPUT`, `FORBIDDEN` …). */
export const codeOf = (r: GqlResult<unknown>) => r.errors?.[0]?.extensions?.code;

/** The fields named by an answer's first error, with their translated messages ([] when none). */
export const fieldsOf = (r: GqlResult<unknown>) => r.errors?.[0]?.extensions?.fields ?? [];

/**
 * One request to the gateway as `who` (or signed out) in a locale. `url` is read at each call: a file's stack starts in
 * its beforeAll, after the caller is made.
 */
export const callerOf =
  (url: () => string) =>
  <T = Record<string, unknown>>(who: SignedIn | null, query: string, variables: Record<string, unknown> = {}, locale = 'en') =>
    gql<T>(url(), query, variables, { token: who?.accessToken ?? null, locale });
