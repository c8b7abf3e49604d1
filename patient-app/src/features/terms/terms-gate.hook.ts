import { useQuery } from '@apollo/client/react';
import { mustAcceptTerms } from '@teleconsulta/schema';
import { TermsGateViewerDocument, TermsOfUseDocument } from './terms.documents';

export type TermsGateState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ask'; terms: { version: string; title: string; text: string }; reload: () => Promise<unknown> }
  | { status: 'pass' };

/**
 * Whether the signed-in user must accept the terms of use first (SPEC §5). Read from the network on every mount of the
 * secure layout, so a version published meanwhile is asked at the next sign-in; a failure never lets the user through.
 */
export function useTermsGate(): TermsGateState {
  const viewer = useQuery(TermsGateViewerDocument, { fetchPolicy: 'network-only' });
  const me = viewer.data?.me;
  const exempt = me ? !mustAcceptTerms(me, { accepted: false }) : false;
  const terms = useQuery(TermsOfUseDocument, { fetchPolicy: 'network-only', skip: !me || exempt });
  if (viewer.error) return { status: 'failed', error: viewer.error };
  if (!me) return { status: 'loading' };
  if (exempt) return { status: 'pass' };
  if (terms.error) return { status: 'failed', error: terms.error };
  const term = terms.data?.termsOfUse;
  if (!term) return { status: 'loading' };
  if (!mustAcceptTerms(me, term)) return { status: 'pass' };
  return { status: 'ask', terms: term, reload: () => terms.refetch() };
}
