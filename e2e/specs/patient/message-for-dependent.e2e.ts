import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient } from '../../fixtures/gateway.client';
import { acceptCurrentTermsForDemoUsers } from '../../fixtures/terms-api';
import { getStack, launchBrowser } from '../../harness';
import { LoginPage } from '../../pages/patient/login.page';
import { MessagesPage, MessageThreadPage } from '../../pages/patient/messages.page';
import { demoPatient } from './demo-users.fixtures';
import { demoClinicAdmin } from './scheduling-api.fixtures';

const PEDRO = 'Pedro Silva';
const ANA = 'Dra. Ana Pediatra';
const HOUSE = 'Dr. Gregório House';
const SHOTS = '/tmp/shots-message-for-dependent';

const TEXTS = {
  'pt-BR': { about: `Conversa sobre ${PEDRO}`, clinic: 'A clínica' },
  'en-US': { about: `Conversation about ${PEDRO}`, clinic: 'The clinic' },
} as const;

const RUNS = [
  { locale: 'pt-BR', width: 1280, height: 900 },
  { locale: 'en-US', width: 390, height: 844 },
] as const;

type ClinicThreads = { messages: { items: Array<{ subject: string; personName: string; professionalName: string | null }> } };

/**
 * Issue 18 item 2: Maria writes about her son Pedro. The form asks whom the message is about; choosing Pedro offers
 * only his appointments and the professionals who attend him; the thread is Pedro's for her and for the clinic.
 */
describe.each(RUNS)('a message about a dependent ($locale, $width px)', ({ locale, width, height }) => {
  const t = TEXTS[locale];
  const { patientUrl, gatewayUrl } = getStack();
  const subject = `Vacina do Pedro ${locale}-${width} ${Date.now()}`;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await acceptCurrentTermsForDemoUsers(gatewayUrl);
    browser = await launchBrowser();
    const context = await browser.newContext({ locale, viewport: { width, height } });
    page = await context.newPage();
    await (await LoginPage.open(page, patientUrl)).signInWithCpf(demoPatient.cpf, demoPatient.birthDate);
    await page.getByTestId('patient-home').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The professionals of a person's appointments among Maria's newest 50, as the form reads them, each once, sorted. */
  async function professionalsOf(patientName: string): Promise<string[]> {
    const maria = await gatewayClient(gatewayUrl).signInByCpf(demoPatient);
    const { appointments } = await maria.call<{ appointments: { items: Array<{ patientName: string; professionalName: string | null }> } }>(
      'query { appointments(page: 1, perPage: 50, sortField: START, sortOrder: DESC) { items { patientName professionalName } } }',
    );
    const names = appointments.items.filter((a) => a.patientName === patientName && a.professionalName).map((a) => a.professionalName!);
    return [...new Set(names)].sort();
  }

  it('Maria chooses Pedro: his appointments and his doctor are offered, and the thread is about him', async () => {
    await page.goto(`${patientUrl}/message`);
    const list = new MessagesPage(page);
    await list.waitFor();
    const form = await list.startNew();
    expect(await form.asksAbout()).toBe(true);
    // For herself, her own doctor is offered.
    await expect.poll(() => form.addresseeOptions()).toContain(HOUSE);

    await form.chooseAbout(PEDRO);
    const addressees = await form.addresseeOptions();
    expect(addressees[0]).toBe(t.clinic);
    expect(addressees).toContain(ANA);
    // Exactly the professionals of Pedro's appointments (other specs may have booked him with others), never Maria's own.
    expect(addressees.slice(1).sort()).toEqual(await professionalsOf(PEDRO));
    const appointments = (await form.appointmentOptions()).slice(1);
    expect(appointments.length).toBeGreaterThan(0);
    for (const option of appointments) expect(option).toContain(PEDRO);

    await form.chooseAddressee(ANA);
    await page.screenshot({ path: `${SHOTS}/${locale}-${width}-new.png`, fullPage: true });
    await form.send(subject, locale === 'en-US' ? 'When is his next vaccine?' : 'Quando é a próxima vacina dele?');
    const thread = new MessageThreadPage(page);
    await thread.waitFor();
    expect(await thread.about().textContent()).toBe(t.about);

    await page.goto(`${patientUrl}/message`);
    await list.waitFor();
    expect(await list.summary(subject)).toContain(PEDRO);
    expect(await list.addressee(subject)).toContain(ANA);

    // The clinic's inbox has it as Pedro's, addressed to his doctor.
    const clinic = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);
    const { messages } = await clinic.call<ClinicThreads>(
      'query ($q: String) { messages(filter: { q: $q }) { items { subject personName professionalName } } }',
      { q: subject },
    );
    expect(messages.items).toEqual([{ subject, personName: PEDRO, professionalName: ANA }]);
  });
});
