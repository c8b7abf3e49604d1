import type { Locator, Page } from 'playwright-core';

export type PaymentMethodSlug = 'card' | 'pix' | 'on-site';
export type CardField = 'cardNumber' | 'holderName' | 'validity' | 'securityCode' | 'installments';

/** Selector map of the payment panel (/payment/:id, /p/:id and the schedule flow's payment step): test ids, never text. */
export const paymentSelectors = {
  root: '[data-testid="public-payment"]',
  panel: '[data-testid="payment-panel"]',
  loading: '[data-testid="payment-loading"]',
  notFound: '[data-testid="payment-not-found"]',
  summary: (key: 'clinic' | 'professional' | 'when' | 'price' | 'discount' | 'total') =>
    `[data-testid="payment-summary"] [data-testid="summary-${key}"] dd`,
  method: (method: PaymentMethodSlug) => `[data-testid="payment-method-${method}"] input`,
  cardNumber: '[data-testid="payment-card-number"]',
  holder: '[data-testid="payment-card-holder"]',
  validity: '[data-testid="payment-card-validity"]',
  cvv: '[data-testid="payment-card-cvv"]',
  installments: '[data-testid="payment-installments"]',
  fieldError: (field: CardField) => `#payment-${field}-helper-text`,
  submit: '[data-testid="payment-submit"]',
  voucher: '[data-testid="payment-voucher"]',
  voucherApply: '[data-testid="payment-voucher-apply"]',
  voucherApplied: '[data-testid="payment-voucher-applied"]',
  voucherError: '[data-testid="payment-voucher-error"]',
  voucherRemove: '[data-testid="payment-voucher-remove"]',
  pixGenerate: '[data-testid="payment-pix-generate"]',
  pix: '[data-testid="payment-pix"]',
  pixQr: '[data-testid="payment-pix-qr"]',
  pixCode: '[data-testid="payment-pix-code"]',
  pixCopy: '[data-testid="payment-pix-copy"]',
  pixCopied: '[data-testid="payment-pix-copied"]',
  pixCountdown: '[data-testid="payment-pix-countdown"]',
  pixConfirm: '[data-testid="payment-pix-confirm"]',
  pixCancel: '[data-testid="payment-pix-cancel"]',
  pixExpired: '[data-testid="payment-pix-expired"]',
  pixRedo: '[data-testid="payment-pix-redo"]',
  onSite: '[data-testid="payment-on-site"]',
  onSiteDone: '[data-testid="payment-on-site-done"]',
  success: '[data-testid="payment-success"]',
  receipt: (key: 'method' | 'amount') => `[data-testid="payment-receipt"] [data-testid="summary-${key}"] dd`,
  inAnalysis: '[data-testid="payment-in-analysis"]',
  notRequired: '[data-testid="payment-not-required"]',
  error: '[data-testid="payment-error"]',
  loadError: '[data-testid="error-alert"]',
} as const;

/**
 * The payment panel, on its own page (open) or inside the schedule flow's payment step (new PaymentPage(page)).
 * The panel carries data-view (choose, pix, paid, inAnalysis, onSite, notRequired, cancelled, refunded) and
 * data-status (the latest payment's status, NONE without one).
 */
export class PaymentPage {
  constructor(readonly page: Page) {}

  /** /p/:access (or /payment/:access), without signing in; waits until the panel has read the payment or failed to. */
  static async open(page: Page, patientUrl: string, access: string, path: 'p' | 'payment' = 'p'): Promise<PaymentPage> {
    await page.goto(`${patientUrl}/${path}/${access}`);
    const payment = new PaymentPage(page);
    await page.locator(paymentSelectors.root).waitFor();
    await payment.loaded();
    return payment;
  }

  locator(selector: string): Locator {
    return this.page.locator(selector);
  }

  /** Waits for the panel's data, a load error or the "not found" message. */
  async loaded(): Promise<void> {
    await this.locator(`${paymentSelectors.panel}[data-view]`)
      .or(this.locator(paymentSelectors.loadError))
      .or(this.locator(paymentSelectors.notFound))
      .first()
      .waitFor();
  }

  /** The panel's screen: choose, pix, paid, inAnalysis, onSite, notRequired, cancelled or refunded. */
  view(): Promise<string | null> {
    return this.locator(paymentSelectors.panel).getAttribute('data-view');
  }

  async waitForView(view: string): Promise<void> {
    await this.locator(`${paymentSelectors.panel}[data-view="${view}"]`).waitFor();
  }

  summary(key: Parameters<typeof paymentSelectors.summary>[0]): Locator {
    return this.locator(paymentSelectors.summary(key));
  }

  async chooseMethod(method: PaymentMethodSlug): Promise<void> {
    await this.locator(paymentSelectors.method(method)).check();
  }

  async chooseCard(): Promise<void> {
    await this.chooseMethod('card');
    await this.locator(paymentSelectors.cardNumber).waitFor();
  }

  /** Types the card as a person does (the masks write the spaces and the slash). */
  async fillCard(card: { number: string; holder: string; validity: string; cvv: string }): Promise<void> {
    await this.locator(paymentSelectors.cardNumber).fill(card.number);
    await this.locator(paymentSelectors.holder).fill(card.holder);
    await this.locator(paymentSelectors.validity).fill(card.validity);
    await this.locator(paymentSelectors.cvv).fill(card.cvv);
  }

