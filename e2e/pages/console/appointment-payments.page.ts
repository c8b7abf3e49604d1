import type { Locator, Page } from 'playwright-core';
import { appointmentShowSelectors } from './appointment-show.page';
import { ConsoleFormPage, describedHelperText } from './console-form.page';

/** Selector map of an appointment's Payments tab, its refund dialog and the sandbox bank: test ids, never translated text. */
export const appointmentPaymentsSelectors = {
  tab: '[data-testid="payments-tab"]',
  table: '[data-testid="payments-table"]',
  empty: '[data-testid="payments-empty"]',
  row: '[data-testid="payments-table"] tr[data-payment-row]',
  rowById: (id: string) => `[data-testid="payment-row-${id}"]`,
  status: '[data-testid="payment-status"]',
  statusIs: (status: string) => `[data-testid="payment-status"][data-status="${status}"]`,
  refunded: '[data-testid="payment-refunded"]',
  refundButton: '[data-testid="payment-refund"]',
  expand: '[data-testid="payment-expand"]',
  refundRows: '[data-testid="payment-refunds"] tbody tr',
  refundsEmpty: '[data-testid="payment-refunds-empty"]',
  dialog: '.MuiDialog-root:has([data-testid="refund-confirm"])',
  refundAmount: '[data-testid="refund-amount"]',
  refundReason: '[data-testid="refund-reason"]',
  refundConfirm: '[data-testid="refund-confirm"]',
  refundError: '[data-testid="refund-error"]',
  sandbox: '[data-testid="sandbox-bank"]',
  sandboxPayPix: '[data-testid="sandbox-pay-pix"]',
  sandboxApprove: '[data-testid="sandbox-approve"]',
  sandboxRefuse: '[data-testid="sandbox-refuse"]',
  notification: '.MuiSnackbarContent-message',
  loaded: appointmentShowSelectors.loaded,
} as const;

const s = appointmentPaymentsSelectors;

export type RefundInput = {
  /** In reais (30 or 12.5), typed into the BRL mask; null clears the field (a full refund); left out keeps the prefill. */
  amount?: number | null;
  reason: string;
  /** The row (0 = newest payment). */
  index?: number;
};

/**
 * /appointments/{id}/show/payments: the appointment's payment attempts, newest first, the refund dialog and the
 * sandbox bank's buttons (development). Rows are addressed by index, newest first.
 */
export class AppointmentPaymentsPage extends ConsoleFormPage {
  constructor(
    page: Page,
    private readonly consoleUrl: string,
  ) {
    super(page);
  }

  /** Opens the Payments tab of the appointment by URL and waits for its table (or its empty state). */
  static async open(page: Page, consoleUrl: string, appointmentId: string): Promise<AppointmentPaymentsPage> {
    const payments = new AppointmentPaymentsPage(page, consoleUrl);
    await payments.openPaymentsTab(appointmentId);
    return payments;
  }

  async openPaymentsTab(appointmentId: string): Promise<void> {
    await this.page.goto(`${this.consoleUrl}/#/appointments/${encodeURIComponent(appointmentId)}/show/payments`);
    await this.page.locator(s.loaded).waitFor({ state: 'attached' });
    await this.waitForContent();
  }

  /** From the appointment's show page already open: clicks the tab. */
  async clickPaymentsTab(): Promise<void> {
    await this.page.locator(s.tab).click();
    await this.page.waitForURL((url) => url.hash.endsWith('/show/payments'));
    await this.waitForContent();
  }

  /** Reloads the page (the tab reads the payments with the appointment) and waits for the tab again. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.page.locator(s.loaded).waitFor({ state: 'attached' });
    await this.waitForContent();
  }

  private async waitForContent(): Promise<void> {
    await this.page.locator(`${s.table}, ${s.empty}`).first().waitFor();
  }

  tab(): Locator {
    return this.page.locator(s.tab);
  }

  rows(): Locator {
    return this.page.locator(s.row);
  }

  row(index: number): Locator {
    return this.rows().nth(index);
  }

  async rowCount(): Promise<number> {
    return this.rows().count();
  }

  /** The payment id of a row. */
  async rowId(index: number): Promise<string | null> {
    return this.row(index).getAttribute('data-payment-row');
  }

  /** The status code of a row (PENDING, APPROVED…). */
  async rowStatus(index: number): Promise<string | null> {
    return this.row(index).locator(s.status).getAttribute('data-status');
  }

  /** The status as shown (the gateway's translated name). */
  async rowStatusText(index: number): Promise<string> {
    return ((await this.row(index).locator(s.status).textContent()) ?? '').trim();
  }

  /** The text of every cell of a row (no-break spaces made plain), for money and date checks. */
  async rowCells(index: number): Promise<string[]> {
    const cells = await this.row(index).locator('td').allTextContents();
    return cells.map((cell) => cell.replace(/\u00a0/g, ' ').trim());
  }

  async rowRefunded(index: number): Promise<string> {
    return ((await this.row(index).locator(s.refunded).textContent()) ?? '').replace(/\u00a0/g, ' ').trim();
  }

  refundButton(index = 0): Locator {
    return this.row(index).locator(s.refundButton);
  }

  sandboxPayPixButton(index = 0): Locator {
    return this.row(index).locator(s.sandboxPayPix);
  }

  sandboxApproveButton(index = 0): Locator {
    return this.row(index).locator(s.sandboxApprove);
  }

  sandboxRefuseButton(index = 0): Locator {
    return this.row(index).locator(s.sandboxRefuse);
  }

  empty(): Locator {
    return this.page.locator(s.empty);
  }

  notification(): Locator {
    return this.page.locator(s.notification).first();
  }

  // —— refund dialog ——

