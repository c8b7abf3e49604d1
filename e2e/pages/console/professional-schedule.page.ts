import type { Locator, Page } from 'playwright-core';
import { ConsoleFormPage, consoleFormSelectors } from './console-form.page';

type List = 'weekly' | 'extra' | 'blocked';

/** Selector map of a professional's availability tab and its edit page, beside the form's (console-form.page.ts). */
export const professionalScheduleSelectors = {
  tab: '[data-testid="professional-schedule"]',
  weekDay: (day: number) => `[data-testid="week-day-${day}"]`,
  exceptions: (kind: 'extra' | 'blocked') => `[data-testid="schedule-${kind}"] [data-date]`,
  skipHolidays: '[data-testid="schedule-skip-holidays"]',
  nextDays: '[data-testid="schedule-next-days"] tr[data-date]',
  editLink: '[data-testid="professional-schedule"] a[href*="professionalSchedules"]',
  add: (list: List) => `.button-add-${list}`,
  select: (field: string) => `.MuiInputBase-root:has(> input[name="${field}"]) [role="combobox"]`,
  helperText: (field: string) => `.MuiFormControl-root:has(> .MuiInputBase-root input[name="${field}"]) .MuiFormHelperText-root`,
  switchHelper: (field: string) => `.MuiFormControl-root:has(input[type="checkbox"][name="${field}"]) .MuiFormHelperText-root`,
  switch: (field: string) => `input[type="checkbox"][name="${field}"]`,
} as const;

const s = professionalScheduleSelectors;

/** A professional's "Availability" tab (show page, path "availability") and the edit page it links to. */
export class ProfessionalSchedulePage extends ConsoleFormPage {
  static async open(page: Page, consoleUrl: string, professionalId: string): Promise<ProfessionalSchedulePage> {
    await page.goto(`${consoleUrl}/#/professionals/${encodeURIComponent(professionalId)}/show/availability`);
    const schedule = new ProfessionalSchedulePage(page);
    await page.locator(s.tab).waitFor();
    return schedule;
  }

  static async openEdit(page: Page, consoleUrl: string, professionalId: string): Promise<ProfessionalSchedulePage> {
    await page.goto(`${consoleUrl}/#/professionalSchedules/${encodeURIComponent(professionalId)}`);
    const schedule = new ProfessionalSchedulePage(page);
    await page.locator(s.switch('skipHolidays')).waitFor({ state: 'attached' });
    return schedule;
  }

  tab(): Locator {
    return this.page.locator(s.tab);
  }

  /** The windows shown for a weekday (0 = Sunday), as text. */
  weekDay(day: number): Locator {
    return this.page.locator(s.weekDay(day));
  }

  exceptionDates(kind: 'extra' | 'blocked'): Promise<Array<string | null>> {
    return this.page.locator(s.exceptions(kind)).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-date')));
  }

  exception(kind: 'extra' | 'blocked', date: string): Locator {
    return this.page.locator(`[data-testid="schedule-${kind}"] [data-date="${date}"]`);
  }

  skipHolidays(): Locator {
    return this.page.locator(s.skipHolidays);
  }

  nextDay(date: string): Locator {
    return this.page.locator(`[data-testid="schedule-next-days"] tr[data-date="${date}"]`);
  }

  async openEditFromTab(): Promise<void> {
    await this.page.locator(s.editLink).click();
    await this.page.waitForURL((url) => /#\/professionalSchedules\/[^/]+$/.test(url.hash));
    await this.page.locator(s.switch('skipHolidays')).waitFor({ state: 'attached' });
  }

  /** Adds a row to a list; returns its index. */
  async addRow(list: List): Promise<number> {
    const before = await this.page.locator(`input[name^="${list}."][name$=".allDay"]`).count();
    await this.page.locator(s.add(list)).click();
    await this.page.locator(s.switch(`${list}.${before}.allDay`)).waitFor({ state: 'attached' });
    return before;
  }

  async chooseDay(index: number, day: number): Promise<void> {
    await this.page.locator(s.select(`weekly.${index}.day`)).click();
    await this.page.locator(consoleFormSelectors.option(String(day))).click();
    await this.page.locator(consoleFormSelectors.listbox).waitFor({ state: 'detached' });
  }

  /** A weekly window: day, start and end. */
  async addWeekly(day: number, start: string, end: string): Promise<number> {
    const i = await this.addRow('weekly');
    await this.chooseDay(i, day);
    await this.fill(`weekly.${i}.start`, start);
    await this.fill(`weekly.${i}.end`, end);
    return i;
  }

  /** An extra or blocked date, all day or from start to end. */
  async addException(list: 'extra' | 'blocked', date: string, window: { start: string; end: string } | 'allDay'): Promise<number> {
    const i = await this.addRow(list);
    await this.fill(`${list}.${i}.date`, date);
    if (window === 'allDay') await this.page.locator(s.switch(`${list}.${i}.allDay`)).check();
    else {
      await this.fill(`${list}.${i}.start`, window.start);
      await this.fill(`${list}.${i}.end`, window.end);
    }
    return i;
  }

  override helperText(field: string): Locator {
    return this.page.locator(s.helperText(field)).first();
  }

  switchHelper(field: string): Locator {
    return this.page.locator(s.switchHelper(field)).first();
  }
}
