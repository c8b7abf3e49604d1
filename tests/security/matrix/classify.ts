import type { GqlResult } from '../../harness/graphql.js';

/**
 * What an answer says about authorization:
 * - DENIED: an authorization refusal (no session, or the caller may not);
 * - NOT_FOUND: no such object, or out of the caller's reach (the same answer by design: SECURITY.md note 2), or a
 *   nullable root field answered null;
 * - INVALID: the request's values were refused (the services' BAD_INPUT, GraphQL's variable coercion): the operation
 *   ran no business rule; who may call it is told by where that check sits (after the authorization, it is ALLOWED);
 * - ALLOWED: data, or any other refusal of the operation's own rules (CONFLICT, a state machine's, …);
 * - EMPTY: an answer that carries nothing, from an operation that answers its refusals so (SPEC §8 silent outcomes).
 */
export type Outcome = 'DENIED' | 'NOT_FOUND' | 'INVALID' | 'ALLOWED' | 'EMPTY';

/** COMPANY_HEADER_REQUIRED: an anonymous caller with no header is refused before anything is read. */
export const DENIAL_CODES = new Set(['UNAUTHENTICATED', 'ACCESS_DENIED', 'COMPANY_HEADER_REQUIRED']);
/** PAYMENT_NOT_FOUND is not among them: it is SPEC §4's "PIX not confirmed", an outcome of the payment's own rules. */
export const NOT_FOUND_CODES = new Set(['NOT_FOUND', 'USER_NOT_FOUND', 'UNABLE_TO_RETRIEVE_DATA', 'INVITATION_INVALID']);
export const INVALID_CODES = new Set(['BAD_INPUT', 'BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED']);
/** Never an acceptable answer to a generated call (SECURITY.md T11: 0 × INTERNAL). */
export const BROKEN_CODES = new Set(['INTERNAL', 'INTERNAL_SERVER_ERROR', 'SERVER_UNREACHABLE']);

export function codeOf(r: GqlResult): string | undefined {
  return r.errors?.[0]?.extensions?.code;
}

export function classify(r: GqlResult, field: string): Outcome {
  const code = codeOf(r);
  if (code) {
    if (DENIAL_CODES.has(code)) return 'DENIED';
    if (NOT_FOUND_CODES.has(code)) return 'NOT_FOUND';
    if (INVALID_CODES.has(code)) return 'INVALID';
    return 'ALLOWED';
  }
  const value = r.data?.[field];
  return value === null || value === undefined ? 'NOT_FOUND' : 'ALLOWED';
}