  /** Opens the refund dialog of a row and waits for its fields. */
  async openRefund(index = 0): Promise<void> {
    await this.refundButton(index).click();
    await this.page.locator(s.refundAmount).waitFor();
  }

  /** What the amount field shows (the BRL mask, e.g. "R$ 100,00"), no-break spaces made plain. */
  async refundAmountText(): Promise<string> {
    return (await this.page.locator(s.refundAmount).inputValue()).replace(/\u00a0/g, ' ');
  }

  async fillRefund({ amount, reason }: Omit<RefundInput, 'index'>): Promise<void> {
    const field = this.page.locator(s.refundAmount);
    if (amount === null) await field.fill('');
    else if (amount !== undefined) await field.fill(String(Math.round(amount * 100)));
    await this.page.locator(s.refundReason).fill(reason);
  }

  async confirmRefund(): Promise<void> {
    await this.page.locator(s.refundConfirm).click();
  }

  /** Opens the dialog of the row, fills it and confirms (check the outcome with the expect helpers). */
  async refund({ index = 0, ...input }: RefundInput): Promise<void> {
    await this.openRefund(index);
    await this.fillRefund(input);
    await this.confirmRefund();
  }

  dialog(): Locator {
    return this.page.locator(s.dialog);
  }

  /** The amount field's error (or its hint when valid). */
  async refundAmountHelper(): Promise<string | null> {
    return describedHelperText(this.page.locator(s.refundAmount));
  }

  /** The reason field's error (a blank line when valid). */
  async refundReasonHelper(): Promise<string | null> {
    return describedHelperText(this.page.locator(s.refundReason));
  }

  /** The gateway's error shown in the dialog. */
  refundError(): Locator {
    return this.page.locator(s.refundError);
  }

  // —— refunds of a payment ——

  /** Expands a row and waits for its refunds (or "no refund yet"); answers the refund rows. */
  async showRefunds(index = 0): Promise<Locator> {
    await this.row(index).locator(s.expand).click();
    await this.page.locator(`${s.refundRows}, ${s.refundsEmpty}`).first().waitFor();
    return this.page.locator(s.refundRows);
  }

  // —— sandbox bank (development) ——

  /** The sandbox bank pays the row's pending PIX; waits until the button is gone (the payment refetched). */
  async sandboxPayPix(index = 0): Promise<void> {
    await this.clickAndWaitGone(this.sandboxPayPixButton(index));
  }

  /** The sandbox provider approves the row's card in analysis; waits until the buttons are gone. */
  async sandboxApprove(index = 0): Promise<void> {
    await this.clickAndWaitGone(this.sandboxApproveButton(index));
  }

  /** The sandbox provider refuses the row's card in analysis; waits until the buttons are gone. */
  async sandboxRefuse(index = 0): Promise<void> {
    await this.clickAndWaitGone(this.sandboxRefuseButton(index));
  }

  private async clickAndWaitGone(button: Locator): Promise<void> {
    const id = await button.locator('xpath=ancestor::tr[@data-payment-row]').getAttribute('data-payment-row');
    await button.click();
    if (id) await this.page.locator(`${s.rowById(id)} ${s.sandbox}`).waitFor({ state: 'detached' });
  }

  // —— expect helpers (they wait, and throw with what was seen) ——

  /** Waits until the row shows that status code. */
  async expectRowStatus(index: number, status: string, timeout = 10_000): Promise<void> {
    try {
      await this.row(index).locator(s.statusIs(status)).waitFor({ timeout });
    } catch {
      throw new Error(`payment row ${index}: expected status ${status}, saw ${await this.rowStatus(index).catch(() => 'no row')}`);
    }
  }

  /** Waits until the tab lists that many payments. */
  async expectRowCount(count: number, timeout = 10_000): Promise<void> {
    try {
      await this.page.waitForFunction(
        ([selector, expected]) => document.querySelectorAll(selector as string).length === expected,
        [s.row, count] as const,
        { timeout },
      );
    } catch {
      throw new Error(`expected ${count} payment rows, saw ${await this.rowCount()}`);
    }
  }

  /** Waits for the empty state ("No payment yet"). */
  async expectEmpty(timeout = 10_000): Promise<void> {
    await this.empty().waitFor({ timeout });
  }

  /** Waits until the row's refund button is shown (true) or absent (false). */
  async expectRefundButton(index: number, shown: boolean, timeout = 10_000): Promise<void> {
    await this.row(index).waitFor({ timeout });
    await this.refundButton(index).waitFor({ state: shown ? 'visible' : 'detached', timeout });
  }

  /** Waits until the row shows the sandbox bank's buttons (true) or none (false). */
  async expectSandbox(index: number, shown: boolean, timeout = 10_000): Promise<void> {
    await this.row(index).waitFor({ timeout });
    await this.row(index)
      .locator(s.sandbox)
      .waitFor({ state: shown ? 'visible' : 'detached', timeout });
  }

  /** Waits for a notification (containing the text, when given) and answers its text. */
  async expectNotification(text?: string, timeout = 10_000): Promise<string> {
    const notification = text ? this.page.locator(s.notification).filter({ hasText: text }).first() : this.notification();
    await notification.waitFor({ timeout });
    return ((await notification.textContent()) ?? '').trim();
  }

  /** Waits until the refund dialog has closed (a refund accepted). */
  async expectDialogClosed(timeout = 10_000): Promise<void> {
    await this.dialog().waitFor({ state: 'detached', timeout });
  }

  /** Waits for the gateway's error in the dialog and answers its text. */
  async expectRefundError(timeout = 10_000): Promise<string> {
    await this.refundError().waitFor({ timeout });
    return ((await this.refundError().textContent()) ?? '').trim();
  }
}
