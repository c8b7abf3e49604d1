import type { FieldLabels } from '../util/field-labels.js';

/** Payments (the REST body's names: SPEC §3 card fields flat beside payment_type). Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const PAYMENT_FIELD_LABELS: FieldLabels = {
  payment_type: { en: 'Payment method', pt: 'Forma de pagamento' },
  'payment.number': { en: 'Card number', pt: 'Número do cartão' },
  holder_name: { en: 'Name on the card', pt: 'Nome impresso no cartão' },
  validity: { en: 'Validity', pt: 'Validade' },
  security_code: { en: 'Security code', pt: 'Código de segurança' },
  installments: { en: 'Installments', pt: 'Parcelas' },
  voucher: { en: 'Voucher', pt: 'Voucher' },
  amountCents: { en: 'Amount', pt: 'Valor' },
  // A payment received at the desk (issue 20)
  receiptNumber: { en: 'Receipt number', pt: 'Número do recibo' },
  'payment.method': { en: 'Payment method', pt: 'Forma de pagamento' },
};
