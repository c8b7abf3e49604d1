import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { type ErrorCode, errorText, type Locale } from '@teleconsulta/schema';
import { errorCodeOf, type Feedback, feedbackFromError } from '../../errors/error-feedback.mappers';

export type PaymentAction = 'card' | 'pix' | 'cancelPix' | 'confirm' | 'onSite';

/** A refused call: its translated feedback and code, and which action it answered. */
export type PaymentFailure = Feedback & { action: PaymentAction; code: string | undefined };

/** The payment codes whose text is the SPEC §8 catalogue's, word for word. */
const CATALOGUE_CODES: readonly ErrorCode[] = ['PAYMENT_NOT_ACCEPTED', 'PAYMENT_NOT_FOUND', 'PAYMENT_IN_ANALYSIS', 'VOUCHER_NOT_APPLY'];

/** The server answered (a GraphQL error, a 4xx): the attempt is over. Anything else may not have reached it. */
export function answeredByServer(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) || (ServerError.is(error) && error.statusCode < 500);
}

/** What the screen says of a refused payment call: the catalogue's text for the payment codes, else the feedback's. */
export function paymentFailureOf(error: unknown, action: PaymentAction, locale: Locale): PaymentFailure {
  const code = errorCodeOf(error);
  const feedback = feedbackFromError(error, locale);
  const catalogued = code && (CATALOGUE_CODES as readonly string[]).includes(code) ? errorText(code as ErrorCode, locale) : null;
  return { ...feedback, message: catalogued ?? feedback.message, action, code };
}
