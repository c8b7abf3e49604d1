import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptCurrentTermsForDemoUsers } from '../../fixtures/terms-api';
import { getStack, launchBrowser } from '../../harness';
import { AppMenu } from '../../pages/patient/app-menu.page';
import { LoginPage } from '../../pages/patient/login.page';
import { MessagesPage, MessageThreadPage, unreadBadge } from '../../pages/patient/messages.page';
import { demoDoctor, demoPatient } from './demo-users.fixtures';

const SHOTS = '/tmp/shots-professional-messages';
const HOUSE = 'Dr. Gregório House';

const TEXTS = {
  'pt-BR': {
    to: `Para ${HOUSE}`,
    waitingForYou: 'Aguardando a sua resposta',
    answered: 'Respondida',
    byClinic: 'Última resposta da clínica',
    patientAuthor: 'Paciente (Maria Silva)',
    newOne: 'Novas: 1',
    unreadLabel: 'Não lidas',
  },
  'en-US': {
    to: `To ${HOUSE}`,
    waitingForYou: 'Waiting for your answer',
    answered: 'Answered',
    byClinic: 'Last answer from the clinic',
    patientAuthor: 'Patient (Maria Silva)',
    newOne: 'New: 1',
    unreadLabel: 'Unread',
  },
} as const;

const RUNS = [
  { locale: 'pt-BR', width: 1280, height: 900 },
  { locale: 'en-US', width: 390, height: 844 },
] as const;

async function signedIn(browser: Browser, locale: string, width: number, height: number, who: { email: string; password: string }) {
  const context = await browser.newContext({ locale, viewport: { width, height } });
  const page = await context.newPage();
  await (await LoginPage.open(page, getStack().patientUrl)).signInWithEmail(who.email, who.password);
  return { context, page };
}

/** Issue 18 item 1: Maria writes to the doctor who attends her; he reads it in his pages, with a live badge, and answers. */
describe.each(RUNS)('messages addressed to a professional ($locale, $width px)', ({ locale, width, height }) => {
  const t = TEXTS[locale];
  const { patientUrl } = getStack();
  const subject = `Resultado ${locale}-${width} ${Date.now()}`;
  const question = locale === 'en-US' ? 'Doctor, my blood test came back.' : 'Doutor, o meu exame de sangue chegou.';
  const answer = locale === 'en-US' ? 'It is normal; we will talk at the visit.' : 'Está normal; conversamos na consulta.';
  let browser: Browser;
  let patient: { context: BrowserContext; page: Page };
  let doctor: { context: BrowserContext; page: Page };
  const shot = (page: Page, step: string) => page.screenshot({ path: `${SHOTS}/${locale}-${width}-${step}.png`, fullPage: true });

  beforeAll(async () => {
    // A terms version another spec published meanwhile would stop either of them at the gate.
    await acceptCurrentTermsForDemoUsers(getStack().gatewayUrl);
    browser = await launchBrowser();
    patient = await signedIn(browser, locale, width, height, demoPatient);
    doctor = await signedIn(browser, locale, width, height, demoDoctor);
    await doctor.page.waitForURL(/\/professional\//);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Maria addresses a new message to Dr. House, who attends her; her list says whom it is for', async () => {
    const { page } = patient;
    await page.goto(`${patientUrl}/message`);
    const list = new MessagesPage(page);
    await list.waitFor();
    const form = await list.startNew();
    await form.chooseAddressee(HOUSE);
    expect(await form.chosenAddressee()).toBe(HOUSE);
    await shot(page, 'new');
    await form.send(subject, question);
    const thread = new MessageThreadPage(page);
    await thread.waitFor();
    const back = await thread.back();
    await expect.poll(() => back.addressee(subject), { timeout: 10_000 }).toBe(t.to);
  });

  it('Dr. House sees it under Messages with the unread badge, opens it and answers', async () => {
    const { page } = doctor;
    const menu = new AppMenu(page);
    await menu.show();
    await expect.poll(() => unreadBadge(page), { timeout: 10_000 }).toBeGreaterThan(0);
    // His day's summary counts the same unread messages, live.
    const unread = await unreadBadge(page);
    const summary = page.getByTestId('summary-messages');
    if (width >= 600) await expect.poll(() => summary.textContent(), { timeout: 10_000 }).toBe(`${t.unreadLabel}: ${unread}`);
    await menu.item('messages').click();
    const list = new MessagesPage(page);
    await list.waitFor();
    expect(await page.getByTestId('new-message').count()).toBe(0);
    await expect.poll(() => list.itemState(subject), { timeout: 10_000 }).toEqual({ unread: t.newOne, lastSender: t.waitingForYou });
    await shot(page, 'doctor-list');
    const thread = await list.open(subject);
    expect(await thread.bodies()).toEqual([question]);
    expect((await thread.authors())[0]).toMatch(new RegExp(`^${t.patientAuthor.replace(/[()]/g, '\\$&')}`));
    await thread.reply(answer);
    await expect.poll(() => thread.bodies(), { timeout: 10_000 }).toEqual([question, answer]);
    await shot(page, 'doctor-thread');
    const back = await thread.back();
    await expect.poll(() => back.itemState(subject), { timeout: 10_000 }).toEqual({ unread: null, lastSender: t.answered });
  });

  it('Maria reads the doctor’s answer in the thread', async () => {
    const { page } = patient;
    await page.goto(`${patientUrl}/message`);
    const list = new MessagesPage(page);
    await list.waitFor();
    await expect.poll(() => list.itemState(subject), { timeout: 10_000 }).toEqual({ unread: t.newOne, lastSender: t.byClinic });
    const thread = await list.open(subject);
    expect(await thread.bodies()).toEqual([question, answer]);
    expect((await thread.authors())[1]).toContain('Gregório House');
    await shot(page, 'answered');
  });
});
