import type { Locator, Page } from 'playwright-core';

/** Selector map of the doctor's patient history (/professional/ehr): test ids only. */
export const professionalEhrSelectors = {
  page: '[data-testid="professional-ehr"]',
  patientInput: '[data-testid="ehr-patient-input"]',
  patientOption: '[data-testid="ehr-patient-option"]',
  history: '[data-testid="patient-history"]',
  /** The history once its query has answered (aria-busy while a change is on its way). */
  settled: '[data-testid="patient-history"][aria-busy="false"]',
  filters: '[data-testid="record-filters"]',
  type: (type: string) => `[data-testid="record-type-${type}"]`,
  from: '[data-testid="record-from"]',
  to: '[data-testid="record-to"]',
  professional: '[data-testid="record-professional"]',
  clear: '[data-testid="record-clear"]',
  total: '[data-testid="history-total"]',
  empty: '[data-testid="history-empty"]',
  list: '[data-testid="history-list"]',
  pagination: '[data-testid="history-pagination"]',
  item: '[data-testid="history-list"] [data-testid="history-item"]',
  itemTitle: '[data-testid="history-item-title"]',
  itemBy: '[data-testid="history-item-by"]',
} as const;

const S = professionalEhrSelectors;

export type EhrItem = { type: string; title: string; by: string | null };

/** The doctor's patient history: a patient chosen by name, then filtered like the patient's own record. */
export class ProfessionalEhrPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, patientUrl: string): Promise<ProfessionalEhrPage> {
    await page.goto(`${patientUrl}/professional/ehr`);
    await page.locator(S.page).waitFor();
    return new ProfessionalEhrPage(page);
  }

  /** Chooses a patient by name and waits for their history's first answer. */
  async choosePatient(name: string): Promise<void> {
    await this.page.locator(S.patientInput).fill(name);
    await this.page.locator(S.patientOption).filter({ hasText: name }).first().click();
    await this.loaded();
  }

  /** Waits for the filters and the answer to the last change: the list or the empty state. */
  async loaded(): Promise<void> {
    await this.page.locator(S.filters).waitFor();
    await this.page.locator(S.settled).waitFor();
    await this.page.locator(`${S.list}, ${S.empty}`).first().waitFor();
  }

  async items(): Promise<EhrItem[]> {
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

  /** Turns a type chip on and waits for the list to show only what was asked. */
  async toggleType(type: string): Promise<void> {
    await this.page.locator(S.type(type)).click();
    await this.page.locator(`${S.type(type)}[aria-pressed="true"]`).waitFor();
    await this.loaded();
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
    await this.loaded();
  }

  /** Chooses a professional of the filter by the start of their option's text; waits for a list of only theirs. */
  async professional(name: string): Promise<void> {
    const select = this.page.locator(S.professional);
    const label = await select
      .locator('option')
      .evaluateAll((options, n) => options.map((o) => o.textContent ?? '').find((text) => text.startsWith(n)), name);
    if (!label) throw new Error(`no professional option for ${name}`);
    await select.selectOption({ label });
    await this.loaded();
    await this.page.waitForFunction(
      ([item, by, n]) => {
        const all = Array.from(document.querySelectorAll(item));
        return all.length > 0 && all.every((node) => node.querySelector(by)?.textContent?.includes(n));
      },
      [S.item, S.itemBy, name] as const,
    );
  }

  empty(): Locator {
    return this.page.locator(S.empty);
  }

  total(): Locator {
    return this.page.locator(S.total);
  }

  pagination(): Locator {
    return this.page.locator(S.pagination);
  }

  async clear(): Promise<void> {
    await this.page.locator(S.clear).click();
    await this.page.locator(`${S.clear}[disabled]`).waitFor();
    await this.loaded();
  }
}
