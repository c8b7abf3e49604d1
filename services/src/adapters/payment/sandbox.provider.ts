import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { buildPixBrCode, now, parsePixBrCode, pixTxid, sandboxCardOutcome, sandboxCardTimesOutAfterAccept } from '@teleconsulta/schema';
import {
  type CardChargeInput,
  type ChargeResult,
  type ChargeState,
  NotificationRejectedError,
  type NotificationRequest,
  type PaymentProvider,
  type PixChargeInput,
  type PixChargeResult,
  type ProviderNotification,
  type ProviderStatus,
  ProviderUnavailableError,
  type RefundResult,
} from './payment-provider.js';

type SandboxCharge = {
  providerRef: string;
  kind: 'CARD' | 'PIX';
  status: ProviderStatus;
  amountCents: number;
  refundedCents: number;
  txid: string | null;
  brCode: string | null;
  expiresAt: Date | null;
  paidAt: Date | null;
  endToEndId: string | null;
  result: ChargeResult | PixChargeResult;
};

export type SandboxNotification = { headers: Record<string, string>; rawBody: string; query: Record<string, string> };

export type SandboxProvider = PaymentProvider & {
  /** The sandbox bank pays a PIX from its copy-and-paste code; answers the charge paid (whatever its state: a bank does not know). */
  payPix(brCode: string): { providerRef: string; endToEndId: string } | null;
  /** Ends a card's analysis. */
  settleCard(providerRef: string, approve: boolean): boolean;
  /** What the sandbox holds as captured (paid and not given back in full): the reconciliation's other side. */
  captured(): Array<{ providerRef: string; endToEndId: string | null; amountCents: number; refundedCents: number }>;
  /** The signed notification the sandbox sends about a charge (delivered in process to the webhook handler). */
  notification(providerRef: string, now?: Date): SandboxNotification;
};

const SIGNATURE_HEADER = 'x-sandbox-signature';
const alnum = (bytes: number) =>
  randomBytes(bytes)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, bytes);

/** What the sandbox remembers, in this process's memory: its charges (also by our reference) and its refunds. */
type SandboxBook = { charges: Map<string, SandboxCharge>; byReference: Map<string, string>; refunds: Map<string, RefundResult> };

type SandboxSettings = { secret: string; notificationToleranceSeconds: number };

const sign = (secret: string, ts: number, body: string) => createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');

async function chargeCard(book: SandboxBook, input: CardChargeInput): Promise<ChargeResult> {
  const known = book.byReference.get(input.reference);
  if (known) return book.charges.get(known)!.result;
  const outcome = sandboxCardOutcome(input.card.number);
  const providerRef = `sbx_card_${alnum(20)}`;
  const result: ChargeResult = {
    providerRef,
    status: outcome,
    statusDetail: outcome === 'REFUSED' ? 'cc_rejected_other_reason' : null,
  };
  book.charges.set(providerRef, {
    providerRef,
    kind: 'CARD',
    status: outcome,
    amountCents: input.amountCents,
    refundedCents: 0,
    txid: null,
    brCode: null,
    expiresAt: null,
    paidAt: outcome === 'APPROVED' ? now() : null,
    endToEndId: null,
    result,
  });
  book.byReference.set(input.reference, providerRef);
  // The TIMEOUT_AFTER_ACCEPT test card: captured, but the answer is lost once (a retry finds the charge).
  if (sandboxCardTimesOutAfterAccept(input.card.number))
    throw new ProviderUnavailableError('sandbox: time-out after the charge was accepted');
  return result;
}

async function createPix(book: SandboxBook, input: PixChargeInput): Promise<PixChargeResult> {
  const known = book.byReference.get(input.reference);
  if (known) return book.charges.get(known)!.result as PixChargeResult;
  const txid = pixTxid();
  const brCode = buildPixBrCode({
    key: input.receiver.pixKey,
    merchantName: input.receiver.merchantName,
    merchantCity: input.receiver.merchantCity,
    amountCents: input.amountCents,
    txid,
  });
  const providerRef = `sbx_pix_${txid}`;
  const result: PixChargeResult = { providerRef, status: 'PENDING', txid, brCode, expiresAt: input.expiresAt };
  book.charges.set(providerRef, {
    providerRef,
    kind: 'PIX',
    status: 'PENDING',
    amountCents: input.amountCents,
    refundedCents: 0,
    txid,
    brCode,
    expiresAt: input.expiresAt,
    paidAt: null,
    endToEndId: null,
    result,
  });
  book.byReference.set(input.reference, providerRef);
  return result;
}

async function refund(book: SandboxBook, providerRef: string, amountCents: number, reference: string): Promise<RefundResult> {
  const done = book.refunds.get(reference);
  if (done) return done;
  const charge = book.charges.get(providerRef);
  const refundable = charge && charge.paidAt !== null && charge.refundedCents + amountCents <= charge.amountCents;
  const result: RefundResult = refundable
    ? { refundRef: `sbx_refund_${alnum(16)}`, status: 'DONE' }
    : { refundRef: `sbx_refund_${alnum(16)}`, status: 'FAILED' };
  if (refundable) {
    charge.refundedCents += amountCents;
    if (charge.refundedCents === charge.amountCents) charge.status = 'REFUNDED';
  }
  book.refunds.set(reference, result);
  return result;
}

