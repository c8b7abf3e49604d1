import type { Locator, Page } from 'playwright-core';
import { AppointmentShowPage, appointmentShowSelectors } from './appointment-show.page';
import { describedHelperText } from './console-form.page';

/** Selector map of the reception's toolbar on an appointment's page and its dialogs: test ids, never translated text. */
export const appointmentReceptionSelectors = {
  toolbar: '[data-testid="appointment-actions"]',
  action: (name: string) => `[data-testid="action-${name}"]`,
  dialog: '.MuiDialog-root[role="presentation"]:has([role="dialog"])',
  dialogTitle: '.MuiDialog-root [role="dialog"] h2',
  arrivedAt: '[data-testid="appointment-arrived-at"]',
  assistant: '[data-testid="appointment-assistant"]',
  noShowConfirm: '[data-testid="no-show-confirm"]',
  cancelReason: '[data-testid="cancel-reason"]',
  cancelConfirm: '[data-testid="cancel-confirm"]',
  onSiteMethod: (method: string) => `[data-testid="on-site-method-${method}"]`,
  onSiteReceipt: '[data-testid="on-site-receipt"]',
  onSiteAmount: '[data-testid="on-site-amount"]',
  onSiteConfirm: '[data-testid="on-site-confirm"]',
  onSiteError: '[data-testid="on-site-error"]',
  rescheduleDate: '[data-testid="reschedule-date"]',
  rescheduleSlot: '[data-testid="reschedule-slot"]',
  rescheduleConfirm: '[data-testid="reschedule-confirm"]',
  rescheduleSlotError: '[data-testid="reschedule-slot-error"]',
  resend: (kind: string) => `[data-testid="resend-${kind}"]`,
  resendMenu: '[role="menu"]:has([data-testid^="resend-"])',
  assistantSelect: '[data-testid="assistant-select"]',
  assistantOption: '[data-testid="assistant-option"]',
  assistantConfirm: '[data-testid="assistant-confirm"]',
  assistantRemove: '[data-testid="assistant-remove"]',
  notification: '.MuiSnackbarContent-message',
} as const;

const s = appointmentReceptionSelectors;
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').trim();

export type OnSitePayment = {
  method: 'CASH' | 'CARD_MACHINE' | 'PIX';
  receipt: string /** In reais; left out keeps the price. */;
  amount?: number;
};

/** /appointments/{id}/show with the reception's actions: the toolbar, its dialogs, and the fields they change. */
export class AppointmentReceptionPage {
  constructor(
    readonly page: Page,
    readonly show: AppointmentShowPage,
  ) {}

  static async open(page: Page, consoleUrl: string, appointmentId: string): Promise<AppointmentReceptionPage> {
    await page.goto(`${consoleUrl}/#/appointments/${encodeURIComponent(appointmentId)}/show`);
    const show = await AppointmentShowPage.ready(page);
    return new AppointmentReceptionPage(page, show);
  }

  toolbar(): Locator {
    return this.page.locator(s.toolbar);
  }

  action(name: 'arrived' | 'on-site-payment' | 'reschedule' | 'assistant' | 'resend' | 'no-show' | 'cancel'): Locator {
    return this.page.locator(s.action(name));
  }

  /** The labels of the toolbar's buttons, in order. */
  async actionLabels(): Promise<string[]> {
    await this.toolbar().waitFor();
    return (await this.toolbar().locator('button').allTextContents()).map((t) => t.trim());
  }

  dialog(): Locator {
    return this.page.locator(s.dialog);
  }

  async dialogTitle(): Promise<string> {
    return plain(await this.page.locator(s.dialogTitle).textContent());
  }

  /** The status code and text of the chip (it waits for the code when given). */
  async expectStatus(code: string, timeout = 10_000): Promise<string> {
    await this.page.locator(`${appointmentShowSelectors.statusChip}[data-status="${code}"]`).first().waitFor({ timeout });
    return (await this.show.status()).text.trim();
  }

  async arrivedAt(): Promise<string> {
    return plain(await this.page.locator(s.arrivedAt).textContent());
  }

  /** Waits for a notification containing the text and answers its text. */
  async expectNotification(text: string, timeout = 10_000): Promise<string> {
    const notification = this.page.locator(s.notification).filter({ hasText: text }).first();
    await notification.waitFor({ timeout });
    return plain(await notification.textContent());
  }

  // —— no-show ——

