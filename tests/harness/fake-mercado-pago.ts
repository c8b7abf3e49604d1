import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { buildPixBrCode, centsFromDecimalString, decimalStringFromCents, luhnValid } from '@teleconsulta/schema';
import { fakeHttp } from './fake-http.js';

/**
 * A local stand-in for Mercado Pago's Payments v1 API (node:http, state in memory), so the Mercado Pago adapter is
 * tested without any network. What it does, as MP documents it:
 * - every call needs `Authorization: Bearer <accessToken>` (POST /v1/card_tokens also takes `?public_key=`), else 401;
 * - POST /v1/card_tokens checks the card (Luhn, security code, month, year) and answers 400 with MP's cause codes
 *   (E301, E302, 325, 326); a token pays once;
 * - POST /v1/payments and POST /v1/payments/{id}/refunds need `X-Idempotency-Key`: the same key answers the first
 *   answer again (one payment, one refund). The same key with a different body answers 409 — a guess: MP does not
 *   document it. The card token is left out of that comparison (a retry must tokenise the card again);
 * - a card's outcome comes from the cardholder name, as MP's test cards: APRO approved, CONT in_process, OTHE / CALL /
 *   FUND / SECU / EXPI / FORM rejected with their status_detail; any other name is approved;
 * - a PIX payment is `pending` with a BR Code (txid `mpqrinter<id>` in 62-05, as MP writes it) until `payPix(id)`;
 * - PUT /v1/payments/{id} `{"status":"cancelled"}` cancels a pending one; GET reads one.
 * Knobs: `failNext` makes the next matching request time out after it was processed, answer 500, answer a body that is
 * not JSON, or answer JSON without the payment's fields; `signNotification` builds a webhook signed like MP's.
 */
export type FakeFailure = 'timeout-after-accept' | '500' | 'malformed' | 'incomplete';

export type FakeMpPayment = {
  id: number;
  kind: 'CARD' | 'PIX';
  status: string;
  statusDetail: string;
  amountCents: number;
  refundedCents: number;
  installments: number | null;
  paymentMethodId: string;
  description: string | null;
  externalReference: string | null;
  payer: unknown;
  holderName: string | null;
  dateCreated: Date;
  dateApproved: Date | null;
  dateOfExpiration: string | null;
  brCode: string | null;
  e2eId: string | null;
  refunds: Array<{ id: number; amountCents: number; status: string; dateCreated: Date }>;
};

export type FakeMercadoPago = {
  url: string;
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  /** Payments by id (as a string). */
  payments: Map<string, FakeMpPayment>;
  /** Every request as received, with its parsed JSON body and idempotency key. */
  requests: Array<{ method: string; path: string; idempotencyKey: string | null; body: unknown }>;
  /** The next request matching `on` (`POST /v1/payments` by default for a time-out, any request otherwise) fails so. */
  failNext: (kind: FakeFailure, on?: string) => void;
  /** The payer's bank pays a pending PIX: approved, with a 32-character end-to-end id; null if not pending. */
  payPix: (id: string) => { endToEndId: string } | null;
  /** MP cancels an unpaid PIX at its date_of_expiration. */
  expirePix: (id: string) => boolean;
  /** A webhook about a payment, signed with the secret (or `secret`) at `now`. */
  signNotification: (
    paymentId: string,
    options?: { now?: Date; type?: string; secret?: string; requestId?: string },
  ) => { headers: Record<string, string>; query: Record<string, string>; rawBody: string };
  close: () => Promise<void>;
};

const CARD_OUTCOMES: Record<string, [string, string]> = {
  APRO: ['approved', 'accredited'],
  CONT: ['in_process', 'pending_contingency'],
  OTHE: ['rejected', 'cc_rejected_other_reason'],
  CALL: ['rejected', 'cc_rejected_call_for_authorize'],
  FUND: ['rejected', 'cc_rejected_insufficient_amount'],
  SECU: ['rejected', 'cc_rejected_bad_filled_security_code'],
  EXPI: ['rejected', 'cc_rejected_bad_filled_date'],
  FORM: ['rejected', 'cc_rejected_bad_filled_other'],
};
const CARD_METHODS = new Set(['visa', 'master', 'amex', 'elo', 'hipercard']);
const MP_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/;

