import type { Locator, Page } from 'playwright-core';

/** Selector map of the app's menu (a side bar on a desktop, a drawer behind a button on a phone). */
export const appMenuSelectors = {
  menu: '[data-testid="app-menu"]',
  item: (key: string) => `[data-testid="app-menu"] [data-testid="menu-${key}"]`,
  items: '[data-testid="app-menu"] a',
  /** An entry's label, without what it counts (the messages' unread badge). */
  label: '[data-menu-label]',
  openButton: '[data-testid="open-menu"]',
} as const;

export class AppMenu {
  constructor(readonly page: Page) {}

  /** Opens the drawer on a phone; on a desktop the menu is already there. */
  async show(): Promise<void> {
    const button = this.page.locator(appMenuSelectors.openButton);
    if (await button.isVisible()) await button.click();
    await this.page.locator(appMenuSelectors.menu).waitFor();
  }

  /** The labels of the menu's entries, in order, as the user reads them. */
  async labels(): Promise<string[]> {
    return this.page.locator(appMenuSelectors.items).locator(appMenuSelectors.label).allTextContents();
  }

  item(key: string): Locator {
    return this.page.locator(appMenuSelectors.item(key));
  }
}
