import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type GatewaySession, gatewayClient } from '../../fixtures/gateway.client';
import { getStack, launchBrowser } from '../../harness';
import { LoginPage } from '../../pages/patient/login.page';
import { ProfilePage } from '../../pages/patient/profile.page';

const MARIA = { email: 'maria@example.com', password: 'Paciente123', cpf: '529.982.247-25', birthDate: '1985-04-12' };
const FIELDS = 'name cellPhone telephone zipCode street number complement neighborhood city region';
type Profile = Record<string, string | null>;

describe('the patient’s own profile with the address by CEP (issue 18)', () => {
  const { patientUrl, gatewayUrl } = getStack();
  const gateway = gatewayClient(gatewayUrl);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let maria: GatewaySession;
  let personId: string;
  let original: Profile;

  const readProfile = async () =>
    (await maria.call<{ myProfile: Profile }>(`query($id: ID!) { myProfile(personId: $id) { ${FIELDS} } }`, { id: personId })).myProfile;

  beforeAll(async () => {
    browser = await launchBrowser();
    maria = await gateway.signIn(MARIA);
    personId = (await maria.call<{ me: { personId: string } }>('query { me { personId } }')).me.personId;
    original = await readProfile();
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    // Maria's profile as it was, for the specs that run after.
    await maria.call('mutation($id: ID!, $input: MyProfileInput!) { updateMyProfile(personId: $id, input: $input) { id } }', {
      id: personId,
      input: original,
    });
    await browser.close();
  });

  const signIn = async (locale: string, width = 1280) => {
    context = await browser.newContext({ locale, viewport: { width, height: width < 600 ? 844 : 800 } });
    page = await context.newPage();
    const login = await LoginPage.open(page, patientUrl);
    await login.signInWithCpf(MARIA.cpf, MARIA.birthDate);
    await page.getByTestId('patient-home').waitFor();
    const profile = new ProfilePage(page);
    await profile.openFromAccountMenu();
    return profile;
  };

  it('Maria fills her address by CEP, saves, and sees it after a reload (pt-BR)', async () => {
    const profile = await signIn('pt-BR');
    expect(await profile.heading('Meu perfil').isVisible()).toBe(true);
    expect(page.url()).toBe(`${patientUrl}/profile/person/edit/${personId}`);
    await profile.input('cellPhone').fill('11987654321');
    expect(await profile.input('cellPhone').inputValue()).toBe('(11) 98765-4321');
    await profile.typeCep('01310100');
    expect(await profile.input('zipCode').inputValue()).toBe('01310-100');
    await profile.waitForCity('3550308');
    expect(await profile.select('region').inputValue()).toBe('SP');
    expect(await profile.selectedText('city')).toBe('São Paulo');
    await profile.input('street').fill('Avenida Paulista');
    await profile.input('number').fill('1000');
    await profile.input('neighborhood').fill('Bela Vista');
    await profile.save();
    await profile.saved().waitFor();
    expect(await profile.saved().textContent()).toBe('Seu perfil foi salvo.');
    await page.screenshot({ path: '/tmp/shots-profile/desktop-pt-BR-saved.png', fullPage: true });

    await page.reload();
    await profile.form().waitFor();
    await profile.waitForCity('3550308');
    expect(await profile.input('zipCode').inputValue()).toBe('01310-100');
    expect(await profile.input('street').inputValue()).toBe('Avenida Paulista');
    expect(await profile.input('number').inputValue()).toBe('1000');
    expect(await profile.input('cellPhone').inputValue()).toBe('(11) 98765-4321');
    expect(await readProfile()).toMatchObject({ zipCode: '01310100', city: '3550308', region: 'SP', cellPhone: '11987654321' });
  });

  it('an unknown CEP and an invalid one give errors under the CEP, and nothing is saved (en)', async () => {
    const before = await readProfile();
    const profile = await signIn('en-US');
    await profile.typeCep('00000000');
    await profile.fieldError('zipCode').waitFor();
    expect(await profile.fieldError('zipCode').textContent()).toBe('CEP not found. Check it, or fill in the address yourself.');
    await profile.input('zipCode').fill('0131');
    await profile.save();
    await profile.fieldError('zipCode').waitFor();
    expect(await profile.fieldError('zipCode').textContent()).toBe('ZIP code (CEP) is invalid');
    expect(await profile.saved().count()).toBe(0);
    await page.screenshot({ path: '/tmp/shots-profile/desktop-en-invalid-cep.png', fullPage: true });
    expect(await readProfile()).toEqual(before);
  });

  it('works on a phone (390×844): the CEP fills city and state, nothing overflows (en)', async () => {
    const profile = await signIn('en-US', 390);
    await profile.typeCep('70040010');
    await profile.waitForCity('5300108');
    expect(await profile.select('region').inputValue()).toBe('DF');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/shots-profile/phone-en.png', fullPage: true });
  });
});
