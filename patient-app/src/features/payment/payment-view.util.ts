import type { PaymentPageFieldsFragment } from '../../gql/graphql';

/**
 * Which screen the payment page shows (SPEC §4 payment outcomes): paid, in analysis, pay on site, a PIX waiting for
 * the bank (or expired), nothing due, or the choice of a method (first time, after a refused card or a cancelled PIX).
 */
export type PaymentView = 'paid' | 'refunded' | 'inAnalysis' | 'onSite' | 'pix' | 'cancelled' | 'notRequired' | 'choose';

export function paymentView(
  page: Pick<PaymentPageFieldsFragment, 'paid' | 'paymentRequired' | 'appointmentStatus' | 'current'>,
): PaymentView {
  const current = page.current;
  if (current?.status === 'REFUNDED' || current?.status === 'PARTIALLY_REFUNDED') return 'refunded';
  if (page.paid || current?.status === 'APPROVED') return 'paid';
  if (page.appointmentStatus === 'CANCELLED') return 'cancelled';
  if (current?.status === 'IN_ANALYSIS') return 'inAnalysis';
  if (current?.method === 'ON_SITE' && current.status === 'PENDING') return 'onSite';
  if (current?.method === 'PIX' && current.pix && (current.status === 'PENDING' || current.status === 'EXPIRED')) return 'pix';
  if (!page.paymentRequired) return 'notRequired';
  return 'choose';
}

/** Whether the page has settled what the patient had to do (nothing more to choose). */
export function paymentSettled(view: PaymentView): boolean {
  return view !== 'choose' && view !== 'pix';
}
