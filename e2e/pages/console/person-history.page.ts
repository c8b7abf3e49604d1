import type { Locator, Page } from 'playwright-core';

/** Selector map of a person's history tab: data attributes and tab links, never translated text. */
export const personHistorySelectors = {
  tab: 'a[role="tab"][href$="/show/history"]',
  root: '[data-testid="person-history"]',
  row: '[data-testid="person-history"] tr[data-history-row]',
  rowType: '[data-testid="person-history"] tr[data-history-row] [data-history-type]',
  rowTitle: '[data-testid="person-history"] tr[data-history-row] [data-history-title]',
  header: '[data-testid="person-history"] thead th',
  filter: (type: string) => `[data-testid="person-history"] [data-history-filter="${type}"]`,
  dialog: '[data-testid="history-item"]',
  dialogType: '[data-testid="history-item"] [data-history-type]',
  dialogLabel: (key: string) => `[data-testid="history-item"] [data-content="${key}"] dt`,
  dialogValue: (key: string) => `[data-testid="history-item"] [data-content="${key}"] dd`,
  close: '[data-testid="history-item-close"]',
} as const;

/** The history tab of /persons/{id}/show: rows, type filter, the item dialog. */
export class PersonHistoryPage {
  constructor(private readonly page: Page) {}

  tab(): Locator {
    return this.page.locator(personHistorySelectors.tab);
  }

  async open(): Promise<void> {
    await this.tab().click();
    await this.page.waitForURL((url) => url.hash.endsWith('/show/history'));
    await this.page.locator(personHistorySelectors.row).first().waitFor();
  }

  /** The type codes of the rows shown, in order. */
  async types(): Promise<string[]> {
    const chips = this.page.locator(personHistorySelectors.rowType);
    return Promise.all((await chips.all()).map(async (chip) => (await chip.getAttribute('data-history-type')) ?? ''));
  }

  async typeLabels(): Promise<string[]> {
    return this.page.locator(personHistorySelectors.rowType).allTextContents();
  }

  async titles(): Promise<string[]> {
    return this.page.locator(personHistorySelectors.rowTitle).allTextContents();
  }

  async headers(): Promise<string[]> {
    return this.page.locator(personHistorySelectors.header).allTextContents();
  }

  /** Toggles one type of the filter (ALL clears it). */
  async toggleFilter(type: string): Promise<void> {
    await this.page.locator(personHistorySelectors.filter(type)).click();
  }

  filterChip(type: string): Locator {
    return this.page.locator(personHistorySelectors.filter(type));
  }

  /** Opens the item whose title starts with the given text and waits for its content. */
  async openItem(titleStart: string): Promise<void> {
    await this.page.locator(personHistorySelectors.row).filter({ hasText: titleStart }).first().click();
    await this.page.locator(personHistorySelectors.dialog).waitFor();
    await this.page.locator(`${personHistorySelectors.dialog} [data-content]`).first().waitFor();
  }

  async dialogType(): Promise<string> {
    return (await this.page.locator(personHistorySelectors.dialogType).textContent()) ?? '';
  }

  async contentLabel(key: string): Promise<string> {
    return (await this.page.locator(personHistorySelectors.dialogLabel(key)).textContent()) ?? '';
  }

  async contentValue(key: string): Promise<string> {
    return (await this.page.locator(personHistorySelectors.dialogValue(key)).textContent()) ?? '';
  }

  async closeItem(): Promise<void> {
    await this.page.locator(personHistorySelectors.close).click();
    await this.page.locator(personHistorySelectors.dialog).waitFor({ state: 'detached' });
  }
}