  /** Picks n installments (a native select: its option values are the counts). */
  async chooseInstallments(n: number): Promise<void> {
    await this.locator(paymentSelectors.installments).selectOption(String(n));
  }

  /** The installment options as shown ("3x of R$33.34 interest free"). */
  installmentLabels(): Promise<string[]> {
    return this.locator(`${paymentSelectors.installments} option`).allTextContents();
  }

  fieldError(field: CardField): Locator {
    return this.locator(paymentSelectors.fieldError(field));
  }

  /** Types a voucher and presses Apply; waits for the discount or the error. */
  async applyVoucher(code: string): Promise<'applied' | 'refused'> {
    await this.locator(paymentSelectors.voucher).fill(code);
    await this.locator(paymentSelectors.voucherApply).click();
    const applied = this.locator(paymentSelectors.voucherApplied);
    await applied
      .or(this.locator(`${paymentSelectors.voucherError}:not(:empty)`))
      .first()
      .waitFor();
    return (await applied.isVisible()) ? 'applied' : 'refused';
  }

  /** Pays by card (the Pay button); waits until the call has been answered (the panel is no longer busy). */
  async submit(): Promise<void> {
    await this.locator(paymentSelectors.submit).click();
    await this.idle();
  }

  /** Waits until no payment call is on its way (the panel's aria-busy). */
  async idle(): Promise<void> {
    await this.locator(`${paymentSelectors.panel}:not([aria-busy="true"])`).waitFor();
  }

  /** Waits for a card payment's outcome: paid, in analysis, or refused (the form kept, with its error). */
  async cardOutcome(): Promise<'paid' | 'inAnalysis' | 'refused'> {
    const success = this.locator(paymentSelectors.success);
    const analysis = this.locator(paymentSelectors.inAnalysis);
    const error = this.locator(paymentSelectors.error);
    await success.or(analysis).or(error).first().waitFor();
    if (await success.isVisible()) return 'paid';
    return (await analysis.isVisible()) ? 'inAnalysis' : 'refused';
  }

  async choosePix(): Promise<void> {
    await this.chooseMethod('pix');
    await this.locator(paymentSelectors.pixGenerate).waitFor();
  }

  /** Generate PIX: waits for the QR code and the copy-and-paste code. */
  async generatePix(): Promise<void> {
    await this.locator(paymentSelectors.pixGenerate).click();
    await this.locator(paymentSelectors.pixCode).waitFor();
  }

  /** The PIX copy-and-paste code (BR Code). */
  async pixCode(): Promise<string> {
    return this.locator(paymentSelectors.pixCode).inputValue();
  }

  /** The countdown as shown, mm:ss. */
  async pixCountdown(): Promise<string> {
    return (await this.locator(paymentSelectors.pixCountdown).textContent()) ?? '';
  }

  /** The QR code image's src (a data:image/svg+xml URL). */
  async pixQrSrc(): Promise<string | null> {
    return this.locator(paymentSelectors.pixQr).getAttribute('src');
  }

  async copyPixCode(): Promise<void> {
    await this.locator(paymentSelectors.pixCopy).click();
    await this.locator(paymentSelectors.pixCopied).waitFor();
  }

  /** "I have paid": answers whether the page turned to success or said "Payment not found". */
  async confirmPix(): Promise<'paid' | 'notFound'> {
    await this.locator(paymentSelectors.pixConfirm).click();
    await this.idle();
    const success = this.locator(paymentSelectors.success);
    await success.or(this.locator(paymentSelectors.error)).first().waitFor();
    return (await success.isVisible()) ? 'paid' : 'notFound';
  }

  async waitForPixExpired(): Promise<void> {
    await this.locator(paymentSelectors.pixExpired).waitFor();
  }

  /** Expired PIX: cancel it and generate a new one; waits for the new code. */
  async redoPix(): Promise<void> {
    await this.locator(paymentSelectors.pixRedo).click();
    await this.locator(paymentSelectors.pixCode).waitFor();
  }

  /** Cancels the waiting PIX and goes back to the methods. */
  async cancelPix(): Promise<void> {
    await this.locator(paymentSelectors.pixCancel).click();
    await this.waitForView('choose');
  }

  /** Pay on site: chooses it, confirms, waits for the confirmation. */
  async payOnSite(): Promise<void> {
    await this.chooseMethod('on-site');
    await this.locator(paymentSelectors.onSite).click();
    await this.locator(paymentSelectors.onSiteDone).waitFor();
  }

  /** Waits for "Payment confirmed" (by itself, through the subscription, when the payment was in analysis or a PIX). */
  async waitForSuccess(): Promise<void> {
    await this.locator(paymentSelectors.success).waitFor();
  }

  async waitForInAnalysis(): Promise<void> {
    await this.locator(paymentSelectors.inAnalysis).waitFor();
  }

  /** The text of the payment error alert (refused card, "Payment not found", server unreachable…). */
  async errorText(): Promise<string> {
    return (await this.locator(paymentSelectors.error).textContent()) ?? '';
  }
}
