import type { Locale } from '@teleconsulta/schema';
import type { MailRequest } from './mail.service.js';
import { escapeHtml, fill } from './mail.templates.js';

/**
 * The appointment's confirmation and reminders, in the patient's language. They say which clinic, when, and where to
 * enter, cancel or pay (the short links, each with its own page's code: SECURITY.md T24); never the professional, the
 * specialty, the reason or anything clinical: a mailbox is not a safe place for health data (LGPD art. 11).
 */
export const NOTICE_KINDS = ['CONFIRMATION', 'REMINDER_24H', 'REMINDER_1H'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

const TEXTS = {
  CONFIRMATION: {
    en: { subject: 'Your appointment at {clinic} is booked', lead: 'Your appointment at {clinic} is booked for {date}, at {time}.' },
    pt: { subject: 'Sua consulta na {clinic} está agendada', lead: 'Sua consulta na {clinic} está agendada para {date}, às {time}.' },
  },
  REMINDER_24H: {
    en: {
      subject: 'Reminder: your appointment at {clinic} on {date}',
      lead: 'A reminder: your appointment at {clinic} is on {date}, at {time}.',
    },
    pt: { subject: 'Lembrete: sua consulta na {clinic} em {date}', lead: 'Lembrete: sua consulta na {clinic} é em {date}, às {time}.' },
  },
  REMINDER_1H: {
    en: {
      subject: 'Your appointment at {clinic} starts soon, at {time}',
      lead: 'Your appointment at {clinic} starts soon: today, at {time}.',
    },
    pt: {
      subject: 'Sua consulta na {clinic} começa em breve, às {time}',
      lead: 'Sua consulta na {clinic} começa em breve: hoje, às {time}.',
    },
  },
} as const;

const COMMON = {
  en: {
    greeting: 'Hello, {name}.',
    forPatient: 'Patient: {patient}.',
    room: 'Enter the room',
    cancel: 'Cancel the appointment',
    payment: 'Pay for the appointment',
    zone: 'Times of {zone}.',
    footer: 'This is an automatic e-mail; please do not answer it.',
  },
  pt: {
    greeting: 'Olá, {name}.',
    forPatient: 'Paciente: {patient}.',
    room: 'Entrar na sala',
    cancel: 'Cancelar a consulta',
    payment: 'Pagar a consulta',
    zone: 'Horários de {zone}.',
    footer: 'Este é um e-mail automático; por favor, não responda.',
  },
} as const;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export type NoticeMailInput = {
  kind: NoticeKind;
  to: string;
  locale: Locale;
  companyId: string;
  clinic: string;
  /** Who receives it: the patient, or a dependent's guardian. */
  recipientName: string;
  /** The dependent the appointment is for, when the guardian receives it; null for the patient's own. */
  dependentName: string | null;
  startsAt: Date;
  timeZone: string;
  links: { room: string; cancel: string; payment: string | null };
};

/** The date and time of the appointment in the clinic's time zone, in the mail's language. */
export function noticeWhen(startsAt: Date, timeZone: string, locale: Locale): { date: string; time: string } {
  const tag = locale === 'en' ? 'en-US' : 'pt-BR';
  const date = new Intl.DateTimeFormat(tag, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(startsAt);
  const time = new Intl.DateTimeFormat(tag, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(startsAt);
  return { date, time };
}

/** A link of an appointment's mail: its label and where it leads. */
type MailLink = { label: string; url: string };

/** The frame of an appointment's mail, filled from the subject and lead given: the fields they may name (`plain`). */
export type NoticeFrame = { subject: string; text: string; html: string };

/**
 * Every appointment mail's frame (the notices and the reception's resent links): the greeting, the lead, the
 * dependent it is for, the time zone, the links (one as a paragraph, several as a list) and the footer, in text and
 * HTML; `{clinic}`, `{name}`, `{patient}`, `{date}`, `{time}`, `{zone}` and the extra fields fill the texts.
 */
export function noticeFrame(
  input: Pick<NoticeMailInput, 'locale' | 'clinic' | 'recipientName' | 'dependentName' | 'startsAt' | 'timeZone'>,
  texts: { subject: string; lead: string },
  links: (common: (typeof COMMON)['en' | 'pt']) => MailLink[],
  extra: Record<string, string> = {},
): NoticeFrame {
  const common = COMMON[input.locale === 'en' ? 'en' : 'pt'];
  const { date, time } = noticeWhen(input.startsAt, input.timeZone, input.locale);
  const plain: Record<string, string> = {
    clinic: input.clinic,
    name: firstName(input.recipientName),
    patient: input.dependentName ? firstName(input.dependentName) : '',
    date,
    time,
    zone: input.timeZone,
    ...extra,
  };
  const safe = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)]));
  const all = links(common);
  const text = [
    fill(common.greeting, plain),
    '',
    fill(texts.lead, plain),
    ...(input.dependentName ? [fill(common.forPatient, plain)] : []),
    fill(common.zone, plain),
    '',
    ...all.map((l) => `${l.label}: ${l.url}`),
    '',
    common.footer,
  ].join('\n');
  const anchor = (l: MailLink) => `<a href="${escapeHtml(l.url)}">${l.label}</a>`;
  const html = [
    `<p>${fill(common.greeting, safe)}</p>`,
    `<p>${fill(texts.lead, safe)}</p>`,
    ...(input.dependentName ? [`<p>${fill(common.forPatient, safe)}</p>`] : []),
    `<p>${fill(common.zone, safe)}</p>`,
    all.length === 1 ? `<p>${anchor(all[0]!)}</p>` : `<ul>${all.map((l) => `<li>${anchor(l)}</li>`).join('')}</ul>`,
    `<p style="color:#666;font-size:12px">${common.footer}</p>`,
  ].join('\n');
  return { subject: fill(texts.subject, plain), text, html };
}

/** A confirmation or reminder of an appointment, with its room, cancel and (while unpaid) payment links. */
export function noticeMail(input: NoticeMailInput): MailRequest {
  const texts = TEXTS[input.kind][input.locale === 'en' ? 'en' : 'pt'];
  const frame = noticeFrame(input, texts, (common) => [
    { label: common.room, url: input.links.room },
    { label: common.cancel, url: input.links.cancel },
    ...(input.links.payment ? [{ label: common.payment, url: input.links.payment }] : []),
  ]);
  return {
    to: input.to,
    ...frame,
    template: `appointment_${input.kind.toLowerCase()}`,
    locale: input.locale,
    companyId: input.companyId,
  };
}

/** An appointment's single-purpose short-link codes (SECURITY.md T24, migration 0028). */
export type ShortLinkCodes = { room: string; cancel: string; payment: string };

/**
 * The patient app's short links of an appointment (SPEC §2: /a/:id, /cn/:id, /p/:id), each with its own page's code:
 * the room code on the room link, the cancel code on the cancel link, the payment code on the payment link.
 */
export function noticeLinks(patientAppUrl: string, codes: ShortLinkCodes, payable: boolean) {
  return {
    room: `${patientAppUrl}/a/${encodeURIComponent(codes.room)}`,
    cancel: `${patientAppUrl}/cn/${encodeURIComponent(codes.cancel)}`,
    payment: payable ? `${patientAppUrl}/p/${encodeURIComponent(codes.payment)}` : null,
  };
}
