import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient } from '../../fixtures/gateway.client';
import { getStack, launchBrowser } from '../../harness';
import { signInDoctor } from '../../pages/patient/professional-session.page';
import { ProfilePage } from '../../pages/patient/profile.page';

const PAULO = { email: 'dr.paulo@example.com', password: 'Medico123' } as const;
const FIELDS = 'id bio mail cellPhone telephone zipCode street number complement neighborhood city region';
type Stored = Record<string, string | null> & { id: string };

const VARIANTS = [
  {
    locale: 'pt-BR',
    width: 1280,
    title: 'Meu perfil',
    saved: 'Seu perfil foi salvo.',
    bio: 'Dermatologista com foco em teledermatologia.',
  },
  { locale: 'en-US', width: 390, title: 'My profile', saved: 'Your profile was saved.', bio: 'Dermatologist, teledermatology.' },
] as const;

describe("a doctor's own profile (SPEC §2 /profile/professional/edit/:id, issue 18)", () => {
  const { patientUrl, gatewayUrl } = getStack();
  let browser: Browser;
  let original: Stored;
  const paulo = () => gatewayClient(gatewayUrl).signIn(PAULO);

  beforeAll(async () => {
    browser = await launchBrowser();
    const me = await paulo();
    const { myProfessional } = await me.call<{ myProfessional: Stored }>(`{ myProfessional { ${FIELDS} } }`);
    original = myProfessional;
  });
  afterAll(async () => {
    const { id, ...input } = original;
    await (await paulo()).call(
      'mutation($id: ID!, $input: ProfessionalProfileInput!) { updateMyProfessionalProfile(id: $id, input: $input) { id } }',
      {
        id,
        input,
      },
    );
    await browser.close();
  });

  for (const v of VARIANTS) {
    it(`changes the presentation and the office address by CEP, kept after a reload (${v.locale}, ${v.width}px)`, async () => {
      const { context, page } = await signInDoctor(browser, patientUrl, PAULO, { locale: v.locale, width: v.width });
      await page.getByTestId('account-menu').click();
      await page.getByTestId('account-professional-profile').click();
      const form = page.getByTestId('professional-profile-form');
      await form.waitFor();
      await page.getByRole('heading', { level: 1, name: v.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/profile/professional/edit/${original.id}`);

      const profile = new ProfilePage(page);
      await page.locator('#profile-bio').fill(v.bio);
      await page.locator('#profile-mail').fill('não é e-mail');
      await form.getByRole('button', { name: v.saved.startsWith('Seu') ? 'Salvar' : 'Save' }).click();
      await page.locator('#profile-mail-helper-text').waitFor();
      await page.locator('#profile-mail').fill('consultorio.paulo@example.com');
      await profile.typeCep('70040-010');
      await profile.waitForCity('5300108');
      expect(await page.locator('#profile-region').inputValue()).toBe('DF');
      await profile.input('street').fill('Esplanada dos Ministérios');
      await profile.input('number').fill('10');
      await form.getByRole('button', { name: v.saved.startsWith('Seu') ? 'Salvar' : 'Save' }).click();
      await page.getByTestId('professional-profile-saved').waitFor();
      expect(await page.getByTestId('professional-profile-saved').textContent()).toBe(v.saved);

      await page.reload();
      await form.waitFor();
      expect(await page.locator('#profile-bio').inputValue()).toBe(v.bio);
      expect(await page.locator('#profile-zipCode').inputValue()).toBe('70040-010');
      expect(await page.locator('#profile-city').inputValue()).toBe('5300108');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await context.close();
    });
  }
});