  async openNoShow(): Promise<void> {
    await this.action('no-show').click();
    await this.page.locator(s.noShowConfirm).waitFor();
  }

  async confirmNoShow(): Promise<void> {
    await this.page.locator(s.noShowConfirm).click();
    await this.dialog().waitFor({ state: 'detached' });
  }

  // —— cancel ——

  async openCancel(): Promise<void> {
    await this.action('cancel').click();
    await this.page.locator(s.cancelReason).waitFor();
  }

  async confirmCancel(reason?: string): Promise<void> {
    if (reason !== undefined) await this.page.locator(s.cancelReason).fill(reason);
    await this.page.locator(s.cancelConfirm).click();
  }

  async cancelReasonHelper(): Promise<string> {
    return plain(await describedHelperText(this.page.locator(s.cancelReason)));
  }

  // —— on-site payment ——

  async openOnSitePayment(): Promise<void> {
    await this.action('on-site-payment').click();
    await this.page.locator(s.onSiteReceipt).waitFor();
  }

  async onSiteAmountText(): Promise<string> {
    return plain(await this.page.locator(s.onSiteAmount).inputValue());
  }

  async fillOnSitePayment({ method, receipt, amount }: OnSitePayment): Promise<void> {
    await this.page.locator(s.onSiteMethod(method)).check();
    await this.page.locator(s.onSiteReceipt).fill(receipt);
    if (amount !== undefined) await this.page.locator(s.onSiteAmount).fill(String(Math.round(amount * 100)));
  }

  async confirmOnSitePayment(): Promise<void> {
    await this.page.locator(s.onSiteConfirm).click();
  }

  async onSiteReceiptHelper(): Promise<string> {
    return plain(await describedHelperText(this.page.locator(s.onSiteReceipt)));
  }

  async onSiteAmountHelper(): Promise<string> {
    return plain(await describedHelperText(this.page.locator(s.onSiteAmount)));
  }

  async assistant(): Promise<string> {
    return plain(await this.page.locator(s.assistant).textContent());
  }

  // —— resend ——

  /** Opens the Resend menu and answers its items' labels. */
  async openResend(): Promise<string[]> {
    await this.action('resend').click();
    const menu = this.page.locator(s.resendMenu);
    await menu.waitFor();
    return (await menu.locator('[role="menuitem"]').allTextContents()).map((t) => t.trim());
  }

  async resend(kind: 'CONFIRMATION' | 'ROOM' | 'PAYMENT'): Promise<void> {
    await this.page.locator(s.resend(kind)).click();
  }

  // —— assistant physician ——

  /** Opens the dialog and the select; answers the professionals offered. */
  async openAssistant(): Promise<string[]> {
    await this.action('assistant').click();
    await this.page.locator(s.assistantSelect).click();
    await this.page.locator(s.assistantOption).first().waitFor();
    return (await this.page.locator(s.assistantOption).allTextContents()).map((t) => t.trim());
  }

  async chooseAssistant(name: string): Promise<void> {
    await this.page.locator(s.assistantOption).filter({ hasText: name }).first().click();
    await this.page.locator(s.assistantConfirm).click();
    await this.dialog().waitFor({ state: 'detached' });
  }

  async removeAssistant(): Promise<void> {
    await this.action('assistant').click();
    await this.page.locator(s.assistantRemove).click();
    await this.dialog().waitFor({ state: 'detached' });
  }

  // —— reschedule ——

  async openReschedule(): Promise<void> {
    await this.action('reschedule').click();
    await this.page.locator(s.rescheduleDate).waitFor();
  }

  /** Sets the day (YYYY-MM-DD) and waits for its free times (answers their starts, "HH:MM"). */
  async rescheduleDay(date: string): Promise<string[]> {
    await this.page.locator(s.rescheduleDate).fill(date);
    const slot = this.page.locator(s.rescheduleSlot).first();
    await slot.waitFor();
    return (await this.page.locator(s.rescheduleSlot).allTextContents()).map((t) => t.trim());
  }

  async pickSlot(start: string): Promise<void> {
    await this.page.locator(`${s.rescheduleSlot}[data-start="${start}"]`).click();
  }

  async confirmReschedule(): Promise<void> {
    await this.page.locator(s.rescheduleConfirm).click();
  }

  async rescheduleSlotError(): Promise<string> {
    return plain(await this.page.locator(s.rescheduleSlotError).textContent());
  }
}