/** A date as MP writes them: milliseconds and the offset, here Brasília's. */
const mpDate = (at: Date | null) => (at ? `${new Date(at.getTime() - 3 * 3600_000).toISOString().slice(0, 23)}-03:00` : null);
const reais = (cents: number) => Number(decimalStringFromCents(cents));
const alnum = (length: number) =>
  randomBytes(length * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length);
const error = (status: number, message: string, code?: string | number) => ({
  message,
  error: status === 401 ? 'unauthorized' : status === 404 ? 'not_found' : 'bad_request',
  status,
  cause: code === undefined ? [] : [{ code, description: message }],
});

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function render(p: FakeMpPayment): Json {
  return {
    id: p.id,
    date_created: mpDate(p.dateCreated),
    date_approved: mpDate(p.dateApproved),
    date_last_updated: mpDate(new Date()),
    date_of_expiration: p.dateOfExpiration,
    status: p.status,
    status_detail: p.statusDetail,
    currency_id: 'BRL',
    payment_method_id: p.paymentMethodId,
    payment_type_id: p.kind === 'PIX' ? 'bank_transfer' : 'credit_card',
    transaction_amount: reais(p.amountCents),
    transaction_amount_refunded: reais(p.refundedCents),
    installments: p.installments,
    description: p.description,
    external_reference: p.externalReference,
    payer: p.payer,
    live_mode: false,
    ...(p.kind === 'CARD' ? { card: { cardholder: { name: p.holderName } } } : {}),
    ...(p.kind === 'PIX'
      ? {
          point_of_interaction: {
            type: 'PIX',
            transaction_data: {
              qr_code: p.brCode,
              qr_code_base64: 'iVBORw0KGgo=',
              ticket_url: `https://www.mercadopago.com.br/sandbox/payments/${p.id}/ticket`,
              e2e_id: p.e2eId,
            },
          },
        }
      : {}),
    refunds: p.refunds.map((r) => renderRefund(p, r)),
  };
}

const renderRefund = (p: FakeMpPayment, r: FakeMpPayment['refunds'][number]): Json => ({
  id: r.id,
  payment_id: p.id,
  amount: reais(r.amountCents),
  status: r.status,
  date_created: mpDate(r.dateCreated),
  source: { id: 'collector', type: 'collector' },
});

/** What the fake holds between requests; every handler below reads and changes it. */
type FakeMpState = {
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  payments: FakeMercadoPago['payments'];
  requests: FakeMercadoPago['requests'];
  cardTokens: Map<string, { holderName: string; used: boolean }>;
  /** Idempotency keys: what the body was (token left out) and the answer given. */
  keys: Map<string, { fingerprint: string; status: number; body: Json }>;
  http: ReturnType<typeof fakeHttp<FakeFailure>>;
  nextId: number;
  nextNotification: number;
};

type Answer = [number, Json];

/** Handles one request to a status and JSON body. */
function handle(
  state: FakeMpState,
  method: string,
  url: URL,
  auth: string | undefined,
  idempotencyKey: string | null,
  body: unknown,
): Answer {
  const path = url.pathname;
  const bearerOk = auth === `Bearer ${state.accessToken}`;
  if (method === 'POST' && path === '/v1/card_tokens') {
    if (!bearerOk && url.searchParams.get('public_key') !== state.publicKey) return [401, error(401, 'invalid credentials')];
    return createCardToken(state, asObject(body));
  }
  if (!bearerOk) return [401, error(401, 'invalid access token')];
  if (method === 'POST' && path === '/v1/payments') return postPayment(state, idempotencyKey, body);
  if (method === 'GET' && path === '/v1/payments/search') return searchPayments(state, url);
  return handlePaymentPath(state, method, path, idempotencyKey, body);
}

