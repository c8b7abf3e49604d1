import { PIX_NO_TXID, parsePixBrCode } from '@teleconsulta/schema';
import { type MercadoPagoApi, type MpPayment, mercadoPagoApi, ZCardToken, ZPayment, ZRefund, ZSearch } from './mercado-pago.api.js';
import {
  CARD_TOKEN_CAUSES,
  mercadoPagoCardMethod,
  mercadoPagoDate,
  mercadoPagoStatus,
  PAYMENT_CAUSES,
  payerOf,
  reais,
} from './mercado-pago.mappings.js';
import { verifyMercadoPagoNotification } from './mercado-pago.notification.js';
import {
  type CardChargeInput,
  type ChargeResult,
  type ChargeState,
  type PaymentProvider,
  type PixChargeInput,
  type PixChargeResult,
  type ProviderStatus,
  ProviderUnavailableError,
  type RefundResult,
} from './payment-provider.js';

export type MercadoPagoSettings = {
  /** https://api.mercadopago.com (a local fake in tests). */
  baseUrl: string;
  /** The application's private access token: `Authorization: Bearer …` on every call. */
  accessToken: string;
  /** The public key, sent as `public_key` on the card token call when configured. */
  publicKey?: string;
  /** The webhook secret of the application ("Your integrations › Webhooks"): the HMAC key of `x-signature`. */
  webhookSecret: string;
  /** Time allowed for each call, until the whole answer has arrived. */
  timeoutMs: number;
  /** How far a notification's `ts` may be from now, either way (default 300 s). */
  notificationToleranceSeconds?: number;
};

function stateOf(payment: MpPayment): ProviderStatus {
  const status = mercadoPagoStatus(payment.status, payment.status_detail ?? null, payment.payment_method_id === 'pix');
  if (!status) throw new ProviderUnavailableError(`Mercado Pago payment ${payment.id} has a status we do not know: ${payment.status}`);
  return status;
}

const paymentPath = (providerRef: string) => `/v1/payments/${encodeURIComponent(providerRef)}`;

/** POST /v1/card_tokens then POST /v1/payments: the card is tokenised server-side right before the payment. */
async function chargeCard(api: MercadoPagoApi, publicKey: string | undefined, input: CardChargeInput): Promise<ChargeResult> {
  const noPayment = `mp-refused-${input.reference}`;
  const method = mercadoPagoCardMethod(input.card.number);
  if (!method) return { providerRef: noPayment, status: 'REFUSED', statusDetail: 'cc_rejected_bad_filled_card_number' };

  const tokenQuery = publicKey ? `?public_key=${encodeURIComponent(publicKey)}` : '';
  const tokenSent = await api.send('POST', `/v1/card_tokens${tokenQuery}`, {
    body: {
      card_number: input.card.number,
      expiration_month: input.card.expMonth,
      expiration_year: input.card.expYear,
      security_code: input.card.securityCode,
      cardholder: {
        name: input.card.holderName,
        ...(input.payer.document ? { identification: { type: 'CPF', number: input.payer.document } } : {}),
      },
    },
  });
  const tokenRefusal = api.refusalOf(tokenSent, CARD_TOKEN_CAUSES);
  if (tokenRefusal) return { providerRef: noPayment, status: 'REFUSED', statusDetail: tokenRefusal };
  const token = api.read(tokenSent, ZCardToken, 'POST /v1/card_tokens');

  const sent = await api.send('POST', '/v1/payments', {
    idempotencyKey: input.reference,
    body: {
      transaction_amount: reais(input.amountCents),
      token: token.id,
      installments: input.installments,
      payment_method_id: method,
      payer: payerOf(input.payer),
      description: input.description,
      external_reference: input.reference,
    },
  });
  const refusal = api.refusalOf(sent, PAYMENT_CAUSES);
  if (refusal) return { providerRef: noPayment, status: 'REFUSED', statusDetail: refusal };
  const payment = api.read(sent, ZPayment, 'POST /v1/payments');
  const status = stateOf(payment);
  return { providerRef: payment.id, status, statusDetail: status === 'REFUSED' ? (payment.status_detail ?? 'rejected') : null };
}

