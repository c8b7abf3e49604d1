import type { ResultOf } from '@graphql-typed-document-node/core';
import type { Locale } from '@teleconsulta/schema';
import { print } from 'graphql';
import { env } from '../env';
import { graphql } from '../gql';
import { clearSession, getRefreshToken, saveSession } from './session';

/** The tokens a session keeps (saveSession): what signing in and renewing the session both answer. */
graphql(`
  fragment SessionTokens on AuthPayload {
    accessToken
    refreshToken
    expiresIn
  }
`);

const RefreshSessionDocument = graphql(`
  mutation RefreshSession($refreshToken: String!) {
    refreshToken(refreshToken: $refreshToken) {
      ...SessionTokens
    }
  }
`);

/** renewed: new tokens stored; rejected: the refresh token is no longer valid and the session was cleared. */
export type RenewalOutcome = 'renewed' | 'rejected';

let inFlight: Promise<RenewalOutcome> | null = null;

/**
 * Rotates the stored refresh token once, shared by every caller that asks while it runs (a rotated token
 * reused would revoke the whole family). Sent with fetch, outside Apollo's link chain, so it can never
 * trigger itself. Rejects when the gateway cannot be reached; the session is then kept.
 */
export function renewSession(locale: Locale): Promise<RenewalOutcome> {
  inFlight ??= rotate(locale).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function rotate(locale: Locale): Promise<RenewalOutcome> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return reject();
  const response = await fetch(env.gatewayPath, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      'Accept-Language': locale,
    },
    body: JSON.stringify({ operationName: 'RefreshSession', query: print(RefreshSessionDocument), variables: { refreshToken } }),
  });
  if (response.status >= 500) throw new Error(`Gateway answered ${response.status}`);
  const body = (await response.json()) as { data?: ResultOf<typeof RefreshSessionDocument> | null };
  const tokens = body.data?.refreshToken;
  if (!tokens) return reject();
  saveSession(tokens);
  return 'renewed';
}

function reject(): RenewalOutcome {
  clearSession();
  return 'rejected';
}
