import type { Locator, Page } from 'playwright-core';

/** Selector map of the patient's health record (/profile/person/ehr/:id): test ids only. */
export const healthRecordSelectors = {
  accountMenu: '[data-testid="account-menu"]',
  accountHealthRecord: '[data-testid="account-health-record"]',
  homeAction: '[data-testid="home-action-healthRecord"]',
  page: '[data-testid="health-record-page"]',
  person: '[data-testid="record-person"]',
  type: (type: string) => `[data-testid="record-type-${type}"]`,
  from: '[data-testid="record-from"]',
  to: '[data-testid="record-to"]',
  professional: '[data-testid="record-professional"]',
  clear: '[data-testid="record-clear"]',
  total: '[data-testid="record-total"]',
  empty: '[data-testid="record-empty"]',
  list: '[data-testid="record-list"]',
  item: '[data-testid="record-list"] [data-testid="history-item"]',
  itemTitle: '[data-testid="history-item-title"]',
  itemBy: '[data-testid="history-item-by"]',
  itemLink: '[data-testid="history-item-link"]',
  itemUrl: '[data-testid="history-item-url"]',
} as const;

const S = healthRecordSelectors;

export type RecordItem = { type: string; title: string; by: string | null };

/** The patient's health record: opened from the account menu, filtered, switched to a dependent. */
export class HealthRecordPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page): Promise<HealthRecordPage> {
    await page.locator(S.accountMenu).click();
    await page.locator(S.accountHealthRecord).click();
    const record = new HealthRecordPage(page);
    await record.loaded();
    return record;
  }

  /** Waits for the page and its first answer (the total is shown, the list or the empty state). */
  async loaded(): Promise<void> {
    await this.page.locator(S.page).waitFor();
    await this.page.locator(`${S.list}, ${S.empty}`).first().waitFor();
  }

  title(): Promise<string | null> {
    return this.page.locator(`${S.page} h1`).textContent();
  }

  async items(): Promise<RecordItem[]> {
    await this.page.locator(S.list).waitFor();
    return this.page.locator(S.item).evaluateAll(
      (nodes, sel) =>
        nodes.map((node) => ({
          type: node.getAttribute('data-type') ?? '',
          title: node.querySelector(sel.title)?.textContent ?? '',
          by: node.querySelector(sel.by)?.textContent ?? null,
        })),
      { title: S.itemTitle, by: S.itemBy },
    );
  }

  /** Turns a type chip on (or off) and waits for the list to show only what was asked. */
  async toggleType(type: string): Promise<void> {
    await this.page.locator(S.type(type)).click();
    await this.page.waitForFunction(
      ([item, t]) => {
        const all = Array.from(document.querySelectorAll(item));
        return all.length > 0 && all.every((n) => n.getAttribute('data-type') === t);
      },
      [S.item, type] as const,
    );
  }

  async period(from: string, to: string): Promise<void> {
    await this.page.locator(S.from).fill(from);
    await this.page.locator(S.to).fill(to);
  }

  empty(): Locator {
    return this.page.locator(S.empty);
  }

  async clear(): Promise<void> {
    await this.page.locator(S.clear).click();
    await this.page.locator(S.list).waitFor();
  }

  /** Switches to another person's record (the patient or a dependent), by name, and waits for its title. */
  async switchTo(name: string, title: string): Promise<void> {
    await this.page.locator(S.person).selectOption({ label: name });
    await this.page.locator(`${S.page} h1`, { hasText: title }).waitFor();
    await this.loaded();
  }

  /** Opens an item's detail (its appointment), by the item's title. */
  async openItem(title: string): Promise<void> {
    await this.page
      .locator(S.item)
      .filter({ has: this.page.locator(S.itemTitle, { hasText: title }) })
      .first()
      .locator(S.itemLink)
      .click();
  }

  /** A shared link's entry, by its title: where it leads and how it opens (target, rel), its summary. */
  async sharedLink(title: string): Promise<{ href: string | null; target: string | null; rel: string | null; summary: string }> {
    const item = this.page
      .locator(S.item)
      .filter({ has: this.page.locator(S.itemUrl, { hasText: title }) })
      .first();
    const anchor = item.locator(S.itemUrl);
    return {
      href: await anchor.getAttribute('href'),
      target: await anchor.getAttribute('target'),
      rel: await anchor.getAttribute('rel'),
      summary: (await item.getByTestId('history-item-summary').textContent()) ?? '',
    };
  }
}
