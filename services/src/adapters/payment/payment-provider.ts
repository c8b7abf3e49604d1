/**
 * The payment provider adapter (ARCHITECTURE.md Adapters): the built-in sandbox by default, a Brazilian gateway
 * (Mercado Pago) when configured. Amounts are integer cents. Every call that moves money carries our own
 * `reference` (stable for one attempt: a retry after a time-out sends the same one), which the provider uses as its
 * idempotency key, so a retried charge is captured once (SECURITY.md T15).
 */

/** What a provider says of a charge. */
export type ProviderStatus = 'PENDING' | 'IN_ANALYSIS' | 'APPROVED' | 'REFUSED' | 'CANCELLED' | 'EXPIRED' | 'REFUNDED';

export type CardData = {
  /** Digits only. */
  number: string;
  holderName: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  securityCode: string;
};

export type Payer = {
  name: string;
  email: string | null;
  /** CPF digits, when known. */
  document: string | null;
};

export type CardChargeInput = {
  reference: string;
  amountCents: number;
  installments: number;
  card: CardData;
  payer: Payer;
  description: string;
};

export type PixChargeInput = {
  reference: string;
  amountCents: number;
  /** When the charge stops being payable (computed by us: PIX_VALIDITY_MINUTES). */
  expiresAt: Date;
  payer: Payer;
  description: string;
  /** The company's receiving account, for a provider that builds the BR Code itself (the sandbox). */
  receiver: { pixKey: string; merchantName: string; merchantCity: string };
};

export type ChargeResult = {
  /** The provider's id of the charge. */
  providerRef: string;
  status: ProviderStatus;
  /** The provider's reason for a refusal (a code, e.g. cc_rejected_bad_filled_security_code). */
  statusDetail?: string | null;
};

export type PixChargeResult = ChargeResult & {
  txid: string;
  /** The BR Code (copia e cola). */
  brCode: string;
  expiresAt: Date;
};

export type ChargeState = {
  providerRef: string;
  status: ProviderStatus;
  amountCents: number;
  paidAt: Date | null;
  /** The PIX end-to-end id of the payment, when paid by PIX. */
  endToEndId: string | null;
};

export type RefundResult = { refundRef: string; status: 'DONE' | 'QUEUED' | 'FAILED' };

/** A provider's notification (webhook), checked and reduced to what we act on. */
export type ProviderNotification = {
  /** Unique per event at the provider (deduplication key). */
  eventId: string;
  /** The charge it concerns: we read the charge's state from the provider before acting (a notification is a hint). */
  providerRef: string;
};

export type NotificationRequest = {
  headers: Record<string, string | string[] | undefined>;
  /** The raw body as received (signatures are computed over it). */
  rawBody: string;
  query: Record<string, string | undefined>;
  now: Date;
};

/** A provider that could not be reached or answered nonsense: the money may or may not have moved. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** A notification whose signature or timestamp is wrong: answered 401, nothing changes. */
export class NotificationRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotificationRejectedError';
  }
}

export interface PaymentProvider {
  /** 'sandbox' or 'mercadopago'. */
  readonly name: string;
  chargeCard(input: CardChargeInput): Promise<ChargeResult>;
  createPix(input: PixChargeInput): Promise<PixChargeResult>;
  /** Cancels a PIX charge still waiting to be paid. */
  cancelPix(providerRef: string): Promise<void>;
  getCharge(providerRef: string): Promise<ChargeState>;
  /** The charge made with our reference, if any (the reconciliation of an attempt whose answer was lost). */
  findCharge(reference: string): Promise<ChargeState | null>;
  /** Gives back `amountCents` of a paid charge; `reference` is the idempotency key of this refund. */
  refund(providerRef: string, amountCents: number, reference: string): Promise<RefundResult>;
  /** Checks a notification's signature and timestamp window; throws NotificationRejectedError when it fails. */
  verifyNotification(request: NotificationRequest): ProviderNotification | null;
}
