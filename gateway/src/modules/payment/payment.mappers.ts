import type { PaymentStatus } from '@teleconsulta/schema';
import type { PayInput } from '../../__generated__/resolvers-types.js';
import type { PayBody } from '../../clients/payment.client.js';

/** PayInput to the REST body of POST /payment (SPEC §3: the card fields flat beside payment_type). */
export function toPayInput(input: PayInput): PayBody {
  const body: PayBody = { payment_type: input.method };
  if (input.cardNumber != null) body.number = input.cardNumber;
  if (input.holderName != null) body.holder_name = input.holderName;
  if (input.validity != null) body.validity = input.validity;
  if (input.securityCode != null) body.security_code = input.securityCode;
  if (input.installments != null) body.installments = input.installments;
  if (input.voucher != null && input.voucher.trim() !== '') body.voucher = input.voucher;
  if (input.cellPhone != null) body.credit_card = { cell_phone: input.cellPhone };
  return body;
}

/** A payment's status in both languages. */
export const PAYMENT_STATUS_NAMES: Record<PaymentStatus, { en: string; pt: string }> = {
  PENDING: { en: 'Waiting for payment', pt: 'Aguardando pagamento' },
  IN_ANALYSIS: { en: 'In analysis', pt: 'Em análise' },
  APPROVED: { en: 'Paid', pt: 'Pago' },
  REFUSED: { en: 'Not accepted', pt: 'Não aceito' },
  CANCELLED: { en: 'Cancelled', pt: 'Cancelado' },
  EXPIRED: { en: 'Expired', pt: 'Expirado' },
  REFUNDED: { en: 'Refunded', pt: 'Reembolsado' },
  PARTIALLY_REFUNDED: { en: 'Partially refunded', pt: 'Reembolsado em parte' },
};
