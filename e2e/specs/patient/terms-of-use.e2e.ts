import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { acceptCurrentTermsForDemoUsers, type PublishedTerms, publishTermsVersion } from '../../fixtures/terms-api';
import { getStack, launchBrowser } from '../../harness';
import { appMenuSelectors } from '../../pages/patient/app-menu.page';
import { LoginPage } from '../../pages/patient/login.page';
import { TermsPage } from '../../pages/patient/terms.page';
import { demoPatient } from './demo-users.fixtures';

type Case = { name: string; locale: string; viewport: { width: number; height: number }; title: string; accept: string; signOut: string };

const CASES: Case[] = [
  { name: 'en', locale: 'en-US', viewport: { width: 1280, height: 900 }, title: 'Terms of use', accept: 'Accept', signOut: 'Sign out' },
  { name: 'pt', locale: 'pt-BR', viewport: { width: 1280, height: 900 }, title: 'Termos de uso', accept: 'Aceitar', signOut: 'Sair' },
  { name: 'pt-phone', locale: 'pt-BR', viewport: { width: 390, height: 844 }, title: 'Termos de uso', accept: 'Aceitar', signOut: 'Sair' },
];

describe('the terms-of-use gate in the patient app (SPEC §5; issue 18 item 5)', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    // One database for the whole run: the demo users accept the versions published here before the next spec signs in.
    await acceptCurrentTermsForDemoUsers(gatewayUrl);
    await browser.close();
  });

  const signIn = async () => {
    await (await LoginPage.open(page, patientUrl)).signInWithEmail(demoPatient.email, demoPatient.password);
  };

  for (const c of CASES) {
    it(`a new version stops Maria until she accepts it, whatever the URL (${c.name}, ${c.viewport.width}px)`, async () => {
      const published: PublishedTerms = await publishTermsVersion(gatewayUrl, c.name);
      context = await browser.newContext({ locale: c.locale, viewport: c.viewport });
      page = await context.newPage();
      const terms = new TermsPage(page);
      await signIn();

      await terms.waitForTerms();
      expect(await terms.title().textContent()).toBe(c.title);
      expect(await terms.text().textContent()).toBe(c.locale === 'en-US' ? published.textEn : published.textPt);
      expect(await terms.acceptButton().textContent()).toBe(c.accept);
      expect(await terms.signOutButton().textContent()).toBe(c.signOut);
      expect(await page.locator(appMenuSelectors.menu).count()).toBe(0);
      expect(await page.getByTestId('patient-home').count()).toBe(0);
      await terms.snap(`patient-${c.name}`);

      // Another page of the app: still the terms, no menu, no page.
      await page.goto(`${patientUrl}/benefitclub`);
      await terms.waitForTerms();
      expect(await page.locator(appMenuSelectors.menu).count()).toBe(0);

      // Accepting opens the page she asked for; then her home.
      await terms.accept();
      expect(new URL(page.url()).pathname).toBe('/benefitclub');
      await page.goto(`${patientUrl}/`);
      await page.getByTestId('patient-home').waitFor();

      // Signing in again does not ask again.
      await page.getByTestId('sign-out').first().click();
      await page.waitForURL(`${patientUrl}/login`);
      await signIn();
      await page.getByTestId('patient-home').waitFor();
      expect(await terms.gate().count()).toBe(0);
    });
  }

  it('"Sign out" on the terms screen leaves without accepting: the next sign-in asks again', async () => {
    await publishTermsVersion(gatewayUrl, 'sign-out');
    context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
    const terms = new TermsPage(page);
    await signIn();
    await terms.waitForTerms();
    await terms.signOutButton().click();
    await page.waitForURL(`${patientUrl}/login`);
    await signIn();
    await terms.waitForTerms();
  });
});
