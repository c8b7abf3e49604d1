import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useLocale } from '../i18n/locale.context';
import { feedbackFromError } from './error-feedback.mappers';

/**
 * useMutation, plus its last refusal as feedback in the user's language (null while there is none): the message for
 * the alert, the fields' messages for the inputs.
 */
export function useMutationFeedback<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>) {
  const locale = useLocale();
  const [mutate, result] = useMutation(document);
  const feedback = result.error ? feedbackFromError(result.error, locale) : null;
  return [mutate, result, feedback] as const;
}
