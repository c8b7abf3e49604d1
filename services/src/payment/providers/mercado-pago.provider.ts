import { createHmac, timingSafeEqual } from 'node:crypto';
import { cardBrand, decimalStringFromCents, PIX_NO_TXID, parsePixBrCode } from '@teleconsulta/schema';
import { z } from 'zod';
import {
  type CardChargeInput,
  type ChargeResult,
  type ChargeState,
  NotificationRejectedError,
  type NotificationRequest,
  type Payer,
  type PaymentProvider,
  type PixChargeInput,
  type PixChargeResult,
  type ProviderNotification,
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

// ---------------------------------------------------------------------------------------------------------------
// Responses, parsed loosely (extra fields are fine) but strictly on what we use (a missing one is an outage).
// ---------------------------------------------------------------------------------------------------------------

const ZId = z.union([z.number().int().nonnegative(), z.string().min(1)]).transform(String);
const ZDate = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), 'not a date')
  .transform((s) => new Date(s));

const ZCardToken = z.looseObject({ id: z.string().min(1) });

const ZPayment = z.looseObject({
  id: ZId,
  status: z.string().min(1),
  status_detail: z.string().nullish(),
  payment_method_id: z.string().nullish(),
  transaction_amount: z.number().nonnegative(),
  date_approved: ZDate.nullish(),
  date_of_expiration: ZDate.nullish(),
  point_of_interaction: z
    .looseObject({
      transaction_data: z.looseObject({ qr_code: z.string().nullish(), e2e_id: z.string().nullish() }).nullish(),
    })
    .nullish(),
});
type MpPayment = z.infer<typeof ZPayment>;

/** GET /v1/payments/search: the results' ids are enough (each is read again by id). */
const ZSearch = z.looseObject({ results: z.array(z.looseObject({ id: z.union([z.number(), z.string()]) })) });

const ZRefund = z.looseObject({ id: ZId, status: z.string().min(1) });

const ZCause = z.looseObject({ code: z.union([z.string(), z.number()]).nullish(), description: z.string().nullish() });
/** MP's error body: `{ message, error, status, cause: [{ code, description }] }` (cause is sometimes one object). */
const ZError = z.looseObject({
  message: z.string().nullish(),
  error: z.string().nullish(),
  cause: z.union([z.array(ZCause), ZCause]).nullish(),
});

const ZNotificationBody = z.looseObject({
  id: z.union([z.number(), z.string()]).nullish(),
  type: z.string().nullish(),
  action: z.string().nullish(),
  data: z.looseObject({ id: z.union([z.number(), z.string()]).nullish() }).nullish(),
});

// ---------------------------------------------------------------------------------------------------------------
// Mappings
// ---------------------------------------------------------------------------------------------------------------

/**
 * MP payment status → ours. approved → APPROVED; pending → PENDING for a PIX (waiting for the transfer) and
 * IN_ANALYSIS for a card; in_process and authorized (reserved, not yet captured) → IN_ANALYSIS; rejected →
 * REFUSED; cancelled → EXPIRED when status_detail is `expired` (MP cancels an unpaid PIX at date_of_expiration),
 * else CANCELLED; refunded and charged_back → REFUNDED; in_mediation (a dispute opened on a paid charge) →
 * APPROVED (still paid until MP decides). Anything else is not understood: null (the caller calls it an outage).
 */
export function mercadoPagoStatus(status: string, statusDetail: string | null, isPix: boolean): ProviderStatus | null {
  switch (status) {
    case 'approved':
    case 'in_mediation':
      return 'APPROVED';
    case 'pending':
      return isPix ? 'PENDING' : 'IN_ANALYSIS';
    case 'in_process':
    case 'authorized':
      return 'IN_ANALYSIS';
    case 'rejected':
      return 'REFUSED';
    case 'cancelled':
      return statusDetail === 'expired' ? 'EXPIRED' : 'CANCELLED';
    case 'refunded':
    case 'charged_back':
      return 'REFUNDED';
    default:
      return null;
  }
}

