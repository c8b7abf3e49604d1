import type { Locator, Page } from 'playwright-core';
import { type AxeViolation, seriousAxeViolations } from '../../fixtures/axe';

/** Selector map of what every console page shares: the menu, the action buttons, the access-denied page. */
export const consoleShellSelectors = {
  menuItem: (resource: string) => `a.RaMenuItemLink-root[href="#/${resource}"]`,
  createButton: 'a.RaCreateButton-root',
  editButton: 'a.RaEditButton-root',
  accessDenied: '.RaAccessDenied-root',
  showLayout: '.RaShow-main',
  /** The page's main heading: the app bar's title (each page's <Title>), or a page of its own's (sign-in, terms). */
  mainHeading: 'h1',
  /** Whatever says the page is still loading: react-admin's indicator, a list's bar, skeletons. */
  loading: '.RaLoadingIndicator-loader .MuiCircularProgress-root, .MuiLinearProgress-root, .MuiSkeleton-root, .RaLoading-root',
  tab: '#main-content [role="tab"]',
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

  /** The texts of the page's h1 elements (a page has exactly one, not empty). */
  async mainHeadings(): Promise<string[]> {
    return (await this.page.locator(consoleShellSelectors.mainHeading).allTextContents()).map((text) => text.trim());
  }

  /** Resolves once the page has its main heading and nothing on it is loading any more. */
  async settled(): Promise<void> {
    await this.page.locator(consoleShellSelectors.mainHeading).first().waitFor();
    await this.page.locator(consoleShellSelectors.loading).first().waitFor({ state: 'hidden', timeout: 15_000 });
    // React commits the loaded data a frame after the indicator goes.
    await this.page.waitForTimeout(200);
    await this.page.locator(consoleShellSelectors.loading).first().waitFor({ state: 'hidden', timeout: 15_000 });
  }

  /** axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it is (e2e/fixtures/axe.ts). */
  axeViolations(): Promise<AxeViolation[]> {
    return seriousAxeViolations(this.page);
  }

  /** The tabs of the page's content (a tabbed show page or form). */
  tabs(): Locator {
    return this.page.locator(consoleShellSelectors.tab);
  }

  /** The text of a show page (labels and values). */
  async showText(): Promise<string> {
    const layout = this.page.locator(consoleShellSelectors.showLayout);
    await layout.waitFor();
    return ((await layout.textContent()) ?? '').replace(/\u00a0/g, ' ');
  }
}
