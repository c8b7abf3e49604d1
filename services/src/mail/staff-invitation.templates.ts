import { type Locale, type MembershipRole, membershipRoleNames } from '@teleconsulta/schema';
import type { MailRequest } from './mail.service.js';
import { escapeHtml, fill } from './mail.templates.js';

/**
 * The invitation to join a clinic's team (issue 16). One text whether or not the e-mail has an account: the mail is
 * recorded in the clinic's outbox, which its staff read, so it must not tell them what the answer to the invitation
 * does not. The invited person's language is unknown: the mail is written in the inviter's.
 */
const TEXTS = {
  en: {
    subject: '{clinic} invites you to join as {roles}',
    greeting: 'Hello.',
    lead: '{clinic} invites you to join its team on Teleconsulta as {roles}.',
    how: 'To accept, open the link below. If you already have a Teleconsulta account with this e-mail, sign in with it there; if not, create your account there, with a password of your own.',
    action: 'Accept the invitation',
    expiry: 'The link works once, until {date}.',
    ignore: 'If you were not expecting this invitation, ignore this e-mail: nothing changes unless you accept it.',
    footer: 'This is an automatic e-mail; please do not answer it.',
  },
  pt: {
    subject: '{clinic} convida você para participar como {roles}',
    greeting: 'Olá.',
    lead: '{clinic} convida você para fazer parte da equipe no Teleconsulta como {roles}.',
    how: 'Para aceitar, abra o link abaixo. Se você já tem uma conta no Teleconsulta com este e-mail, entre com ela nessa página; se não tem, crie sua conta ali, com uma senha só sua.',
    action: 'Aceitar o convite',
    expiry: 'O link funciona uma única vez, até {date}.',
    ignore: 'Se você não esperava este convite, ignore este e-mail: nada muda se você não aceitá-lo.',
    footer: 'Este é um e-mail automático; por favor, não responda.',
  },
} as const;

export type StaffInvitationMailInput = {
  to: string;
  locale: Locale;
  companyId: string;
  clinic: string;
  roles: readonly MembershipRole[];
  /** The accept page of the patient app with the raw token: the only place the token is ever written. */
  link: string;
  expiresAt: Date;
  timeZone: string;
};

/** The accept link: the patient app's /invite/:token (where professionals work and every invited person accepts). */
export const staffInvitationLink = (patientAppUrl: string, token: string) => `${patientAppUrl}/invite/${encodeURIComponent(token)}`;

export function staffInvitationMail(input: StaffInvitationMailInput): MailRequest {
  const lang = input.locale === 'en' ? 'en' : 'pt';
  const t = TEXTS[lang];
  const date = new Intl.DateTimeFormat(input.locale === 'en' ? 'en-US' : 'pt-BR', {
    timeZone: input.timeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(input.expiresAt);
  const plain = { clinic: input.clinic, roles: membershipRoleNames(input.roles, input.locale), date };
  const safe = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)]));
  const text = [
    t.greeting,
    '',
    fill(t.lead, plain),
    t.how,
    '',
    `${t.action}: ${input.link}`,
    fill(t.expiry, plain),
    '',
    t.ignore,
    '',
    t.footer,
  ].join('\n');
  const html = [
    `<p>${t.greeting}</p>`,
    `<p>${fill(t.lead, safe)}</p>`,
    `<p>${t.how}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${t.action}</a></p>`,
    `<p>${fill(t.expiry, safe)}</p>`,
    `<p>${t.ignore}</p>`,
    `<p style="color:#666;font-size:12px">${t.footer}</p>`,
  ].join('\n');
  return {
    to: input.to,
    subject: fill(t.subject, plain),
    text,
    html,
    template: 'staff_invitation',
    locale: input.locale,
    companyId: input.companyId,
  };
}