/**
 * MP's `payment_method_id` of a card, from its BIN (schema's cardBrand): visa, master, amex, elo, hipercard. A number
 * our table calls OTHER but that starts with 2 or 5 is sent as `master` (MP's own Mastercard test number, 5031 4332…,
 * lies outside 51–55; MP checks the number against the method and refuses a mismatch itself). Null: no brand MP takes.
 */
export function mercadoPagoCardMethod(number: string): string | null {
  switch (cardBrand(number)) {
    case 'VISA':
      return 'visa';
    case 'MASTERCARD':
      return 'master';
    case 'AMEX':
      return 'amex';
    case 'ELO':
      return 'elo';
    case 'HIPERCARD':
      return 'hipercard';
    default:
      return /^[25]/.test(number) ? 'master' : null;
  }
}

/**
 * Cause codes of POST /v1/card_tokens that mean "the card data typed is wrong" (MP's response-handling guide for card
 * tokens): the charge is REFUSED with the status_detail MP itself uses for that mistake, so the payer is told what to
 * fix. Any other 4xx is not the payer's doing: ProviderUnavailableError.
 */
const CARD_TOKEN_CAUSES: Record<string, string> = {
  '205': 'cc_rejected_bad_filled_card_number',
  E301: 'cc_rejected_bad_filled_card_number',
  '208': 'cc_rejected_bad_filled_date',
  '209': 'cc_rejected_bad_filled_date',
  '325': 'cc_rejected_bad_filled_date',
  '326': 'cc_rejected_bad_filled_date',
  '224': 'cc_rejected_bad_filled_security_code',
  E302: 'cc_rejected_bad_filled_security_code',
  '221': 'cc_rejected_bad_filled_other',
  '316': 'cc_rejected_bad_filled_other',
  '212': 'cc_rejected_bad_filled_other',
  '213': 'cc_rejected_bad_filled_other',
  '214': 'cc_rejected_bad_filled_other',
  '322': 'cc_rejected_bad_filled_other',
  '323': 'cc_rejected_bad_filled_other',
  '324': 'cc_rejected_bad_filled_other',
};
/** Cause codes of POST /v1/payments (card) that are the payer's data: 2067 invalid identification number (the CPF). */
const PAYMENT_CAUSES: Record<string, string> = { '2067': 'cc_rejected_bad_filled_other' };

/** ISO 8601 with milliseconds and the offset, in Brasília time (-03:00, no DST since 2019): `2026-05-25T13:01:02.000-03:00`. */
export function mercadoPagoDate(at: Date): string {
  const local = new Date(at.getTime() - 3 * 3600_000).toISOString().slice(0, 23);
  return `${local}-03:00`;
}

/** Reais as a JSON number with at most 2 decimals, exactly the cents (15050 → 150.5, never 150.49999…). */
const reais = (cents: number) => Number(decimalStringFromCents(cents));

const header = (headers: NotificationRequest['headers'], name: string): string | undefined => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

