import { formatBRL, type Locale } from '@teleconsulta/schema';
import { type NoticeMailInput, noticeMail, noticeWhen } from './appointment-notice.templates.js';
import type { MailRequest } from './mail.service.js';
import { escapeHtml, fill } from './mail.templates.js';

/**
 * The links the reception sends a patient again (issue 20): the booking's confirmation as it was sent (noticeMail),
 * or one link of its own — the room's or the payment page's. Like the notices: the clinic, the date and time, the
 * link; never the professional or anything clinical (LGPD art. 11).
 */
const TEXTS = {
  ROOM: {
    en: {
      subject: 'The link to your appointment at {clinic}',
      lead: 'Here is the link to the room of your appointment at {clinic}, on {date}, at {time}.',
      link: 'Enter the room',
    },
    pt: {
      subject: 'O link da sua consulta na {clinic}',
      lead: 'Aqui está o link da sala da sua consulta na {clinic}, em {date}, às {time}.',
      link: 'Entrar na sala',
    },
  },
  PAYMENT: {
    en: {
      subject: 'Pay for your appointment at {clinic}',
      lead: 'Your appointment at {clinic}, on {date}, at {time}, is waiting for its payment of {amount}.',
      link: 'Pay for the appointment',
    },
    pt: {
      subject: 'Pague sua consulta na {clinic}',
      lead: 'Sua consulta na {clinic}, em {date}, às {time}, aguarda o pagamento de {amount}.',
      link: 'Pagar a consulta',
    },
  },
} as const;

const COMMON = {
  en: {
    greeting: 'Hello, {name}.',
    forPatient: 'Patient: {patient}.',
    zone: 'Times of {zone}.',
    footer: 'This is an automatic e-mail; please do not answer it.',
  },
  pt: {
    greeting: 'Olá, {name}.',
    forPatient: 'Paciente: {patient}.',
    zone: 'Horários de {zone}.',
    footer: 'Este é um e-mail automático; por favor, não responda.',
  },
} as const;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export type LinkMailInput = Omit<NoticeMailInput, 'kind'> & {
  kind: 'CONFIRMATION' | 'ROOM' | 'PAYMENT';
  /** The price due (the payment link's mail says it). */
  priceCents: number;
};

/** The mail of a link sent again: CONFIRMATION is the booking's confirmation itself (every link); ROOM and PAYMENT one link. */
export function linkMail(input: LinkMailInput): MailRequest {
  if (input.kind === 'CONFIRMATION') {
    const { priceCents: _p, ...notice } = input;
    return { ...noticeMail({ ...notice, kind: 'CONFIRMATION' }), template: 'appointment_confirmation_resent' };
  }
  const lang = input.locale === 'en' ? 'en' : 'pt';
  const texts = TEXTS[input.kind][lang];
  const common = COMMON[lang];
  const locale: Locale = input.locale === 'en' ? 'en' : 'pt-BR';
  const { date, time } = noticeWhen(input.startsAt, input.timeZone, locale);
  const url = input.kind === 'ROOM' ? input.links.room : (input.links.payment ?? '');
  const plain = {
    clinic: input.clinic,
    name: firstName(input.recipientName),
    patient: input.dependentName ? firstName(input.dependentName) : '',
    date,
    time,
    zone: input.timeZone,
    amount: formatBRL(input.priceCents, locale),
  };
  const safe = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)]));
  const text = [
    fill(common.greeting, plain),
    '',
    fill(texts.lead, plain),
    ...(input.dependentName ? [fill(common.forPatient, plain)] : []),
    fill(common.zone, plain),
    '',
    `${texts.link}: ${url}`,
    '',
    common.footer,
  ].join('\n');
  const html = [
    `<p>${fill(common.greeting, safe)}</p>`,
    `<p>${fill(texts.lead, safe)}</p>`,
    ...(input.dependentName ? [`<p>${fill(common.forPatient, safe)}</p>`] : []),
    `<p>${fill(common.zone, safe)}</p>`,
    `<p><a href="${escapeHtml(url)}">${texts.link}</a></p>`,
    `<p style="color:#666;font-size:12px">${common.footer}</p>`,
  ].join('\n');
  return {
    to: input.to,
    subject: fill(texts.subject, plain),
    text,
    html,
    template: `appointment_${input.kind.toLowerCase()}_link`,
    locale: input.locale,
    companyId: input.companyId,
  };
}
