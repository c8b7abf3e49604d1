import { errorText, format } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient } from '../../fixtures/gateway.client';
import { getStack, launchBrowser } from '../../harness';
import { AppMenu } from '../../pages/patient/app-menu.page';
import { LoginPage } from '../../pages/patient/login.page';
import { MessagesPage, MessageThreadPage, unreadBadge } from '../../pages/patient/messages.page';
import { demoPatient } from './demo-users.fixtures';

const demoClinicAdmin = { email: 'admin@clinica.example.com', password: 'Admin1234' } as const;
const SHOTS = '/tmp/shots-messages';

/** The clinic's side, through the gateway as the clinic admin: its answer, the patient's mail, and the clean-up. */
async function clinicApi(gatewayUrl: string) {
  const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);
  return {
    async threadOf(subject: string): Promise<string> {
      const { messages } = await admin.call<{ messages: { items: Array<{ id: string }> } }>(
        'query($q: String) { messages(perPage: 5, filter: { q: $q }) { items { id } } }',
        { q: subject },
      );
      return messages.items[0]!.id;
    },
    answer: (id: string, body: string) =>
      admin.call('mutation($id: ID!, $input: MessageResponseInput!) { replyToMessage(id: $id, input: $input) { code } }', {
        id,
        input: { body },
      }),
    /** The link of the newest mail to the patient (the reply's), as the patient's mailbox would show it. */
    async mailLink(): Promise<string> {
      const { outbox } = await admin.call<{ outbox: { items: Array<{ text: string }> } }>(
        'query { outbox(perPage: 1) { items { text } } }',
      );
      return outbox.items[0]!.text.split('\n').find((line) => line.startsWith('http'))!;
    },
    archive: (id: string) => admin.call('mutation($ids: [ID!]!) { archiveMessages(ids: $ids) }', { ids: [id] }),
  };
}

const TEXTS = {
  'pt-BR': {
    lang: 'pt-BR',
    subject: 'Assunto',
    body: 'Mensagem',
    label: 'Mensagens',
    byClinic: 'Última resposta da clínica',
    waiting: 'Aguardando a clínica',
    newOne: 'Novas: 1',
    seeAppointment: 'Ver o agendamento',
  },
  'en-US': {
    lang: 'en',
    subject: 'Subject',
    body: 'Message',
    label: 'Messages',
    byClinic: 'Last answer from the clinic',
    waiting: 'Waiting for the clinic',
    newOne: 'New: 1',
    seeAppointment: 'See the appointment',
  },
} as const;

const RUNS = [
  { locale: 'pt-BR', width: 1280, height: 900 },
  { locale: 'en-US', width: 1280, height: 900 },
  { locale: 'pt-BR', width: 390, height: 844 },
] as const;

