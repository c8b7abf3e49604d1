import type { Locator, Page } from 'playwright-core';

/** Selector map of the patient's messages (/message, /message/new, /message/detail/:id): test ids and names, never text. */
export const messagesSelectors = {
  badge: '[data-testid="app-menu"] [data-testid="menu-messages"] [data-testid="messages-unread-badge"] .MuiBadge-badge',
  list: '[data-testid="messages-page"]',
  item: '[data-testid="message-item"]',
  itemSubject: '[data-testid="message-subject"]',
  itemUnread: '[data-testid="message-unread"]',
  itemLastSender: '[data-testid="message-last-sender"]',
  newMessage: '[data-testid="new-message"]',
  newForm: '[data-testid="new-message-form"]',
  input: (name: 'subject' | 'body') => `[data-testid="new-message-form"] [name="${name}"]`,
  fieldError: (name: 'subject' | 'body') =>
    `[data-testid="new-message-form"] .MuiFormControl-root:has([name="${name}"]) .MuiFormHelperText-root`,
  appointmentSelect: '[data-testid="new-message-form"] .MuiFormControl-root:has([name="appointment"]) [role="combobox"]',
  addresseeSelect: '[data-testid="new-message-form"] .MuiFormControl-root:has([name="professionalId"]) [role="combobox"]',
  addresseeOption: '[role="listbox"] [role="option"]',
  aboutSelect: '[data-testid="new-message-form"] .MuiFormControl-root:has([name="personId"]) [role="combobox"]',
  aboutOption: '[data-testid="message-about-option"]',
  itemSummary: '[data-testid="message-summary"]',
  detailAbout: '[data-testid="message-detail-about"]',
  itemAddressee: '[data-testid="message-addressee"]',
  appointmentOption: '[data-testid="message-appointment-option"]',
  send: '[data-testid="new-message-submit"]',
  detail: '[data-testid="message-detail"]',
  title: '[data-testid="message-detail"] h1',
  success: '[data-testid="message-success"]',
  threadBody: '[data-testid="thread-message-body"]',
  threadAuthor: '[data-testid="thread-message-author"]',
  threadAppointment: '[data-testid="thread-message-appointment"]',
  replyBody: '[data-testid="message-reply-form"] textarea[name="body"]',
  replyError: '[data-testid="message-reply-form"] .MuiFormHelperText-root',
  replySend: '[data-testid="message-reply-submit"]',
  back: '[data-testid="messages-back"]',
  attachmentInput: (form: 'new-message' | 'message-reply') => `[data-testid="${form}-attachment-input"]`,
  chosenAttachment: (form: 'new-message' | 'message-reply') => `[data-testid="${form}-attachment"]`,
  attachmentErrors: (form: 'new-message' | 'message-reply') => `[data-testid="${form}-attachment-errors"]`,
  threadAttachment: '[data-testid="thread-message-attachment"]',
} as const;

/** A file for an <input type="file">, as Playwright sends it. */
export type ChosenFile = { name: string; mimeType: string; buffer: Buffer };

const s = messagesSelectors;

/** The unread count on the menu's Messages entry, as shown (0 when the badge is not there). Open the menu first on a phone. */
export async function unreadBadge(page: Page): Promise<number> {
  const badge = page.locator(s.badge);
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.textContent());
}

/** /message: the patient's threads, and the way to a new one. */
export class MessagesPage {
  constructor(readonly page: Page) {}

  async waitFor(): Promise<void> {
    await this.page.locator(s.list).waitFor();
  }

  item(subject: string): Locator {
    return this.page.locator(s.item).filter({ has: this.page.locator(s.itemSubject, { hasText: subject }) });
  }

  /** The line under the subject: whom the thread is about, how many messages, when. */
  async summary(subject: string): Promise<string> {
    return (await this.item(subject).locator(s.itemSummary).textContent()) ?? '';
  }

  /** Whom the list says a thread is addressed to (a professional), or null for the clinic. */
  async addressee(subject: string): Promise<string | null> {
    const line = this.item(subject).locator(s.itemAddressee);
    return (await line.count()) ? await line.textContent() : null;
  }

  /** What the list says of a thread: its "new" chip (null when read) and who wrote last. */
  async itemState(subject: string): Promise<{ unread: string | null; lastSender: string }> {
    const item = this.item(subject);
    const chip = item.locator(s.itemUnread);
    return {
      unread: (await chip.count()) ? await chip.textContent() : null,
      lastSender: (await item.locator(s.itemLastSender).textContent()) ?? '',
    };
  }

  async startNew(): Promise<NewMessagePage> {
    await this.page.locator(s.newMessage).click();
    await this.page.locator(s.newForm).waitFor();
    return new NewMessagePage(this.page);
  }

  async open(subject: string): Promise<MessageThreadPage> {
    await this.item(subject).locator('a').click();
    const thread = new MessageThreadPage(this.page);
    await thread.waitFor();
    return thread;
  }
}

/** /message/new: subject, text and the optional appointment. */
export class NewMessagePage {
  constructor(readonly page: Page) {}