/** POST /v1/card_tokens, once the caller is known. */
function createCardToken(state: FakeMpState, b: Json): Answer {
  const number = String(b.card_number ?? '');
  if (!luhnValid(number)) return [400, error(400, 'invalid card_number', 'E301')];
  if (!/^\d{3,4}$/.test(String(b.security_code ?? ''))) return [400, error(400, 'invalid security_code', 'E302')];
  const month = Number(b.expiration_month);
  if (!Number.isInteger(month) || month < 1 || month > 12) return [400, error(400, 'invalid expiration_month', '325')];
  const year = Number(b.expiration_year);
  if (!Number.isInteger(year) || year < 2000 || year > 2100) return [400, error(400, 'invalid expiration_year', '326')];
  const holderName = String(asObject(b.cardholder).name ?? '').trim();
  if (!holderName) return [400, error(400, 'invalid cardholder.name', '316')];
  const id = alnum(32).toLowerCase();
  state.cardTokens.set(id, { holderName, used: false });
  return [201, { id, status: 'active', first_six_digits: number.slice(0, 6), last_four_digits: number.slice(-4), live_mode: false }];
}

/** Answers the first answer again for a known key (409 if the body differs); else runs and remembers the answer. */
function idempotent(state: FakeMpState, key: string, fingerprint: string, run: () => Answer): Answer {
  const known = state.keys.get(key);
  if (known)
    return known.fingerprint === fingerprint
      ? [known.status, known.body]
      : [409, error(409, 'idempotency key already used with another body')];
  const [status, answer] = run();
  if (status < 500) state.keys.set(key, { fingerprint, status, body: answer });
  return [status, answer];
}

/** POST /v1/payments */
function postPayment(state: FakeMpState, idempotencyKey: string | null, body: unknown): Answer {
  if (!idempotencyKey) return [400, error(400, 'Header X-Idempotency-Key can not be null')];
  const { token: _token, ...rest } = asObject(body);
  return idempotent(state, `payment:${idempotencyKey}`, JSON.stringify(rest), () => createPayment(state, asObject(body)));
}

/** GET /v1/payments/search */
function searchPayments(state: FakeMpState, url: URL): Answer {
  const reference = url.searchParams.get('external_reference');
  const results = [...state.payments.values()]
    .filter((p) => reference === null || p.externalReference === reference)
    .sort((a, b) => b.dateCreated.getTime() - a.dateCreated.getTime())
    .map(render);
  return [200, { paging: { total: results.length, limit: 30, offset: 0 }, results }];
}

/** /v1/payments/{id} (GET, PUT) and /v1/payments/{id}/refunds (POST). */
function handlePaymentPath(state: FakeMpState, method: string, path: string, idempotencyKey: string | null, body: unknown): Answer {
  const match = /^\/v1\/payments\/([^/]+)(\/refunds)?$/.exec(path);
  const payment = match ? state.payments.get(decodeURIComponent(match[1]!)) : undefined;
  if (!match) return [404, error(404, 'resource not found')];
  if (!payment) return [404, error(404, 'Payment not found', 2000)];
  if (match[2] && method === 'POST') {
    if (!idempotencyKey) return [400, error(400, 'Header X-Idempotency-Key can not be null', 4292)];
    return idempotent(state, `refund:${idempotencyKey}`, JSON.stringify(body ?? {}), () => refund(state, payment, asObject(body)));
  }
  if (match[2]) return [405, error(405, 'method not allowed')];
  if (method === 'GET') return [200, render(payment)];
  if (method === 'PUT') return cancelPayment(payment, body);
  return [405, error(405, 'method not allowed')];
}

/** PUT /v1/payments/{id} `{"status":"cancelled"}` */
function cancelPayment(payment: FakeMpPayment, body: unknown): Answer {
  if (asObject(body).status !== 'cancelled') return [400, error(400, 'only status cancelled can be set here')];
  if (payment.status !== 'pending' && payment.status !== 'in_process') return [400, error(400, 'Invalid status update', 2063)];
  payment.status = 'cancelled';
  payment.statusDetail = 'by_collector';
  return [200, render(payment)];
}

/** What a PIX and a card payment share. */
type PaymentBase = Pick<
  FakeMpPayment,
  | 'id'
  | 'amountCents'
  | 'refundedCents'
  | 'paymentMethodId'
  | 'description'
  | 'externalReference'
  | 'payer'
  | 'dateCreated'
  | 'e2eId'
  | 'refunds'
>;