async function createPix(api: MercadoPagoApi, input: PixChargeInput): Promise<PixChargeResult> {
  const sent = await api.send('POST', '/v1/payments', {
    idempotencyKey: input.reference,
    body: {
      transaction_amount: reais(input.amountCents),
      payment_method_id: 'pix',
      date_of_expiration: mercadoPagoDate(input.expiresAt),
      payer: payerOf(input.payer),
      description: input.description,
      external_reference: input.reference,
    },
  });
  const payment = api.read(sent, ZPayment, 'POST /v1/payments (pix)');
  const brCode = payment.point_of_interaction?.transaction_data?.qr_code;
  if (!brCode) throw new ProviderUnavailableError(`Mercado Pago PIX payment ${payment.id} came without a BR Code`);
  const parsed = parsePixBrCode(brCode);
  const txid = parsed.ok && parsed.value.txid !== PIX_NO_TXID ? parsed.value.txid : payment.id;
  return {
    providerRef: payment.id,
    status: stateOf(payment),
    txid,
    brCode,
    expiresAt: payment.date_of_expiration ?? input.expiresAt,
  };
}

async function getCharge(api: MercadoPagoApi, providerRef: string): Promise<ChargeState> {
  const payment = api.read(await api.send('GET', paymentPath(providerRef)), ZPayment, 'GET /v1/payments/{id}');
  const amountCents = Math.round(payment.transaction_amount * 100);
  if (!Number.isSafeInteger(amountCents)) throw new ProviderUnavailableError(`Mercado Pago payment ${payment.id}: amount out of range`);
  return {
    providerRef: payment.id,
    status: stateOf(payment),
    amountCents,
    paidAt: payment.date_approved ?? null,
    endToEndId: payment.point_of_interaction?.transaction_data?.e2e_id || null,
  };
}

async function refund(api: MercadoPagoApi, providerRef: string, amountCents: number, reference: string): Promise<RefundResult> {
  const sent = await api.send('POST', `${paymentPath(providerRef)}/refunds`, {
    idempotencyKey: reference,
    body: { amount: reais(amountCents) },
  });
  // 400 (not refundable in this state, amount too large…) and 404 (no such payment) are MP's final answer.
  if (sent.status === 400 || sent.status === 404) return { refundRef: `mp-refund-refused-${reference}`, status: 'FAILED' };
  const refund = api.read(sent, ZRefund, 'POST /v1/payments/{id}/refunds');
  const status = refund.status === 'approved' ? 'DONE' : refund.status === 'in_process' ? 'QUEUED' : 'FAILED';
  return { refundRef: refund.id, status };
}

/**
 * Mercado Pago's Checkout API (Payments v1) behind the provider interface. Every money-moving call carries our
 * `reference` as `X-Idempotency-Key` (MP answers a repeated key with the payment it already made), and as the
 * payment's `external_reference`. A card is tokenised server-side (POST /v1/card_tokens, the PCI flow) right before
 * the payment; a retry makes a new token, which MP ignores for a key it already knows.
 *
 * Errors: no answer, a time-out, a 5xx, a body that is not JSON or lacks what we read → ProviderUnavailableError (the
 * money may have moved: the caller retries with the same reference, or reads the charge). A 4xx is MP refusing the
 * request: REFUSED when it is the payer's card data (CARD_TOKEN_CAUSES, PAYMENT_CAUSES), FAILED for a refund (MP said
 * no: already refunded, too old…), otherwise ProviderUnavailableError with MP's message.
 *
 * PIX: providerRef is MP's payment id; the BR Code is `point_of_interaction.transaction_data.qr_code`; the txid is the
 * BR Code's field 62-05 (MP writes `mpqrinter<payment id>` there), or the payment id when the code has none. The
 * end-to-end id of a paid PIX is read from `transaction_data.e2e_id` (null when MP does not give it).
 */
export function mercadoPagoProvider(settings: MercadoPagoSettings): PaymentProvider {
  const api = mercadoPagoApi(settings);
  const tolerance = settings.notificationToleranceSeconds ?? 300;
  return {
    name: 'mercadopago',
    chargeCard: (input) => chargeCard(api, settings.publicKey, input),
    createPix: (input) => createPix(api, input),
    async cancelPix(providerRef: string): Promise<void> {
      api.read(await api.send('PUT', paymentPath(providerRef), { body: { status: 'cancelled' } }), ZPayment, 'PUT /v1/payments/{id}');
    },
    getCharge: (providerRef) => getCharge(api, providerRef),
    /** GET /v1/payments/search?external_reference=: the newest payment made with our reference, if any. */
    async findCharge(reference: string): Promise<ChargeState | null> {
      const found = api.read(
        await api.send('GET', `/v1/payments/search?external_reference=${encodeURIComponent(reference)}&sort=date_created&criteria=desc`),
        ZSearch,
        'GET /v1/payments/search',
      );
      const newest = found.results[0];
      return newest ? this.getCharge(String(newest.id)) : null;
    },
    refund: (providerRef, amountCents, reference) => refund(api, providerRef, amountCents, reference),
    verifyNotification: (request) => verifyMercadoPagoNotification(request, settings.webhookSecret, tolerance),
  };
}