  async send(subject: string, body: string): Promise<void> {
    await this.page.locator(s.input('subject')).fill(subject);
    await this.page.locator(s.input('body')).fill(body);
    await this.page.locator(s.send).click();
  }

  /** Links the message to the patient's newest appointment (the first option); returns the option as shown. */
  async chooseFirstAppointment(): Promise<string> {
    await this.page.locator(s.appointmentSelect).click();
    const option = this.page.locator(s.appointmentOption).first();
    const text = (await option.textContent()) ?? '';
    await option.click();
    await this.page.locator(s.appointmentOption).first().waitFor({ state: 'hidden' });
    return text;
  }

  /** Addresses the message to one of the professionals who attend the patient, by the name the list shows. */
  async chooseAddressee(name: string): Promise<void> {
    await this.page.locator(s.addresseeSelect).click();
    await this.page.locator(s.addresseeOption, { hasText: name }).click();
    await this.page.locator(s.addresseeOption).first().waitFor({ state: 'hidden' });
  }

  /** Whether the form asks whom the message is about (only a patient with dependents is asked, once they are loaded). */
  async asksAbout(): Promise<boolean> {
    return this.page
      .locator(s.aboutSelect)
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
  }

  /** Chooses whom the message is about (the patient or a dependent), by the name the list shows. */
  async chooseAbout(name: string): Promise<void> {
    await this.page.locator(s.aboutSelect).click();
    await this.page.locator(s.aboutOption, { hasText: name }).click();
    await this.page.locator(s.aboutOption).first().waitFor({ state: 'hidden' });
  }

  /** The options of a select as listed when it is opened (closed again after). */
  private async optionsOf(select: string, option: string): Promise<string[]> {
    await this.page.locator(select).click();
    await this.page.locator(option).first().waitFor();
    const texts = await this.page.locator(option).allTextContents();
    await this.page.keyboard.press('Escape');
    await this.page.locator(option).first().waitFor({ state: 'hidden' });
    return texts;
  }

  /** Whom the message can be addressed to: the clinic, then the professionals of the chosen person's appointments. */
  addresseeOptions(): Promise<string[]> {
    return this.optionsOf(s.addresseeSelect, s.addresseeOption);
  }

  /** The appointments the message can be about (the first option is "no appointment"). */
  appointmentOptions(): Promise<string[]> {
    return this.optionsOf(s.appointmentSelect, s.addresseeOption);
  }

  /** The addressee as the closed select shows it. */
  async chosenAddressee(): Promise<string> {
    return (await this.page.locator(s.addresseeSelect).textContent()) ?? '';
  }

  /** The chosen appointment as the closed select shows it. */
  async chosenAppointment(): Promise<string> {
    return (await this.page.locator(s.appointmentSelect).textContent()) ?? '';
  }

  fieldError(name: 'subject' | 'body'): Locator {
    return this.page.locator(s.fieldError(name));
  }

  /** Chooses files with "Attach files" (checked in the page before anything is sent). */
  async attach(...files: ChosenFile[]): Promise<void> {
    await this.page.locator(s.attachmentInput('new-message')).setInputFiles(files);
  }

  /** The names of the files chosen so far, as listed under the form. */
  async chosenFiles(): Promise<string[]> {
    return this.page.locator(`${s.chosenAttachment('new-message')} .MuiListItemText-primary`).allTextContents();
  }

  attachmentErrors(): Locator {
    return this.page.locator(s.attachmentErrors('new-message'));
  }
}

/** /message/detail/:id: the thread and the reply box. */
export class MessageThreadPage {
  constructor(readonly page: Page) {}

  async waitFor(): Promise<void> {
    await this.page.locator(s.threadBody).first().waitFor();
  }

  title(): Locator {
    return this.page.locator(s.title);
  }

  /** "Conversation about {name}" under the title. */
  about(): Locator {
    return this.page.locator(s.detailAbout);
  }

  success(): Locator {
    return this.page.locator(s.success);
  }

  bodies(): Promise<string[]> {
    return this.page.locator(s.threadBody).allTextContents();
  }

  /** The "see the appointment" links of the thread's messages, as shown. */
  appointmentLinks(): Promise<string[]> {
    return this.page.locator(s.threadAppointment).allTextContents();
  }

  authors(): Promise<string[]> {
    return this.page.locator(s.threadAuthor).allTextContents();
  }

  async reply(body: string): Promise<void> {
    await this.page.locator(s.replyBody).fill(body);
    await this.page.locator(s.replySend).click();
  }

  replyError(): Locator {
    return this.page.locator(s.replyError).first();
  }

  /** Each attachment of the thread as shown: "name (size)". */
  attachments(): Promise<string[]> {
    return this.page.locator(s.threadAttachment).allTextContents();
  }

  /** The download links of the thread's attachments. */
  async attachmentLinks(): Promise<string[]> {
    const links = await this.page.locator(`${s.threadAttachment} a`).all();
    return Promise.all(links.map(async (link) => (await link.getAttribute('href')) ?? ''));
  }

  async back(): Promise<MessagesPage> {
    await this.page.locator(s.back).click();
    const list = new MessagesPage(this.page);
    await list.waitFor();
    return list;
  }
}
