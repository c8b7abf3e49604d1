import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { type Feedback, feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale } from '../../i18n/locale.context';
import { AddressByCepDocument } from './profile.documents';
import type { FoundAddress } from './profile-form.util';

export type CepOutcome = { kind: 'found'; address: FoundAddress } | { kind: 'unknown' } | { kind: 'failed'; feedback: Feedback };

/**
 * The address of a CEP (GraphQL addressByCep). Only the latest CEP asked counts: an answer to one typed over since is
 * dropped (null). A failure answers the server's feedback: a field error on `cep`, or SPEC §8's failed lookup message.
 */
export function useCepLookup() {
  const client = useApolloClient();
  const locale = useLocale();
  const latest = useRef('');
  const [looking, setLooking] = useState(false);

  const lookup = async (cep: string): Promise<CepOutcome | null> => {
    latest.current = cep;
    setLooking(true);
    let outcome: CepOutcome;
    try {
      const { data } = await client.query({ query: AddressByCepDocument, variables: { cep }, fetchPolicy: 'network-only' });
      const address = data?.addressByCep;
      outcome = address ? { kind: 'found', address } : { kind: 'unknown' };
    } catch (error) {
      outcome = { kind: 'failed', feedback: feedbackFromError(error, locale) };
    }
    if (latest.current !== cep) return null;
    setLooking(false);
    return outcome;
  };
  /** Forgets the CEP asked (it was edited): its answer, when it comes, is dropped. */
  const cancel = () => {
    latest.current = '';
    setLooking(false);
  };
  return { lookup, cancel, looking };
}
