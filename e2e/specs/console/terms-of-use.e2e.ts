import { describe, expect, it } from 'vitest';
import { acceptCurrentTermsForDemoUsers, publishTermsVersion } from '../../fixtures/terms-api';
import { getStack } from '../../harness';
import { consoleShellSelectors } from '../../pages/console/console-shell.page';
import { TermsPage } from '../../pages/patient/terms.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

describe('the terms-of-use gate in the console (SPEC §5; issue 18 item 5)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser();

  it.each([
    ['en-US', 'Terms of use', 'Accept'],
    ['pt-BR', 'Termos de uso', 'Aceitar'],
  ] as const)('stops the clinic administrator until accepting a new version (%s)', async (locale, title, accept) => {
    const published = await publishTermsVersion(gatewayUrl, `console-${locale}`);
    const { context, page } = await browser.signIn(demoClinicAdmin, { locale });
    try {
      const terms = new TermsPage(page);
      await terms.waitForTerms();
      expect(await terms.title().textContent()).toBe(title);
      expect(await terms.text().textContent()).toBe(locale === 'en-US' ? published.textEn : published.textPt);
      expect(await terms.acceptButton().textContent()).toBe(accept);
      expect(await page.locator(consoleShellSelectors.menuItem('plans')).count()).toBe(0);
      await terms.snap(`console-${locale}`);

      // Another page of the console: still the terms, no menu.
      await page.goto(`${consoleUrl}/#/plans`);
      await terms.waitForTerms();
      expect(await page.locator(consoleShellSelectors.menuItem('plans')).count()).toBe(0);

      await terms.accept();
      await page.locator(consoleShellSelectors.menuItem('plans')).first().waitFor();
      expect(new URL(page.url()).hash).toBe('#/plans');
    } finally {
      await context.close();
      await acceptCurrentTermsForDemoUsers(gatewayUrl);
    }
  });
});