/** SPEC §2 /message, §7 message service, §8 (success text, silent unread count): Maria writes, the clinic answers live. */
describe.each(RUNS)('patient messages ($locale, $width px)', ({ locale, width, height }) => {
  const t = TEXTS[locale];
  const lang = t.lang;
  const { patientUrl, gatewayUrl } = getStack();
  const name = `${locale}-${width}`;
  const subject = `Receita ${name} ${Date.now()}`;
  const question = locale === 'en-US' ? 'Can I take the medicine with food?' : 'Posso tomar o remédio junto com a comida?';
  const answer = locale === 'en-US' ? 'Yes, right after lunch.' : 'Sim, logo após o almoço.';
  const followUp = locale === 'en-US' ? 'Thank you!' : 'Obrigada!';
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let clinic: Awaited<ReturnType<typeof clinicApi>>;
  let list: MessagesPage;
  let thread: MessageThreadPage;
  let threadId = '';
  let badgeBefore = 0;
  const shot = (step: string) => page.screenshot({ path: `${SHOTS}/${name}-${step}.png`, fullPage: true });

  beforeAll(async () => {
    clinic = await clinicApi(gatewayUrl);
    browser = await launchBrowser();
    context = await browser.newContext({ locale, viewport: { width, height } });
    page = await context.newPage();
    await (await LoginPage.open(page, patientUrl)).signInWithEmail(demoPatient.email, demoPatient.password);
    await page.getByTestId('patient-home').waitFor();
  });
  afterAll(async () => {
    if (threadId) await clinic.archive(threadId);
    await browser?.close();
  });

  it('the menu leads to the messages, last (SPEC §2 order 11), where Maria starts a new one', async () => {
    const menu = new AppMenu(page);
    await menu.show();
    await menu.item('messages').waitFor();
    expect((await menu.labels()).at(-1)).toBe(t.label);
    badgeBefore = await unreadBadge(page);
    await menu.item('messages').click();
    list = new MessagesPage(page);
    await list.waitFor();
    await shot('list-before');
  });

  it('an empty message shows each field’s error and sends nothing; then she sends one about an appointment', async () => {
    const form = await list.startNew();
    await form.send('  ', '');
    expect(await form.fieldError('subject').textContent()).toBe(format('required', lang, t.subject));
    expect(await form.fieldError('body').textContent()).toBe(format('required', lang, t.body));
    await shot('new-errors');
    expect(page.url()).toBe(`${patientUrl}/message/new`);

    const option = await form.chooseFirstAppointment();
    expect(await form.chosenAppointment()).toBe(option);
    await shot('new-appointment');
    await form.send(subject, question);
    thread = new MessageThreadPage(page);
    await thread.waitFor();
    expect(await thread.success().textContent()).toBe(errorText('DONE_SUCCESSFULLY', lang));
    expect(await thread.title().textContent()).toBe(subject);
    expect(await thread.bodies()).toEqual([question]);
    expect(await thread.appointmentLinks()).toEqual([t.seeAppointment]);
    threadId = await clinic.threadOf(subject);
    expect(page.url()).toBe(`${patientUrl}/message/detail/${threadId}`);
    await shot('sent');
    list = await thread.back();
    expect(await list.itemState(subject)).toEqual({ unread: null, lastSender: t.waiting });
  });

  it('the clinic answers: the badge and the list change without a reload', async () => {
    const menu = new AppMenu(page);
    await menu.show();
    await clinic.answer(threadId, answer);
    await expect.poll(() => unreadBadge(page), { timeout: 10_000 }).toBe(badgeBefore + 1);
    await shot('badge');
    if (width < 600) {
      await menu.item('messages').click();
      await page.locator('[data-testid="app-menu"]').waitFor({ state: 'hidden' });
    }
    await expect.poll(() => list.itemState(subject), { timeout: 10_000 }).toEqual({ unread: t.newOne, lastSender: t.byClinic });
    await shot('list-answered');
  });

  it('opening the thread shows the answer and reads it: the badge goes back', async () => {
    thread = await list.open(subject);
    await expect.poll(() => thread.bodies()).toEqual([question, answer]);
    const menu = new AppMenu(page);
    await menu.show();
    await expect.poll(() => unreadBadge(page), { timeout: 10_000 }).toBe(badgeBefore);
    if (width < 600) {
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="app-menu"]').waitFor({ state: 'hidden' });
    }
    await shot('thread');
  });

  it('Maria replies: an empty reply is refused in place, then her reply joins the thread', async () => {
    await thread.reply('   ');
    expect(await thread.replyError().textContent()).toBe(format('required', lang, t.body));
    await thread.reply(followUp);
    await expect.poll(() => thread.success().textContent()).toBe(errorText('DONE_SUCCESSFULLY', lang));
    await expect.poll(() => thread.bodies()).toEqual([question, answer, followUp]);
    await shot('replied');
  });

  it.runIf(locale === 'en-US')('the link of the clinic’s mail opens the thread after sign-in', async () => {
    await clinic.answer(threadId, answer);
    const link = new URL(await clinic.mailLink());
    const fresh = await browser.newContext({ locale, viewport: { width, height } });
    const other = await fresh.newPage();
    await other.goto(`${patientUrl}${link.pathname}${link.search}`);
    const login = new LoginPage(other);
    await login.heading().waitFor();
    await login.signInWithEmail(demoPatient.email, demoPatient.password);
    await other.waitForURL(`${patientUrl}/message/detail/${threadId}`);
    await other.getByTestId('thread-message-body').first().waitFor();
    expect(await other.getByTestId('thread-message-body').allTextContents()).toEqual([question, answer, followUp, answer]);
    await fresh.close();
  });
});