function createPayment(state: FakeMpState, b: Json): Answer {
  const amount = typeof b.transaction_amount === 'number' ? centsFromDecimalString(String(b.transaction_amount)) : null;
  if (amount === null || amount <= 0) return [400, error(400, 'Invalid transaction_amount', 4037)];
  const payer = asObject(b.payer);
  if (typeof payer.email !== 'string' || !payer.email.includes('@')) return [400, error(400, 'payer.email must be a valid email', 4050)];
  const method = String(b.payment_method_id ?? '');
  const base: PaymentBase = {
    id: state.nextId++,
    amountCents: amount,
    refundedCents: 0,
    paymentMethodId: method,
    description: typeof b.description === 'string' ? b.description : null,
    externalReference: typeof b.external_reference === 'string' ? b.external_reference : null,
    payer,
    dateCreated: new Date(),
    e2eId: null,
    refunds: [],
  };
  return method === 'pix' ? createPixPayment(state, base, b) : createCardPayment(state, base, b);
}

function createPixPayment(state: FakeMpState, base: PaymentBase, b: Json): Answer {
  const expiration = String(b.date_of_expiration ?? '');
  if (!MP_DATE.test(expiration))
    return [400, error(400, "The following parameters must be valid date and format (yyyy-MM-dd'T'HH:mm:ssz) date_of_expiration", 23)];
  const brCode = buildPixBrCode({
    key: 'b76aa9c2-2ec4-4110-954e-ebfe34f05b61',
    merchantName: 'TELECONSULTA FAKE MP',
    merchantCity: 'SAO PAULO',
    amountCents: base.amountCents,
    txid: `mpqrinter${base.id}`,
  });
  const payment: FakeMpPayment = {
    ...base,
    kind: 'PIX',
    status: 'pending',
    statusDetail: 'pending_waiting_transfer',
    installments: 1,
    holderName: null,
    dateApproved: null,
    dateOfExpiration: expiration,
    brCode,
  };
  state.payments.set(String(payment.id), payment);
  return [201, render(payment)];
}

function createCardPayment(state: FakeMpState, base: PaymentBase, b: Json): Answer {
  if (!CARD_METHODS.has(base.paymentMethodId)) return [400, error(400, 'Invalid payment_method_id', 3028)];
  const token = state.cardTokens.get(String(b.token ?? ''));
  if (!token || token.used) return [400, error(400, 'Card Token not found', 2006)];
  token.used = true;
  const [status, statusDetail] = CARD_OUTCOMES[token.holderName.split(/\s+/)[0]!.toUpperCase()] ?? ['approved', 'accredited'];
  const payment: FakeMpPayment = {
    ...base,
    kind: 'CARD',
    status,
    statusDetail,
    installments: Number(b.installments) || 1,
    holderName: token.holderName,
    dateApproved: status === 'approved' ? new Date() : null,
    dateOfExpiration: null,
    brCode: null,
  };
  state.payments.set(String(payment.id), payment);
  return [201, render(payment)];
}

function refund(state: FakeMpState, payment: FakeMpPayment, b: Json): Answer {
  if (payment.status !== 'approved') return [400, error(400, 'The action requested is not valid for the current payment state', 2063)];
  const remaining = payment.amountCents - payment.refundedCents;
  const amount = b.amount === undefined ? remaining : typeof b.amount === 'number' ? centsFromDecimalString(String(b.amount)) : null;
  if (amount === null || amount <= 0) return [400, error(400, 'amount attribute must be positive', 4040)];
  if (amount > remaining) return [400, error(400, 'The action requested is not valid for the current payment state', 2063)];
  const r = { id: state.nextId++, amountCents: amount, status: 'approved', dateCreated: new Date() };
  payment.refunds.push(r);
  payment.refundedCents += amount;
  if (payment.refundedCents === payment.amountCents) {
    payment.status = 'refunded';
    payment.statusDetail = 'refunded';
  }
  return [201, renderRefund(payment, r)];
}

