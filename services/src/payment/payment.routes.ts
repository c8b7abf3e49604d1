import type { FastifyInstance } from 'fastify';
import { paymentHandlers } from './payment.handlers.js';
import type { PaymentContext } from './payment-outcome.service.js';

/**
 * The financial service (SPEC §7): the public payment calls of a short link (access and protocol), installments, the
 * staff's reads and refunds, the providers' notifications and the sandbox bank (development).
 */
export function paymentRoutes(app: FastifyInstance, ctx: PaymentContext): void {
  const h = paymentHandlers(ctx);
  app.get('/payment', h.page);
  app.post('/payment', h.pay);
  app.patch('/payment', h.cancelPix);
  app.post('/confirmpayment', h.confirm);
  app.get('/vouchervalid', h.voucherValid);
  app.post('/localpayment', h.payOnSite);
  app.post('/installments', h.installments);
  app.get('/financial/benefitclub/pso', h.benefitClub);
  app.get('/payment/appointment/:id', h.ofAppointment);
  app.get('/payment/appointments', h.latestOf);
  app.get('/payment/:id/refunds', h.refunds);
  app.post('/payment/:id/refund', h.refund);
  app.post('/payment/appointment/:id/onsite', h.confirmOnSite);
  app.post('/payment/sandbox/pix', h.sandboxPayPix);
  app.post('/payment/sandbox/card/:id', h.sandboxSettleCard);
  // Notifications are verified over the raw body: JSON is kept as the provider sent it.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    scope.post('/payment/notification/:provider', h.notification);
  });
}
