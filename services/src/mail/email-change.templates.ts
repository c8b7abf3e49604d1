import type { Locale } from '@teleconsulta/schema';
import type { MailRequest } from './mail.service.js';
import { escapeHtml, fill } from './mail.templates.js';

/**
 * Changing the sign-in e-mail (issue 18): the link confirming it goes to the new address, and the old one is told, so a
 * change the owner did not ask for is noticed. Platform mails (no company), in the language of the page that asked.
 */
const TEXTS = {
  en: {
    confirmSubject: 'Confirm your new e-mail for Teleconsulta',
    greeting: 'Hello, {name}.',
    confirmLead: 'You asked to sign in to Teleconsulta with this e-mail address from now on.',
    confirmAction: 'Confirm the new e-mail',
    confirmExpiry: 'The link works once, for {minutes} minutes. Until you confirm, your e-mail stays {old}.',
    noticeSubject: 'Your Teleconsulta e-mail is being changed',
    noticeLead: 'Someone signed in to your Teleconsulta account asked to change its e-mail to {new}.',
    noticeIgnore: 'If it was not you, change your password now: the change only happens if the new address confirms it.',
    footer: 'This is an automatic e-mail; please do not answer it.',
  },
  pt: {
    confirmSubject: 'Confirme seu novo e-mail no Teleconsulta',
    greeting: 'Olá, {name}.',
    confirmLead: 'Você pediu para entrar no Teleconsulta com este endereço de e-mail a partir de agora.',
    confirmAction: 'Confirmar o novo e-mail',
    confirmExpiry: 'O link funciona uma única vez, por {minutes} minutos. Até a confirmação, seu e-mail continua sendo {old}.',
    noticeSubject: 'Seu e-mail no Teleconsulta está sendo alterado',
    noticeLead: 'Alguém conectado à sua conta no Teleconsulta pediu para alterar o e-mail para {new}.',
    noticeIgnore: 'Se não foi você, altere sua senha agora: a alteração só acontece se o novo endereço confirmá-la.',
    footer: 'Este é um e-mail automático; por favor, não responda.',
  },
} as const;

type Input = { name: string; oldEmail: string; newEmail: string; locale: Locale };

const mail = (to: string, subject: string, locale: Locale, template: string, lines: string[], html: string[]): MailRequest => ({
  to,
  subject,
  text: lines.join('\n'),
  html: html.join('\n'),
  template,
  locale,
  companyId: null,
});

/** The patient app's page that confirms the new e-mail. */
export const emailChangeLink = (patientAppUrl: string, token: string) => `${patientAppUrl}/confirm-email/${encodeURIComponent(token)}`;

/** The link, to the new address. */
export function emailChangeConfirmMail(input: Input & { link: string; minutes: number }): MailRequest {
  const t = TEXTS[input.locale === 'en' ? 'en' : 'pt'];
  const plain = { name: input.name, minutes: String(input.minutes), old: input.oldEmail };
  const safe = { name: escapeHtml(input.name), minutes: String(input.minutes), old: escapeHtml(input.oldEmail) };
  return mail(
    input.newEmail,
    t.confirmSubject,
    input.locale,
    'email_change_confirm',
    [fill(t.greeting, plain), '', t.confirmLead, '', `${t.confirmAction}: ${input.link}`, fill(t.confirmExpiry, plain), '', t.footer],
    [
      `<p>${fill(t.greeting, safe)}</p>`,
      `<p>${t.confirmLead}</p>`,
      `<p><a href="${escapeHtml(input.link)}">${t.confirmAction}</a></p>`,
      `<p>${fill(t.confirmExpiry, safe)}</p>`,
      `<p style="color:#666;font-size:12px">${t.footer}</p>`,
    ],
  );
}

/** The notice, to the old address (no link: nothing to do there but change the password if it was not them). */
export function emailChangeNoticeMail(input: Input): MailRequest {
  const t = TEXTS[input.locale === 'en' ? 'en' : 'pt'];
  const plain = { name: input.name, new: input.newEmail };
  const safe = { name: escapeHtml(input.name), new: escapeHtml(input.newEmail) };
  return mail(
    input.oldEmail,
    t.noticeSubject,
    input.locale,
    'email_change_notice',
    [fill(t.greeting, plain), '', fill(t.noticeLead, plain), t.noticeIgnore, '', t.footer],
    [
      `<p>${fill(t.greeting, safe)}</p>`,
      `<p>${fill(t.noticeLead, safe)}</p>`,
      `<p>${t.noticeIgnore}</p>`,
      `<p style="color:#666;font-size:12px">${t.footer}</p>`,
    ],
  );
}