/** The HTTP side: records the request, applies a scheduled failure, and writes the answer. */
async function serve(state: FakeMpState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const method = req.method ?? 'GET';
  const raw = await bodyOf(req);
  const keyHeader = req.headers['x-idempotency-key'];
  const idempotencyKey = typeof keyHeader === 'string' ? keyHeader : null;
  let body: unknown;
  try {
    body = raw ? JSON.parse(raw) : undefined;
  } catch {
    state.requests.push({ method, path: url.pathname, idempotencyKey, body: raw });
    res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify(error(400, 'body is not JSON')));
    return;
  }
  state.requests.push({ method, path: url.pathname, idempotencyKey, body });
  const failure = state.http.takeFailure(method, url.pathname);
  if (failure === '500') {
    res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify(error(500, 'internal_error')));
    return;
  }
  const [status, answer] = handle(state, method, url, req.headers.authorization, idempotencyKey, body);
  if (failure === 'timeout-after-accept') {
    state.http.hang(res); // processed and recorded; the answer never comes (the client gives up)
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' });
  if (failure === 'malformed') res.end('{"id": 1, "status": "appro');
  else if (failure === 'incomplete') res.end(JSON.stringify({ ok: true }));
  else res.end(JSON.stringify(answer));
}

function payPix(state: FakeMpState, id: string): { endToEndId: string } | null {
  const payment = state.payments.get(id);
  if (payment?.kind !== 'PIX' || payment.status !== 'pending') return null;
  payment.status = 'approved';
  payment.statusDetail = 'accredited';
  payment.dateApproved = new Date();
  payment.e2eId = `E${alnum(31)}`;
  return { endToEndId: payment.e2eId };
}

function expirePix(state: FakeMpState, id: string): boolean {
  const payment = state.payments.get(id);
  if (payment?.kind !== 'PIX' || payment.status !== 'pending') return false;
  payment.status = 'cancelled';
  payment.statusDetail = 'expired';
  return true;
}

function signNotification(
  state: FakeMpState,
  paymentId: string,
  opts: Parameters<FakeMercadoPago['signNotification']>[1] = {},
): ReturnType<FakeMercadoPago['signNotification']> {
  const type = opts.type ?? 'payment';
  const requestId = opts.requestId ?? `${alnum(8)}-${alnum(4)}-${alnum(4)}-${alnum(12)}`.toLowerCase();
  const ts = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  const rawBody = JSON.stringify({
    id: state.nextNotification++,
    live_mode: false,
    type,
    date_created: mpDate(new Date()),
    user_id: 1_000_000_001,
    api_version: 'v1',
    action: `${type}.updated`,
    data: { id: paymentId },
  });
  const manifest = `id:${paymentId.toLowerCase()};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', opts.secret ?? state.webhookSecret)
    .update(manifest)
    .digest('hex');
  return {
    headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId, 'content-type': 'application/json' },
    query: { 'data.id': paymentId, type },
    rawBody,
  };
}

export async function startFakeMercadoPago(
  options: { accessToken?: string; publicKey?: string; webhookSecret?: string } = {},
): Promise<FakeMercadoPago> {
  const state: FakeMpState = {
    accessToken: options.accessToken ?? 'TEST-0000000000000000-010101-fakeaccesstoken0000000000000000-000000001',
    publicKey: options.publicKey ?? 'TEST-fake0000-0000-4000-8000-publickey0001',
    webhookSecret: options.webhookSecret ?? 'fake-webhook-secret-for-tests-only',
    payments: new Map(),
    requests: [],
    cardTokens: new Map(),
    keys: new Map(),
    http: fakeHttp<FakeFailure>(),
    nextId: 1_320_000_000,
    nextNotification: 120_000_000_000,
  };
  const server: Server = createServer((req, res) => serve(state, req, res));
  const url = await state.http.listen(server);

  return {
    url,
    accessToken: state.accessToken,
    publicKey: state.publicKey,
    webhookSecret: state.webhookSecret,
    payments: state.payments,
    requests: state.requests,
    failNext: (kind, on) => {
      state.http.failNext(kind, on ?? (kind === 'timeout-after-accept' ? 'POST /v1/payments' : null));
    },
    payPix: (id) => payPix(state, id),
    expirePix: (id) => expirePix(state, id),
    signNotification: (paymentId, opts) => signNotification(state, paymentId, opts),
    close: () => state.http.close(server),
  };
}
