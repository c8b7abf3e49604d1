/**
 * The mail adapter (ARCHITECTURE.md "Adapters"): a transport delivers one mail. The built-in default keeps mails in
 * the outbox table only (readable in the console); SMTP is the real provider. Whatever the transport, every mail is
 * recorded in the outbox first (mail/mail.service.ts, Mailer.queue), so a failing provider never loses one.
 */
export type OutgoingMail = { to: string; subject: string; text: string; html: string | null };

export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
  /** Delivers the mail or throws; the outbox transport has nothing to do (the outbox row is the mail). */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** The built-in transport: nothing leaves the system; the console's Outbox shows the mail. */
export const outboxTransport = (): MailTransport => ({
  kind: 'outbox',
  send: async () => undefined,
  close: async () => undefined,
});
