import { paymentConfirmService } from './payment-confirm.service.js';
import { paymentPageService } from './payment-page.service.js';
import { paymentPayService } from './payment-pay.service.js';
import { paymentRefundService } from './payment-refund.service.js';
import { paymentStaffService } from './payment-staff.service.js';

/**
 * The payment service (SPEC §7) as its handlers and the other domains call it, assembled from its phases: the short
 * link's page and its reads (page, voucher check), paying (card, PIX, on site), after the charge (PIX cancelled, "I have
 * paid"), refunds, and the staff's reads (installments, attempts, whether the patient chose to pay on site).
 */
export const paymentService = {
  ...paymentPageService,
  ...paymentPayService,
  ...paymentConfirmService,
  ...paymentRefundService,
  ...paymentStaffService,
};