type Sent = { status: number; json: unknown; text: string };

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
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  const tolerance = settings.notificationToleranceSeconds ?? 300;

  async function send(method: string, path: string, options: { body?: unknown; idempotencyKey?: string } = {}): Promise<Sent> {
    const headers: Record<string, string> = { authorization: `Bearer ${settings.accessToken}`, accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey) headers['x-idempotency-key'] = options.idempotencyKey;
    const what = `Mercado Pago ${method} ${path.split('?')[0]}`;
    let res: Response;
    let text: string;
    try {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      res = await fetch(`${baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(settings.timeoutMs) });
      text = await res.text();
    } catch (error) {
      throw new ProviderUnavailableError(`${what} failed: ${(error as Error).message}`, { cause: error });
    }
    if (res.status >= 500) throw new ProviderUnavailableError(`${what} answered ${res.status}: ${text.slice(0, 300)}`);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      if (res.ok) throw new ProviderUnavailableError(`${what} answered ${res.status} with a body that is not JSON`);
    }
    return { status: res.status, json, text };
  }

  /** The 2xx body read by `schema`, or ProviderUnavailableError (a 4xx with MP's message, or a body we cannot use). */
  function read<T extends z.ZodType>(sent: Sent, schema: T, what: string): z.infer<T> {
    if (sent.status < 200 || sent.status > 299)
      throw new ProviderUnavailableError(`Mercado Pago ${what} answered ${sent.status}: ${describe(sent)}`);
    const parsed = schema.safeParse(sent.json);
    if (!parsed.success)
      throw new ProviderUnavailableError(`Mercado Pago ${what}: unexpected answer (${parsed.error.issues[0]?.message ?? 'invalid'})`);
    return parsed.data;
  }

  const causesOf = (sent: Sent): string[] => {
    const parsed = ZError.safeParse(sent.json);
    if (!parsed.success || !parsed.data.cause) return [];
    const causes = Array.isArray(parsed.data.cause) ? parsed.data.cause : [parsed.data.cause];
    return causes.map((c) => String(c.code ?? '')).filter(Boolean);
  };
  const describe = (sent: Sent): string => {
    const parsed = ZError.safeParse(sent.json);
    const message = parsed.success ? (parsed.data.message ?? parsed.data.error) : null;
    const causes = causesOf(sent);
    return `${message ?? sent.text.slice(0, 300)}${causes.length ? ` (cause ${causes.join(', ')})` : ''}`;
  };
  /** The refusal a 4xx stands for, when its causes are the payer's card data. */
  const refusalOf = (sent: Sent, table: Record<string, string>): string | null => {
    if (sent.status < 400 || sent.status > 499) return null;
    const known = causesOf(sent).find((code) => table[code] !== undefined);
    return known ? table[known]! : null;
  };

  // Mercado Pago requires the payer's e-mail; a patient without one is sent as an address that receives nothing.
  const payerOf = (payer: Payer) => ({
    email: payer.email ?? 'sem-email@teleconsulta.invalid',
    ...(payer.document ? { identification: { type: 'CPF', number: payer.document } } : {}),
  });

  function stateOf(payment: MpPayment): ProviderStatus {
    const status = mercadoPagoStatus(payment.status, payment.status_detail ?? null, payment.payment_method_id === 'pix');
    if (!status) throw new ProviderUnavailableError(`Mercado Pago payment ${payment.id} has a status we do not know: ${payment.status}`);
    return status;
  }

  const paymentPath = (providerRef: string) => `/v1/payments/${encodeURIComponent(providerRef)}`;

  return {
    name: 'mercadopago',

    async chargeCard(input: CardChargeInput): Promise<ChargeResult> {
      const noPayment = `mp-refused-${input.reference}`;
      const method = mercadoPagoCardMethod(input.card.number);
      if (!method) return { providerRef: noPayment, status: 'REFUSED', statusDetail: 'cc_rejected_bad_filled_card_number' };

      const tokenQuery = settings.publicKey ? `?public_key=${encodeURIComponent(settings.publicKey)}` : '';
      const tokenSent = await send('POST', `/v1/card_tokens${tokenQuery}`, {
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
      const tokenRefusal = refusalOf(tokenSent, CARD_TOKEN_CAUSES);
      if (tokenRefusal) return { providerRef: noPayment, status: 'REFUSED', statusDetail: tokenRefusal };
      const token = read(tokenSent, ZCardToken, 'POST /v1/card_tokens');

      const sent = await send('POST', '/v1/payments', {
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
      const refusal = refusalOf(sent, PAYMENT_CAUSES);
      if (refusal) return { providerRef: noPayment, status: 'REFUSED', statusDetail: refusal };
      const payment = read(sent, ZPayment, 'POST /v1/payments');
      const status = stateOf(payment);
      return { providerRef: payment.id, status, statusDetail: status === 'REFUSED' ? (payment.status_detail ?? 'rejected') : null };
    },

    async createPix(input: PixChargeInput): Promise<PixChargeResult> {
      const sent = await send('POST', '/v1/payments', {
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
      const payment = read(sent, ZPayment, 'POST /v1/payments (pix)');
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
    },

    async cancelPix(providerRef: string): Promise<void> {
      read(await send('PUT', paymentPath(providerRef), { body: { status: 'cancelled' } }), ZPayment, 'PUT /v1/payments/{id}');
    },

    async getCharge(providerRef: string): Promise<ChargeState> {
      const payment = read(await send('GET', paymentPath(providerRef)), ZPayment, 'GET /v1/payments/{id}');
      const amountCents = Math.round(payment.transaction_amount * 100);
      if (!Number.isSafeInteger(amountCents)) throw new ProviderUnavailableError(`Mercado Pago payment ${payment.id}: amount out of range`);
      return {
        providerRef: payment.id,
        status: stateOf(payment),
        amountCents,
        paidAt: payment.date_approved ?? null,
        endToEndId: payment.point_of_interaction?.transaction_data?.e2e_id || null,
      };
    },

    /** GET /v1/payments/search?external_reference=: the newest payment made with our reference, if any. */
    async findCharge(reference: string): Promise<ChargeState | null> {
      const found = read(
        await send('GET', `/v1/payments/search?external_reference=${encodeURIComponent(reference)}&sort=date_created&criteria=desc`),
        ZSearch,
        'GET /v1/payments/search',
      );
      const newest = found.results[0];
      return newest ? this.getCharge(String(newest.id)) : null;
    },

    async refund(providerRef: string, amountCents: number, reference: string): Promise<RefundResult> {
      const sent = await send('POST', `${paymentPath(providerRef)}/refunds`, {
        idempotencyKey: reference,
        body: { amount: reais(amountCents) },
      });
      // 400 (not refundable in this state, amount too large…) and 404 (no such payment) are MP's final answer.
      if (sent.status === 400 || sent.status === 404) return { refundRef: `mp-refund-refused-${reference}`, status: 'FAILED' };
      const refund = read(sent, ZRefund, 'POST /v1/payments/{id}/refunds');
      const status = refund.status === 'approved' ? 'DONE' : refund.status === 'in_process' ? 'QUEUED' : 'FAILED';
      return { refundRef: refund.id, status };
    },

    /**
     * MP's webhook signature: `x-signature: ts=<unix seconds>,v1=<hex>`, v1 = HMAC-SHA256(webhookSecret, manifest),
     * manifest = `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` where data.id comes from the URL's query (lower-cased,
     * as MP signs alphanumeric ids), falling back to the body's; a part MP did not send is left out of the manifest, as
     * its docs say. A ts in milliseconds (13 digits) is read as such. Checked in constant time, then the window.
     * eventId: the notification's own `id` (body), else the x-request-id. Only `type: payment` is acted on.
     */
    verifyNotification(request: NotificationRequest): ProviderNotification | null {
      let body: z.infer<typeof ZNotificationBody> | null = null;
      if (request.rawBody.trim()) {
        try {
          const parsed = ZNotificationBody.safeParse(JSON.parse(request.rawBody));
          if (parsed.success) body = parsed.data;
        } catch {
          body = null;
        }
      }
      const parts = new Map(
        (header(request.headers, 'x-signature') ?? '').split(',').map((part) => {
          const at = part.indexOf('=');
          return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
        }),
      );
      const ts = parts.get('ts') ?? '';
      const v1 = parts.get('v1') ?? '';
      if (!/^\d{1,13}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) throw new NotificationRejectedError('missing or malformed x-signature');
      const requestId = header(request.headers, 'x-request-id');
      const rawDataId = request.query['data.id'] ?? (body?.data?.id != null ? String(body.data.id) : undefined);
      const dataId = rawDataId?.toLowerCase();
      const manifest = `${dataId ? `id:${dataId};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
      const expected = createHmac('sha256', settings.webhookSecret).update(manifest).digest();
      const given = Buffer.from(v1, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new NotificationRejectedError('bad signature');
      const seconds = ts.length === 13 ? Number(ts) / 1000 : Number(ts);
      if (Math.abs(request.now.getTime() / 1000 - seconds) > tolerance) throw new NotificationRejectedError('timestamp outside the window');

      const type = body?.type ?? request.query.type ?? request.query.topic;
      if (type !== 'payment') return null;
      if (!rawDataId) throw new NotificationRejectedError('a payment notification without data.id');
      const eventId = body?.id != null ? String(body.id) : requestId;
      if (!eventId) throw new NotificationRejectedError('a notification without an id or x-request-id');
      return { eventId, providerRef: rawDataId };
    },
  };
}
