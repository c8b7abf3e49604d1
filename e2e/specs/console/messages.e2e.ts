import { format } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { MessageListPage, type MessageShowPage, OutboxPage, unreadBadge } from '../../pages/console/messages.page';
import { demoClinicAdmin, demoCompanies } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { messagesApi } from './messages-api.fixtures';

/** Screenshots for a human look, only when asked (E2E_SHOTS=/some/dir). */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
};

const TEXTS = {
  'pt-BR': {
    statusNew: 'Nova',
    bodyRequired: format('required', 'pt-BR', 'Mensagem'),
    replied: 'Resposta enviada',
    mailSubject: `Você tem uma nova resposta de ${demoCompanies.main}`,
    mailStatus: 'Na caixa de saída (não enviado)',
    greeting: 'Olá, Maria.',
  },
  'en-US': {
    statusNew: 'New',
    bodyRequired: format('required', 'en', 'Message'),
    replied: 'Reply sent',
    mailSubject: `You have a new reply from ${demoCompanies.main}`,
    mailStatus: 'In the outbox (not sent)',
    greeting: 'Hello, Maria.',
  },
} as const;

for (const locale of ['pt-BR', 'en-US'] as const) {
  const t = TEXTS[locale];

  /** One story, in order: each step starts where the previous one left the page. */
  describe(`console: the clinic admin answers a patient's message (${locale})`, () => {
    const { consoleUrl, gatewayUrl } = getStack();
    const subject = `Receita ${locale} ${Date.now()}`;
    const patientBody = locale === 'en-US' ? 'Can I take the medicine with food?' : 'Posso tomar o remédio junto com a comida?';
    const replyBody = locale === 'en-US' ? 'Yes, right after lunch.' : 'Sim, logo após o almoço.';
    const browser = consoleBrowser({ locale });
    let page: Page;
    let api: Awaited<ReturnType<typeof messagesApi>>;
    let threadId: string;
    let show: MessageShowPage;
    let badgeBefore: number;

    beforeAll(async () => {
      api = await messagesApi(gatewayUrl);
      threadId = await api.patientWrites(subject, patientBody, locale === 'en-US' ? 'en' : 'pt-BR');
      ({ page } = await browser.signIn(demoClinicAdmin));
    });

    afterAll(async () => {
      if (threadId) await api.archive([threadId]);
    });

    it('shows the patient’s new message unread in the inbox, counted on the menu badge', async () => {
      const list = await MessageListPage.open(page, consoleUrl);
      expect(await list.isUnread(subject)).toBe(true);
      expect(await list.statusOf(subject)).toBe(t.statusNew);
      badgeBefore = await api.unread();
      expect(badgeBefore).toBeGreaterThanOrEqual(1);
      await expect.poll(() => unreadBadge(page)).toBe(badgeBefore);
      await shot(page, `messages-inbox-${locale}`);
      show = await list.openThread(subject);
    });

    it('opening the message reads it: the badge count drops by one', async () => {
      expect(await show.bodies()).toEqual([patientBody]);
      await expect.poll(() => unreadBadge(page)).toBe(badgeBefore - 1);
      expect((await api.thread(threadId))!.status).toBe('SEEN');
    });

    it('an empty reply shows its field error and sends nothing', async () => {
      await show.reply('   ');
      await expect.poll(() => show.replyHelper().textContent()).toBe(t.bodyRequired);
      expect((await api.thread(threadId))!.messageCount).toBe(1);
    });

    it('replies as an automatic answer: the reply joins the thread', async () => {
      await show.reply(replyBody, true);
      await expect.poll(() => show.notification().textContent()).toBe(t.replied);
      await expect.poll(() => show.bodies()).toEqual([patientBody, replyBody]);
      const thread = (await api.thread(threadId))!;
      expect(thread.thread.map((m) => [m.sender, m.body, m.automaticAnswer])).toEqual([
        ['PERSON', patientBody, false],
        ['CLINIC', replyBody, true],
      ]);
      await shot(page, `messages-thread-${locale}`);
    });

    it('the reply’s e-mail to the patient appears in the Outbox, in the patient’s language, shown safely', async () => {
      const outbox = await OutboxPage.open(page, consoleUrl);
      const [first] = await outbox.rows();
      expect(first).toEqual({ to: 'maria@example.com', subject: t.mailSubject, status: t.mailStatus });
      await shot(page, `outbox-list-${locale}`);
      await outbox.openFirst();
      expect(await outbox.text()).toContain(t.greeting);
      expect(await outbox.htmlFrameSandbox()).toBe('');
      await expect.poll(() => outbox.htmlFrameText()).toContain(t.greeting);
      await shot(page, `outbox-show-${locale}`);
    });
  });
}

/** Issue 18 item 1: the clinic reads the patient's attachments in the thread and attaches a file to its reply. */
describe('console: message attachments (en-US)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const subject = `Exames en-US ${Date.now()}`;
  const exam = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% console e2e exam\n%%EOF\n');
  const report = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% console e2e report\n%%EOF\n');
  const browser = consoleBrowser({ locale: 'en-US' });
  let page: Page;
  let api: Awaited<ReturnType<typeof messagesApi>>;
  let threadId: string;
  let show: MessageShowPage;

  beforeAll(async () => {
    api = await messagesApi(gatewayUrl);
    threadId = await api.patientWrites(subject, 'Here are my exams.', 'en');
    await api.patientAttaches(threadId, 'hemograma.pdf', exam);
    ({ page } = await browser.signIn(demoClinicAdmin));
  });

  afterAll(async () => {
    if (threadId) await api.archive([threadId]);
  });

  it('the message’s page lists the patient’s attachment with its size', async () => {
    const list = await MessageListPage.open(page, consoleUrl);
    show = await list.openThread(subject);
    await expect.poll(() => show.attachments()).toEqual([`hemograma.pdf (${Math.ceil(exam.length / 1024)} KB)`]);
    await shot(page, 'messages-attachments-en-US');
  });

  it('the clinic attaches a PDF to its reply: it joins the thread on the reply', async () => {
    await show.attach({ name: 'laudo.pdf', mimeType: 'application/pdf', buffer: report });
    await show.reply('Thank you, here is the report.');
    await expect.poll(() => show.notification().textContent()).toBe('Reply sent');
    await expect
      .poll(() => api.attachments(threadId))
      .toEqual([
        { sender: 'PERSON', files: ['hemograma.pdf'] },
        { sender: 'CLINIC', files: ['laudo.pdf'] },
      ]);
    await expect.poll(() => show.attachments()).toHaveLength(2);
  });
});