function verifyNotification(settings: SandboxSettings, request: NotificationRequest): ProviderNotification | null {
  const header = request.headers[SIGNATURE_HEADER];
  const parts = Object.fromEntries(
    String(Array.isArray(header) ? header[0] : (header ?? ''))
      .split(',')
      .map((p) => p.split('=').map((s) => s.trim()) as [string, string]),
  );
  const ts = Number(parts.t);
  const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
  const expected = Buffer.from(sign(settings.secret, ts, request.rawBody), 'hex');
  if (!Number.isInteger(ts) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new NotificationRejectedError('bad signature');
  }
  if (Math.abs(request.now.getTime() / 1000 - ts) > settings.notificationToleranceSeconds) {
    throw new NotificationRejectedError('timestamp outside the window');
  }
  let body: { id?: unknown; charge?: unknown };
  try {
    body = JSON.parse(request.rawBody) as { id?: unknown; charge?: unknown };
  } catch {
    throw new NotificationRejectedError('malformed body');
  }
  if (typeof body.id !== 'string' || typeof body.charge !== 'string') throw new NotificationRejectedError('malformed body');
  return { eventId: body.id, providerRef: body.charge };
}

/** The sandbox bank pays a PIX from its copy-and-paste code. */
function payPix(book: SandboxBook, brCode: string) {
  const parsed = parsePixBrCode(brCode.trim());
  if (!parsed.ok) return null;
  const txid = parsed.value.txid;
  const charge = [...book.charges.values()].find((c) => c.kind === 'PIX' && c.txid === txid);
  if (!charge) return null;
  if (charge.paidAt === null) {
    charge.status = 'APPROVED';
    charge.paidAt = now();
    charge.endToEndId = `E${alnum(31)}`.padEnd(32, '0');
  }
  return { providerRef: charge.providerRef, endToEndId: charge.endToEndId! };
}

function settleCard(book: SandboxBook, providerRef: string, approve: boolean) {
  const charge = book.charges.get(providerRef);
  if (charge?.kind !== 'CARD' || charge.status !== 'IN_ANALYSIS') return false;
  charge.status = approve ? 'APPROVED' : 'REFUSED';
  charge.paidAt = approve ? now() : null;
  return true;
}

function notification(book: SandboxBook, secret: string, providerRef: string, at: Date): SandboxNotification {
  const charge = book.charges.get(providerRef);
  // The event id names the charge's state change: a replay of the same change has the same id.
  const eventId = `${providerRef}:${charge?.status ?? 'UNKNOWN'}:${charge?.endToEndId ?? ''}`;
  const rawBody = JSON.stringify({ id: eventId, charge: providerRef, type: 'charge.updated' });
  const ts = Math.floor(at.getTime() / 1000);
  return { headers: { [SIGNATURE_HEADER]: `t=${ts},v1=${sign(secret, ts, rawBody)}` }, rawBody, query: {} };
}

/**
 * The built-in payment provider (the default): card checks with test card numbers for each outcome
 * (schema/src/payment/sandbox-cards.ts, listed in the README), PIX charges with a real static BR Code of the
 * company's key, and a sandbox "bank" that pays them. Its charges live in this process's memory (a restart forgets
 * pending sandbox charges: they are cancelled and redone like an expired PIX). Every call is idempotent by our
 * reference, like a real provider's idempotency key. Notifications are signed with HMAC-SHA256 over "ts.body".
 */
export function sandboxProvider(settings: SandboxSettings): SandboxProvider {
  const book: SandboxBook = { charges: new Map(), byReference: new Map(), refunds: new Map() };
  return {
    name: 'sandbox',
    chargeCard: (input) => chargeCard(book, input),
    createPix: (input) => createPix(book, input),

    async cancelPix(providerRef: string): Promise<void> {
      const charge = book.charges.get(providerRef);
      if (charge && charge.status === 'PENDING') charge.status = 'CANCELLED';
    },

    async getCharge(providerRef: string): Promise<ChargeState> {
      const charge = book.charges.get(providerRef);
      if (!charge) return { providerRef, status: 'CANCELLED', amountCents: 0, paidAt: null, endToEndId: null };
      return {
        providerRef,
        status: charge.status,
        amountCents: charge.amountCents,
        paidAt: charge.paidAt,
        endToEndId: charge.endToEndId,
      };
    },

    async findCharge(reference: string): Promise<ChargeState | null> {
      const ref = book.byReference.get(reference);
      return ref ? this.getCharge(ref) : null;
    },

    refund: (providerRef, amountCents, reference) => refund(book, providerRef, amountCents, reference),
    verifyNotification: (request) => verifyNotification(settings, request),
    payPix: (brCode) => payPix(book, brCode),

    captured() {
      return [...book.charges.values()]
        .filter((c) => c.paidAt !== null)
        .map((c) => ({ providerRef: c.providerRef, endToEndId: c.endToEndId, amountCents: c.amountCents, refundedCents: c.refundedCents }));
    },

    settleCard: (providerRef, approve) => settleCard(book, providerRef, approve),
    notification: (providerRef, at = new Date()) => notification(book, settings.secret, providerRef, at),
  };
}
