import type { Locator, Page } from 'playwright-core';
import { consoleFormSelectors, describedHelperText } from './console-form.page';

/** Selector map of the screening pages: input names (questions.0.textEn …), data attributes and react-admin classes. */
export const screeningSelectors = {
  input: (field: string) => `[name="${field}"]`,
  showField: (source: string) => `.ra-field-${source}`,
  question: '[data-question]',
  questionEn: '[data-testid="question-en"]',
  questionPt: '[data-testid="question-pt"]',
  redFlagOption: '[data-red-flag="true"]',
  kindChip: '.MuiChip-root >> nth=0',
} as const;

/** The screening edit form: questions are an array input, one line per question, options nested in it. */
export class ScreeningFormPage {
  constructor(private readonly page: Page) {}

  static async openEdit(page: Page, consoleUrl: string, id: string): Promise<ScreeningFormPage> {
    await page.goto(`${consoleUrl}/#/screenings/${id}`);
    const form = new ScreeningFormPage(page);
    await form.input('questions.0.textEn').waitFor();
    return form;
  }

  input(field: string): Locator {
    return this.page.locator(screeningSelectors.input(field)).first();
  }

  /** The helper line of an input (its error once invalid). */
  helperText(field: string): Promise<string | null> {
    return describedHelperText(this.input(field));
  }

  async fill(field: string, value: string): Promise<void> {
    await this.input(field).fill(value);
  }

  /** Flips a switch (BooleanInput), e.g. an option's red flag. */
  async toggle(field: string): Promise<void> {
    await this.input(field).click();
  }

  async save(): Promise<void> {
    await this.page.locator(consoleFormSelectors.save).click();
  }
}

/** The show page of a questionnaire. */
export class ScreeningShowPage {
  constructor(private readonly page: Page) {}

  static async waitFor(page: Page): Promise<ScreeningShowPage> {
    await page.waitForURL((url) => /#\/screenings\/[^/]+\/show/.test(url.hash));
    const show = new ScreeningShowPage(page);
    await page.locator(screeningSelectors.question).first().waitFor();
    return show;
  }

  static async open(page: Page, consoleUrl: string, id: string): Promise<ScreeningShowPage> {
    await page.goto(`${consoleUrl}/#/screenings/${id}/show`);
    return ScreeningShowPage.waitFor(page);
  }

  field(source: string): Locator {
    return this.page.locator(screeningSelectors.showField(source)).first();
  }

  question(index: number): Locator {
    return this.page.locator(screeningSelectors.question).nth(index);
  }

  async questionTexts(index: number): Promise<{ pt: string | null; en: string | null }> {
    const q = this.question(index);
    return {
      pt: await q.locator(screeningSelectors.questionPt).textContent(),
      en: await q.locator(screeningSelectors.questionEn).textContent(),
    };
  }

  async redFlags(index: number): Promise<number> {
    return this.question(index).locator(screeningSelectors.redFlagOption).count();
  }

  async kindText(index: number): Promise<string | null> {
    return this.question(index).locator('.MuiChip-root').first().textContent();
  }
}
