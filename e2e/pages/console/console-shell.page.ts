import type { Locator, Page } from 'playwright-core';

/** Selector map of what every console page shares: the menu, the action buttons, the access-denied page. */
export const consoleShellSelectors = {
  menuItem: (resource: string) => `a.RaMenuItemLink-root[href="#/${resource}"]`,
  createButton: 'a.RaCreateButton-root',
  editButton: 'a.RaEditButton-root',
  accessDenied: '.RaAccessDenied-root',
  showLayout: '.RaShow-main',
} as const;

/** The console around a page: which entries and buttons the user's roles leave visible. */
export class ConsoleShellPage {
  constructor(private readonly page: Page) {}

  menuItem(resource: string): Locator {
    return this.page.locator(consoleShellSelectors.menuItem(resource));
  }

  accessDenied(): Locator {
    return this.page.locator(consoleShellSelectors.accessDenied);
  }

  createButtons(): Locator {
    return this.page.locator(consoleShellSelectors.createButton);
  }

  editButtons(): Locator {
    return this.page.locator(consoleShellSelectors.editButton);
  }

  /** The text of a show page (labels and values). */
  async showText(): Promise<string> {
    const layout = this.page.locator(consoleShellSelectors.showLayout);
    await layout.waitFor();
    return ((await layout.textContent()) ?? '').replace(/\u00a0/g, ' ');
  }
}
