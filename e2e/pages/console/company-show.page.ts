import type { Locator, Page } from 'playwright-core';

/** Selector map of a company's show page (react-admin's TabbedShowLayout): fields by their source class, tabs by href. */
export const companyShowSelectors = {
  tabs: '.RaShow-main [role="tablist"]',
  tab: (path: string) => `.RaShow-main a[role="tab"][href$="${path}"]`,
  /** The fields of the tab shown: react-admin's Labeled wraps each with the class ra-field-<source>. */
  field: (source: string) => `.RaShow-main .ra-field-${source}`,
  labeledFields: '.RaShow-main .ra-field',
  representative: '[data-testid="company-representative"]',
  emptyText: '.RaShow-main [data-testid="empty-text"]',
} as const;

/** /companies/{id}/show: its tabs and what each field shows. */
export class CompanyShowPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, consoleUrl: string, companyId: string, tab = ''): Promise<CompanyShowPage> {
    await page.goto(`${consoleUrl}/#/companies/${companyId}/show${tab ? `/${tab}` : ''}`);
    await page.locator(companyShowSelectors.tabs).waitFor();
    return new CompanyShowPage(page);
  }

  field(source: string): Locator {
    return this.page.locator(companyShowSelectors.field(source)).first();
  }

  /** The value under a field's label: the field's text without its label. */
  async value(source: string): Promise<string> {
    const field = this.field(source);
    await field.waitFor();
    return field.evaluate((el) => {
      const label = el.querySelector('.RaLabeled-label')?.textContent ?? '';
      return (el.textContent ?? '').slice(label.length).trim();
    });
  }

  /** Every labelled field of the tab shown, with the text under its label (to find a label without a value). */
  labelledValues(): Promise<Array<{ label: string; value: string }>> {
    return labelledValues(this.page);
  }

  representative(): Locator {
    return this.page.locator(companyShowSelectors.representative);
  }

  async openTab(path: string): Promise<void> {
    await this.page.locator(companyShowSelectors.tab(path)).click();
    await this.page.waitForURL((url) => url.hash.endsWith(path));
  }

  emptyText(): Locator {
    return this.page.locator(companyShowSelectors.emptyText);
  }
}

/**
 * Every labelled field of a show page's tab (react-admin's Labeled, class ra-field), with what shows under its label: its
 * text, or "[icon]" for a field drawn as an icon (a boolean) or an image.
 */
export async function labelledValues(page: Page): Promise<Array<{ label: string; value: string }>> {
  await page.locator(companyShowSelectors.labeledFields).first().waitFor();
  return page.locator(companyShowSelectors.labeledFields).evaluateAll((fields) =>
    fields.map((el) => {
      const label = el.querySelector('.RaLabeled-label')?.textContent ?? '';
      const drawn = el.querySelector('svg, img, .MuiAvatar-root') !== null;
      return { label, value: `${(el.textContent ?? '').slice(label.length).trim()}${drawn ? '[icon]' : ''}` };
    }),
  );
}
