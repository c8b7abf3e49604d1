import type { Locator, Page } from 'playwright-core';
import { ConsoleListPage, consoleListSelectors } from './console-list.page';

/** Selector map of the messages and outbox screens, beside their tables' (console-list.page.ts): never translated text. */
export const messagesSelectors = {
  badge: 'a.RaMenuItemLink-root[href="#/messages"] .messages-unread-badge',
  unreadSubject: '.message-subject.message-unread',
  status: '.message-status',
  threadMessage: '.thread-message',
  threadBody: '.thread-message-body',
  threadAttachment: '.thread-message-attachment',
  replyAttachmentInput: '[data-testid="message-reply-attachment-input"]',
  replyAttachment: '.message-reply-attachment',
  replyBody: '.message-reply-form textarea[name="body"]',
  automaticAnswer: '.message-reply-form input[name="automaticAnswer"]',
  replySubmit: '.message-reply-form button[type="submit"]',
  replyHelper: '.message-reply-form .MuiFormControl-root:has(textarea[name="body"]) .MuiFormHelperText-root',
  archiveToggle: '.message-archive-toggle',
  notification: '.MuiSnackbarContent-message',
  outboxStatus: '.outbox-status',
  outboxText: '.outbox-text',
  outboxHtml: 'iframe.outbox-html',
} as const;

/** The menu entry's unread count (the badge's data attribute; 0 when hidden). */
export async function unreadBadge(page: Page): Promise<number> {
  const badge = page.locator(messagesSelectors.badge);
  await badge.waitFor();
  return Number(await badge.getAttribute('data-unread'));
}

/** /messages: the inbox. */
export class MessageListPage extends ConsoleListPage {
  static open(page: Page, consoleUrl: string): Promise<MessageListPage> {
    return MessageListPage.openAt(page, `${consoleUrl}/#/messages`);
  }

  row(subject: string): Locator {
    return this.rowsWith('subject', subject);
  }

  async isUnread(subject: string): Promise<boolean> {
    return (await this.row(subject).locator(messagesSelectors.unreadSubject).count()) > 0;
  }

  async statusOf(subject: string): Promise<string> {
    return (await this.row(subject).locator(messagesSelectors.status).textContent()) ?? '';
  }

  async openThread(subject: string): Promise<MessageShowPage> {
    await this.row(subject).locator(consoleListSelectors.rowCell('subject')).click();
    await this.page.waitForURL((url) => /#\/messages\/[^/]+\/show/.test(url.hash));
    await this.page.locator(messagesSelectors.threadMessage).first().waitFor();
    return new MessageShowPage(this.page);
  }
}

/** /messages/{id}/show: the thread and the reply form. */
export class MessageShowPage {
  constructor(private readonly page: Page) {}

  async bodies(): Promise<string[]> {
    return this.page.locator(messagesSelectors.threadBody).allTextContents();
  }

  async reply(body: string, automatic = false): Promise<void> {
    await this.page.locator(messagesSelectors.replyBody).fill(body);
    if (automatic) await this.page.locator(messagesSelectors.automaticAnswer).check();
    await this.page.locator(messagesSelectors.replySubmit).click();
  }

  /** Each attachment of the thread as shown: "name (size)". */
  async attachments(): Promise<string[]> {
    return this.page.locator(messagesSelectors.threadAttachment).allTextContents();
  }

  /** Chooses files to send with the reply ("Attach files"); they are listed under the reply box. */
  async attach(...files: Array<{ name: string; mimeType: string; buffer: Buffer }>): Promise<void> {
    await this.page.locator(messagesSelectors.replyAttachmentInput).setInputFiles(files);
    await this.page.locator(messagesSelectors.replyAttachment).first().waitFor();
  }

  replyHelper(): Locator {
    return this.page.locator(messagesSelectors.replyHelper);
  }

  notification(): Locator {
    return this.page.locator(messagesSelectors.notification).first();
  }
}

/** /outbox: the mails, and one mail's page. */
export class OutboxPage extends ConsoleListPage {
  static open(page: Page, consoleUrl: string): Promise<OutboxPage> {
    return OutboxPage.openAt(page, `${consoleUrl}/#/outbox`);
  }

  /** The first rows as { to, subject, status } as shown. */
  async rows(): Promise<Array<{ to: string; subject: string; status: string }>> {
    const rows = this.page.locator(consoleListSelectors.row);
    const out: Array<{ to: string; subject: string; status: string }> = [];
    for (let i = 0; i < Math.min(await rows.count(), 5); i++) {
      const row = rows.nth(i);
      out.push({
        to: (await row.locator(consoleListSelectors.rowCell('to')).textContent()) ?? '',
        subject: (await row.locator(consoleListSelectors.rowCell('subject')).textContent()) ?? '',
        status: (await row.locator(messagesSelectors.outboxStatus).textContent()) ?? '',
      });
    }
    return out;
  }

  async openFirst(): Promise<void> {
    await this.page.locator(consoleListSelectors.row).first().locator(consoleListSelectors.rowCell('subject')).click();
    await this.page.waitForURL((url) => /#\/outbox\/[^/]+\/show/.test(url.hash));
    await this.page.locator(messagesSelectors.outboxText).waitFor();
  }

  async text(): Promise<string> {
    return (await this.page.locator(messagesSelectors.outboxText).textContent()) ?? '';
  }

  async htmlFrameSandbox(): Promise<string | null> {
    return this.page.locator(messagesSelectors.outboxHtml).getAttribute('sandbox');
  }

  async htmlFrameText(): Promise<string> {
    return (await this.page.frameLocator(messagesSelectors.outboxHtml).locator('body').textContent()) ?? '';
  }
}
