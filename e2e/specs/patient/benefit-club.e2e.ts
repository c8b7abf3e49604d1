import { errorText, formatBRL } from '@teleconsulta/schema';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefitClubApi } from '../../fixtures/benefit-club-api';
import { getStack, launchBrowser } from '../../harness';
import { AppMenu } from '../../pages/patient/app-menu.page';
import { BenefitClubPage } from '../../pages/patient/benefit-club.page';
import { LoginPage } from '../../pages/patient/login.page';
import { demoPatient } from './demo-users.fixtures';

type Api = Awaited<ReturnType<typeof benefitClubApi>>;

/** The club price of SPEC's rule: price − round(price × discount / 10000). */
const clubPrice = (cents: number, bps: number) => cents - Math.round((cents * bps) / 10_000);

/**
 * SPEC §2 /benefitclub, §6 (a clinic can deny benefits club access), §8 (BENEFITS_CLUB_DENIED): Maria sees the demo
 * clinic's prices for club members, and the clinic administrator's message once the clinic withdraws club access.
 */
describe('the benefits club page', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let api: Api;
  let browser: Browser;

  beforeAll(async () => {
    api = await benefitClubApi(gatewayUrl);
    browser = await launchBrowser();
    await api.setDiscount(1000);
    await api.setClubAccess(true);
  });
  afterAll(async () => {
    // Other specs (payment.e2e.ts) expect the demo clinic's R$ 150,00.
    await api?.restore();
    await browser?.close();
  });

  /** Maria signs in with her CPF in the browser, in that language. */
  const signIn = async (locale: string) => {
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const login = await LoginPage.open(page, patientUrl);
    await login.signInWithCpf(demoPatient.cpf, demoPatient.birthDate);
    await page.getByTestId('patient-home').waitFor();
    return { context, page };
  };

  describe.each([
    { locale: 'pt-BR', lang: 'pt-BR' as const, label: 'Clube de benefícios', discount: '10 % de desconto para associados' },
    { locale: 'en-US', lang: 'en' as const, label: 'Benefits club', discount: '10 % off for members' },
  ])('in $locale', ({ locale, lang, label, discount }) => {
    it('the menu leads to the club prices: the regular price struck through beside the club price', async () => {
      const { context, page } = await signIn(locale);
      const menu = new AppMenu(page);
      await menu.show();
      await menu.item('benefitClub').waitFor();
      expect(await menu.item('benefitClub').textContent()).toBe(label);
      await menu.item('benefitClub').click();
      const club = new BenefitClubPage(page);
      await club.waitForOutcome();
      await page.waitForURL((url) => url.pathname === '/benefitclub');

      expect(await club.company().textContent()).toBe('Clínica Saúde Total');
      expect(await club.discount().textContent()).toBe(discount);
      expect(await club.prices('FIRST_CONSULTATION')).toEqual({
        price: formatBRL(15_000, lang),
        struck: true,
        clubPrice: formatBRL(13_500, lang),
      });
      const returnCents = api.original.returnPriceCents;
      expect(await club.prices('RETURN')).toEqual({
        price: formatBRL(returnCents, lang),
        struck: true,
        clubPrice: formatBRL(clubPrice(returnCents, 1000), lang),
      });
      if (lang === 'pt-BR') expect(await club.prices('FIRST_CONSULTATION')).toMatchObject({ price: 'R$ 150,00', clubPrice: 'R$ 135,00' });
      else expect(await club.prices('FIRST_CONSULTATION')).toMatchObject({ price: 'R$150.00', clubPrice: 'R$135.00' });
      await page.screenshot({ path: `test-results/patient-benefit-club-${locale}.png`, fullPage: true });
      await context.close();
    });
  });

  it('once the clinic withdraws club access, the menu entry goes and the page says to contact the clinic administrator', async () => {
    await api.setClubAccess(false);
    for (const { locale, lang, text } of [
      { locale: 'pt-BR', lang: 'pt-BR' as const, text: 'Entre em contato com o administrador da clínica' },
      { locale: 'en-US', lang: 'en' as const, text: 'Contact the clinic administrator' },
    ]) {
      const { context, page } = await signIn(locale);
      const menu = new AppMenu(page);
      await menu.show();
      await menu.item('personAppointments').waitFor();
      expect(await menu.item('benefitClub').count()).toBe(0);

      const club = await BenefitClubPage.open(page, patientUrl);
      expect(await club.denied().textContent()).toBe(text);
      expect(text).toBe(errorText('BENEFITS_CLUB_DENIED', lang));
      expect(await club.root().count()).toBe(0);
      await page.screenshot({ path: `test-results/patient-benefit-club-denied-${locale}.png`, fullPage: true });
      await context.close();
    }
  });
});
