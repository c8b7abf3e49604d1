import type { Locator, Page } from 'playwright-core';
import { tabTo } from '../keyboard';

/** Selector map of /personschedule: test ids and data attributes, never translated text. */
export const scheduleSelectors = {
  step: (step: string) => `[data-testid="schedule-step-${step}"]`,
  patientOption: (personId: string) => `[data-testid="patient-option-${personId}"] input`,
  specialtyOption: (code: string) => `[data-testid="specialty-option-${code}"] input`,
  day: (date: string) => `[data-testid="slot-day-${date}"]`,
  moreDays: '[data-testid="slot-more-days"]',
  times: '[data-testid="slot-times"] [data-testid="slot-time"]',
  time: (professionalId: string, startsAt: string) =>
    `[data-testid="slot-time"][data-professional-id="${professionalId}"][data-starts-at="${startsAt}"]`,
  slotUnavailable: '[data-testid="slot-unavailable"]',
  reason: 'textarea[name="reason"]',
  next: '[data-testid="step-next"]',
  summary: (key: string) => `[data-testid="booking-summary"] [data-testid="summary-${key}"] dd`,
  bookingError: '[data-testid="booking-error"]',
  /** The payment step's panel (card, PIX, pay on site), on screen from the step's first paint (while it loads too). */
  paymentNote: '[data-testid="payment-panel"]',
  protocol: '[data-testid="booking-protocol"]',
  finalRow: (key: string) => `[data-testid="booking-final"] [data-testid="summary-${key}"] dd`,
  unavailable: '[data-testid="schedule-unavailable"]',
} as const;

/** The schedule flow: one step at a time, as a patient goes through it. */
export class SchedulePage {
  constructor(readonly page: Page) {}

  static async open(page: Page, patientUrl: string): Promise<SchedulePage> {
    await page.goto(`${patientUrl}/personschedule`);
    const schedule = new SchedulePage(page);
    await schedule.locator(scheduleSelectors.step('patient')).waitFor();
    return schedule;
  }

  locator(selector: string): Locator {
    return this.page.locator(selector);
  }

  async next(expectedStep: string): Promise<void> {
    await this.locator(scheduleSelectors.next).click();
    await this.locator(scheduleSelectors.step(expectedStep)).waitFor();
  }

  /** For whom → specialty → day and time, stopping on the day-and-time step. */
  async toTimes(personId: string, specialty: string): Promise<void> {
    await this.locator(scheduleSelectors.patientOption(personId)).check();
    await this.next('specialty');
    await this.locator(scheduleSelectors.specialtyOption(specialty)).check();
    await this.next('slot');
    await this.locator(scheduleSelectors.times).first().waitFor();
  }

  /** Shows a day's times (opening the longer list of days when the day is not among the first ones). */
  async showDay(date: string): Promise<void> {
    const day = this.locator(scheduleSelectors.day(date));
    if (!(await day.isVisible()) && (await this.locator(scheduleSelectors.moreDays).isVisible())) {
      await this.locator(scheduleSelectors.moreDays).click();
    }
    await day.click();
    await this.locator(`${scheduleSelectors.day(date)}[aria-pressed="true"]`).waitFor();
  }

  /** The start instants offered on the shown day for a professional. */
  async offeredTimes(professionalId: string): Promise<string[]> {
    const times = this.locator(`${scheduleSelectors.times}[data-professional-id="${professionalId}"]`);
    return times.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-starts-at') ?? ''));
  }

  async chooseTime(professionalId: string, startsAt: string): Promise<void> {
    await this.locator(scheduleSelectors.time(professionalId, startsAt)).click();
    await this.locator(`${scheduleSelectors.time(professionalId, startsAt)}[aria-pressed="true"]`).waitFor();
  }

  /** Reason → exams (none) → the confirmation summary. */
  async toConfirm(reason: string): Promise<void> {
    await this.next('reason');
    await this.locator(scheduleSelectors.reason).fill(reason);
    await this.next('exams');
    await this.next('confirm');
  }

  summary(key: string): Locator {
    return this.locator(scheduleSelectors.summary(key));
  }

  /** Clicks Confirm (twice in a row when asked: a double click must book once). */
  async confirm({ doubleClick = false } = {}): Promise<void> {
    const button = this.locator(scheduleSelectors.next);
    if (doubleClick) await button.dblclick();
    else await button.click();
  }

  /** Waits for the booking's outcome: the payment step, or back on the times with "no longer available". */
  async outcome(): Promise<'booked' | 'slotGone'> {
    const booked = this.locator(scheduleSelectors.step('payment'));
    const gone = this.locator(scheduleSelectors.slotUnavailable);
    await booked.or(gone).waitFor();
    return (await booked.isVisible()) ? 'booked' : 'slotGone';
  }

  /** Presses Tab until the element matching the selector has the focus (the keyboard-only way to reach it). */
  tabTo(selector: string, max = 80): Promise<void> {
    return tabTo(this.page, selector, max);
  }

  /** The text of the element that has the focus. */
  focusedText(): Promise<string> {
    return this.page.evaluate(() => document.activeElement?.textContent ?? '');
  }

  /** Payment (nothing chosen: paying is optional there) → the final screen; answers the protocol number shown. */
  async finish(): Promise<string> {
    await this.next('final');
    return (await this.locator(scheduleSelectors.protocol).textContent()) ?? '';
  }
}
