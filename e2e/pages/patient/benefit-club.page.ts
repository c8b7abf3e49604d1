import type { Locator, Page } from 'playwright-core';

/** Selector map of /benefitclub: test ids and data attributes, never translated text. */
export const benefitClubSelectors = {
  root: '[data-testid="benefit-club"]',
  denied: '[data-testid="benefit-club-denied"]',
  discount: '[data-testid="benefit-club-discount"]',
  company: '[data-testid="benefit-club-company"]',
  row: (type: string) => `[data-testid="benefit-club-price-${type}"]`,
  price: '[data-price]',
  clubPrice: '[data-club-price]',
} as const;

const s = benefitClubSelectors;

/** The benefits club page: the clinic's prices for members, or the alert of a clinic without club access. */
export class BenefitClubPage {
  constructor(readonly page: Page) {}

  /** Opens the page and waits for either outcome (the prices or the refusal). */
  static async open(page: Page, patientUrl: string): Promise<BenefitClubPage> {
    await page.goto(`${patientUrl}/benefitclub`);
    const club = new BenefitClubPage(page);
    await club.waitForOutcome();
    return club;
  }

  async waitForOutcome(): Promise<void> {
    await this.page.locator(`${s.root}, ${s.denied}`).first().waitFor();
  }

  root(): Locator {
    return this.page.locator(s.root);
  }

  denied(): Locator {
    return this.page.locator(s.denied);
  }

  discount(): Locator {
    return this.page.locator(s.discount);
  }

  company(): Locator {
    return this.page.locator(s.company);
  }

  /** The regular price of a consultation type, whether it is struck through, and the club price, as shown. */
  async prices(type: string): Promise<{ price: string; struck: boolean; clubPrice: string }> {
    const row = this.page.locator(s.row(type));
    const price = row.locator(s.price);
    return {
      price: (await price.textContent()) ?? '',
      struck: await price.evaluate((el) => getComputedStyle(el).textDecorationLine.includes('line-through')),
      clubPrice: (await row.locator(s.clubPrice).textContent()) ?? '',
    };
  }
}
