import type { Page } from 'playwright-core';
import { ConsoleFormPage } from './console-form.page';

/** Selector map of the company show page, beside the form's (console-form.page.ts): react-admin class names. */
export const companyEditSelectors = {
  editButton: 'a.RaEditButton-root',
} as const;

/** A company's edit form, reached from its show page. */
export class CompanyEditPage extends ConsoleFormPage {
  /** From a company's show page, follows its Edit button. */
  static async fromShow(page: Page): Promise<CompanyEditPage> {
    await page.locator(companyEditSelectors.editButton).click();
    await page.waitForURL((url) => /#\/companies\/[^/]+$/.test(url.hash));
    const edit = new CompanyEditPage(page);
    await edit.input('name').waitFor();
    return edit;
  }

  /** The company id in the URL. */
  companyId(): string {
    return decodeURIComponent(new URL(this.page.url()).hash.split('/')[2] ?? '');
  }
}
