import { format, MESSAGE_ATTACHMENTS_MAX } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient } from '../../fixtures/gateway.client';
import { getStack, launchBrowser } from '../../harness';
import { AppMenu } from '../../pages/patient/app-menu.page';
import { LoginPage } from '../../pages/patient/login.page';
import { type ChosenFile, MessagesPage, MessageThreadPage } from '../../pages/patient/messages.page';
import { demoPatient } from './demo-users.fixtures';

const demoClinicAdmin = { email: 'admin@clinica.example.com', password: 'Admin1234' } as const;

/** Screenshots for a human look, only when asked (E2E_SHOTS=/some/dir). */
const SHOTS = process.env.E2E_SHOTS;

const pdf = (label: string): ChosenFile => ({
  name: 'exame.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% ${label}\n%%EOF\n`),
});
const text: ChosenFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes\n') };

const RUNS = [
  { locale: 'en-US', lang: 'en', width: 1280, height: 900 },
  { locale: 'pt-BR', lang: 'pt-BR', width: 390, height: 844 },
] as const;

/** Issue 18 item 1: Maria attaches files to a new message (PDF, JPEG or PNG; checked in the page), and reads them in the thread. */
describe.each(RUNS)('patient message attachments ($locale, $width px)', ({ locale, lang, width, height }) => {
  const { patientUrl, gatewayUrl } = getStack();
  const subject = `Exames ${locale}-${width} ${Date.now()}`;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let threadId = '';
  const shot = async (step: string) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/message-attachments-${locale}-${width}-${step}.png`, fullPage: true });
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ locale, viewport: { width, height } });
    page = await context.newPage();
    await (await LoginPage.open(page, patientUrl)).signInWithEmail(demoPatient.email, demoPatient.password);
    await page.getByTestId('patient-home').waitFor();
  });
  afterAll(async () => {
    if (threadId) {
      const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);
      await admin.call('mutation($ids: [ID!]!) { archiveMessages(ids: $ids) }', { ids: [threadId] });
    }
    await browser?.close();
  });

  it('a .txt file is refused in the page with its reason; a PDF is listed to be sent, and can be removed', async () => {
    const menu = new AppMenu(page);
    await menu.show();
    await menu.item('messages').click();
    const list = new MessagesPage(page);
    await list.waitFor();
    const form = await list.startNew();
    await form.attach(text);
    await expect.poll(() => form.attachmentErrors().textContent()).toBe(format('examFileType', lang, 'notes.txt'));
    expect(await form.chosenFiles()).toEqual([]);
    await form.attach(pdf('hemograma'));
    await expect.poll(() => form.chosenFiles()).toEqual(['exame.pdf']);
    await shot('chosen');
    // The remove button takes it out; choosing it again puts it back.
    await page.getByTestId('new-message-attachment').getByRole('button').click();
    await expect.poll(() => form.chosenFiles()).toEqual([]);
    await form.attach(pdf('hemograma'));
    await expect.poll(() => form.chosenFiles()).toEqual(['exame.pdf']);
    expect(MESSAGE_ATTACHMENTS_MAX).toBe(5);

    await form.send(subject, lang === 'en' ? 'Here are my blood test results.' : 'Seguem os resultados do meu exame de sangue.');
    const thread = new MessageThreadPage(page);
    await thread.waitFor();
    await expect.poll(() => thread.attachments(), { timeout: 10_000 }).toHaveLength(1);
    const [shown] = await thread.attachments();
    expect(shown).toContain('exame.pdf');
    expect(shown).toMatch(/\(\d+ kB\)$/);
    threadId = page.url().split('/').at(-1)!;
    await shot('thread');
  });

  it('the attachment’s link downloads the same bytes (signed, no token needed)', async () => {
    const thread = new MessageThreadPage(page);
    const [href] = await thread.attachmentLinks();
    expect(href).toMatch(/^\/media\/messages\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/attachments\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    const answer = await page.request.get(`${patientUrl}${href}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await answer.body()).equals(pdf('hemograma').buffer)).toBe(true);
  });
});
