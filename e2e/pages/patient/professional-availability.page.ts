import type { Locator, Page } from 'playwright-core';
import { fillDate, fillTime } from '../picker-input';

type RowKind = 'weekly' | 'extra' | 'blocked';

/** The input id of a field path, as the screen builds it: "blocked.0.date" → "#schedule-blocked-0-date". */
const fieldSelector = (path: string) => `#schedule-${path.replaceAll('.', '-')}`;

/** Selector map of "my availability" (/schedule_availability/:id): ids by the service's field paths, test ids. */
export const availabilitySelectors = {
  root: '[data-testid="schedule-availability"]',
  heading: '[data-testid="schedule-availability"] h1',
  field: fieldSelector,
  helperText: (path: string) => `${fieldSelector(path)}-helper-text`,
  rows: (kind: RowKind) => `[data-testid="schedule-${kind}"] [data-testid="${kind === 'weekly' ? 'weekly' : 'exception'}-row"]`,
  add: (kind: RowKind) => `[data-testid="schedule-${kind}-add"]`,
  save: '[data-testid="schedule-save"]',
  feedback: '[data-testid="schedule-feedback"]',
  calendarDay: (date: string) => `[data-testid="calendar-day"][data-date="${date}"]`,
  calendarDays: '[data-testid="calendar-day"]',
  accessDenied: '[data-testid="access-denied"]',
} as const;

/** The doctor's availability: rows by kind and position, their inputs and errors, Save, the next days' calendar. */
export class ProfessionalAvailabilityPage {
  constructor(readonly page: Page) {}

  /** Opens /schedule_availability/:id and waits for the form, or for "Access Denied". */
  static async open(page: Page, patientUrl: string, professionalId: string): Promise<ProfessionalAvailabilityPage> {
    await page.goto(`${patientUrl}/schedule_availability/${professionalId}`);
    const availability = new ProfessionalAvailabilityPage(page);
    await page.locator(`${availabilitySelectors.save}, ${availabilitySelectors.accessDenied}`).first().waitFor();
    return availability;
  }

  heading(): Locator {
    return this.page.locator(availabilitySelectors.heading);
  }

  accessDenied(): Locator {
    return this.page.locator(availabilitySelectors.accessDenied);
  }

  form(): Locator {
    return this.page.locator(availabilitySelectors.save);
  }

  field(path: string): Locator {
    return this.page.locator(availabilitySelectors.field(path));
  }

  helperText(path: string): Locator {
    return this.page.locator(availabilitySelectors.helperText(path));
  }

  feedback(): Locator {
    return this.page.locator(availabilitySelectors.feedback);
  }

  calendarDay(date: string): Locator {
    return this.page.locator(availabilitySelectors.calendarDay(date));
  }

  async rowCount(kind: RowKind): Promise<number> {
    return this.page.locator(availabilitySelectors.rows(kind)).count();
  }

  /** Adds a row at the end and answers its position (a new date row is all day, on tomorrow). */
  async addRow(kind: RowKind): Promise<number> {
    const index = await this.rowCount(kind);
    await this.page.locator(availabilitySelectors.add(kind)).click();
    await this.field(`${kind}.${index}.${kind === 'weekly' ? 'day' : 'date'}`).waitFor();
    return index;
  }

  /** Removes the row at a position (its only icon button). */
  async removeRow(kind: RowKind, index: number): Promise<void> {
    await this.page.locator(availabilitySelectors.rows(kind)).nth(index).getByRole('button').click();
  }

  async chooseDay(index: number, day: number): Promise<void> {
    await this.field(`weekly.${index}.day`).selectOption(String(day));
  }

  /** Whether a row's input is marked invalid: on a date or time picker, its group of sections carries the mark. */
  async ariaInvalid(path: string): Promise<string | null> {
    const field = this.field(path);
    const picker = field.locator('xpath=ancestor::div[contains(@class,"MuiPickersInputBase-root")][1]');
    return (await picker.count()) > 0 ? picker.getAttribute('aria-invalid') : field.getAttribute('aria-invalid');
  }

  /** Types a row's date (`yyyy-MM-dd`) or time (`HH:mm`) as a person does, in the page's language. */
  async fill(path: string, value: string): Promise<void> {
    await (path.endsWith('.date') ? fillDate(this.field(path), value) : fillTime(this.field(path), value));
  }

  async setAllDay(prefix: string, allDay: boolean): Promise<void> {
    await this.field(`${prefix}.allDay`).setChecked(allDay);
  }

  /** A weekly window: the weekday and start–end. */
  async addWeekly(day: number, start: string, end: string): Promise<number> {
    const i = await this.addRow('weekly');
    await this.chooseDay(i, day);
    await this.fill(`weekly.${i}.start`, start);
    await this.fill(`weekly.${i}.end`, end);
    return i;
  }

  /** An extra or blocked date, all day or with times. */
  async addException(kind: 'extra' | 'blocked', date: string, window: 'allDay' | { start: string; end: string }): Promise<number> {
    const i = await this.addRow(kind);
    await this.fill(`${kind}.${i}.date`, date);
    if (window !== 'allDay') {
      await this.setAllDay(`${kind}.${i}`, false);
      await this.fill(`${kind}.${i}.start`, window.start);
      await this.fill(`${kind}.${i}.end`, window.end);
    }
    return i;
  }

  async save(): Promise<void> {
    await this.page.locator(availabilitySelectors.save).click();
  }
}
