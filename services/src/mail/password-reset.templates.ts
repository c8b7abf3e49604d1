import type { Locale } from '@teleconsulta/schema';
import type { MailRequest } from './mail.service.js';
import { escapeHtml, fill } from './mail.templates.js';

/**
 * The link to set a new password (issue 18). A platform mail (no company): it is recorded in the outbox only where no
 * clinic's staff read it, since whoever holds the link owns the account. Written in the language of the page that
 * asked for it.
 */
const TEXTS = {
  en: {
    subject: 'Set a new password for Teleconsulta',
    greeting: 'Hello, {name}.',
    lead: 'Someone (we hope you) asked to set a new password for your Teleconsulta account.',
    action: 'Set a new password',
    expiry: 'The link works once, for {minutes} minutes. Setting a new password signs you out of every device.',
    ignore: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    footer: 'This is an automatic e-mail; please do not answer it.',
  },
  pt: {
    subject: 'Crie uma nova senha no Teleconsulta',
    greeting: 'Olá, {name}.',
    lead: 'Alguém (esperamos que você) pediu para criar uma nova senha para a sua conta no Teleconsulta.',
    action: 'Criar uma nova senha',
    expiry: 'O link funciona uma única vez, por {minutes} minutos. Ao criar a nova senha, você sai da conta em todos os aparelhos.',
    ignore: 'Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.',
    footer: 'Este é um e-mail automático; por favor, não responda.',
  },
} as const;

export type PasswordResetMailInput = { to: string; name: string; locale: Locale; link: string; minutes: number };

/** The page that sets the new password, in the app whose sign-in page asked (the console routes by hash). */
export const passwordResetLink = (app: 'PATIENT' | 'CONSOLE', urls: { patientAppUrl: string; consoleAppUrl: string }, token: string) =>
  app === 'CONSOLE'
    ? `${urls.consoleAppUrl}/#/reset-password/${encodeURIComponent(token)}`
    : `${urls.patientAppUrl}/reset-password/${encodeURIComponent(token)}`;

export function passwordResetMail(input: PasswordResetMailInput): MailRequest {
  const t = TEXTS[input.locale === 'en' ? 'en' : 'pt'];
  const plain = { name: input.name, minutes: String(input.minutes) };
  const safe = { name: escapeHtml(input.name), minutes: String(input.minutes) };
  const text = [fill(t.greeting, plain), '', t.lead, '', `${t.action}: ${input.link}`, fill(t.expiry, plain), '', t.ignore, '', t.footer];
  const html = [
    `<p>${fill(t.greeting, safe)}</p>`,
    `<p>${t.lead}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${t.action}</a></p>`,
    `<p>${fill(t.expiry, safe)}</p>`,
    `<p>${t.ignore}</p>`,
    `<p style="color:#666;font-size:12px">${t.footer}</p>`,
  ];
  return {
    to: input.to,
    subject: t.subject,
    text: text.join('\n'),
    html: html.join('\n'),
    template: 'password_reset',
    locale: input.locale,
    companyId: null,
  };
}
