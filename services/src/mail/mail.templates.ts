import type { Locale } from '@teleconsulta/schema';
import type { MailRequest } from './mail.service.js';

/**
 * The mails of the message service, in the patient's language. They say who wrote and where to read it, never the
 * message itself: a mailbox is not a safe place for health data (LGPD art. 11), so the text stays behind sign-in.
 */
const TEXTS = {
  message_reply: {
    en: { subject: 'You have a new reply from {clinic}', lead: '{clinic} replied to your message "{topic}".' },
    pt: { subject: 'Você tem uma nova resposta de {clinic}', lead: '{clinic} respondeu à sua mensagem "{topic}".' },
  },
  message_new: {
    en: { subject: 'You have a new message from {clinic}', lead: '{clinic} sent you a message: "{topic}".' },
    pt: { subject: 'Você tem uma nova mensagem de {clinic}', lead: '{clinic} enviou uma mensagem para você: "{topic}".' },
  },
  /** To the professional a thread is addressed to, when the patient writes in it (no patient's name in the mail). */
  message_to_professional: {
    en: { subject: 'A patient wrote to you at {clinic}', lead: 'A patient of {clinic} wrote to you: "{topic}".' },
    pt: { subject: 'Um paciente escreveu para você em {clinic}', lead: 'Um paciente de {clinic} escreveu para você: "{topic}".' },
  },
} as const;

const COMMON = {
  en: {
    greeting: 'Hello, {name}.',
    action: 'Sign in to Teleconsulta to read it and reply.',
    link: 'Read the message',
    footer: 'This is an automatic e-mail; please do not answer it.',
  },
  pt: {
    greeting: 'Olá, {name}.',
    action: 'Entre no Teleconsulta para ler e responder.',
    link: 'Ler a mensagem',
    footer: 'Este é um e-mail automático; por favor, não responda.',
  },
} as const;

export type MessageMailTemplate = keyof typeof TEXTS;

/** Fills a mail text's {name} placeholders (missing ones become empty). */
export const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Where a message mail sends the patient: the patient app's sign-in, which opens the thread once signed in (or at once
 * when already signed in). Only the thread's id travels in the address, never its text.
 */
export const messageLink = (patientAppUrl: string, threadId: string): string =>
  `${patientAppUrl}/login?next=${encodeURIComponent(`/message/detail/${encodeURIComponent(threadId)}`)}`;

/** The name a greeting uses: the first word, past a title such as "Dr." or "Dra.". */
function firstNameOf(name: string): string {
  const words = name.trim().split(/\s+/);
  const start = words.length > 1 && /^(dr|dra|prof|profa)\.?$/i.test(words[0] ?? '') ? 1 : 0;
  return words[start] ?? name;
}

/**
 * A mail telling a patient the clinic wrote to them (a reply, or a new message), or a professional that a patient wrote
 * in a thread addressed to them, with the link to the thread. recipientName: whom the greeting names (first name).
 */
export function messageMail(
  template: MessageMailTemplate,
  input: { to: string; locale: Locale; clinic: string; recipientName: string; topic: string; companyId: string; link: string },
): MailRequest {
  const lang = input.locale === 'en' ? 'en' : 'pt';
  const texts = TEXTS[template][lang];
  const common = COMMON[lang];
  const firstName = firstNameOf(input.recipientName);
  const plain = { clinic: input.clinic, topic: input.topic, name: firstName };
  const safe = { clinic: escapeHtml(input.clinic), topic: escapeHtml(input.topic), name: escapeHtml(firstName) };
  const subject = fill(texts.subject, plain);
  const text = [fill(common.greeting, plain), '', fill(texts.lead, plain), fill(common.action, plain), input.link, '', common.footer].join(
    '\n',
  );
  const html = [
    `<p>${fill(common.greeting, safe)}</p>`,
    `<p>${fill(texts.lead, safe)}</p>`,
    `<p>${common.action}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${common.link}</a></p>`,
    `<p style="color:#666;font-size:12px">${common.footer}</p>`,
  ].join('\n');
  return { to: input.to, subject, text, html, template, locale: input.locale, companyId: input.companyId };
}
