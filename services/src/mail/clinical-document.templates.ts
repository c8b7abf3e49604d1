import type { ClinicalDocumentKind, Locale } from '@teleconsulta/schema';
import type { MailRequest } from './mail.service.js';
import { escapeHtml, fill } from './mail.templates.js';

const KIND = {
  en: { PRESCRIPTION: 'a prescription', CERTIFICATE: 'a medical certificate', EXAM_REQUEST: 'an exam request', REFERRAL: 'a referral' },
  pt: {
    PRESCRIPTION: 'uma receita',
    CERTIFICATE: 'um atestado médico',
    EXAM_REQUEST: 'uma solicitação de exames',
    REFERRAL: 'um encaminhamento',
  },
} as const satisfies Record<'en' | 'pt', Record<ClinicalDocumentKind, string>>;

const TEXTS = {
  en: {
    subject: 'You have a new document from {clinic}',
    greeting: 'Hello, {name}.',
    lead: '{professional} issued {kind} for {patient} at {clinic}.',
    action: 'Sign in to Teleconsulta to open and download it, with its validation code for the pharmacy.',
    link: 'Open the document',
    footer: 'This is an automatic e-mail; please do not answer it.',
  },
  pt: {
    subject: 'Você tem um novo documento de {clinic}',
    greeting: 'Olá, {name}.',
    lead: '{professional} emitiu {kind} para {patient} em {clinic}.',
    action: 'Entre no Teleconsulta para abrir e baixar o documento, com o código de validação para a farmácia.',
    link: 'Abrir o documento',
    footer: 'Este é um e-mail automático; por favor, não responda.',
  },
} as const;

/** Where the mail sends the patient: the sign-in, which then opens the appointment with its documents. */
export const clinicalDocumentLink = (patientAppUrl: string, appointmentId: string): string =>
  `${patientAppUrl}/login?next=${encodeURIComponent(`/appointment/detail/${encodeURIComponent(appointmentId)}`)}`;

/**
 * The mail telling a patient (or a dependent's guardian) that a professional issued a document for them (issue 19
 * item 9): who, what kind and the link — never the document's content, which only a signed-in reader opens.
 */
export function clinicalDocumentMail(input: {
  to: string;
  locale: Locale;
  clinic: string;
  recipientName: string;
  patientName: string;
  professionalName: string;
  kind: ClinicalDocumentKind;
  companyId: string;
  link: string;
}): MailRequest {
  const lang = input.locale === 'en' ? 'en' : 'pt';
  const t = TEXTS[lang];
  const firstName = input.recipientName.trim().split(/\s+/)[0] ?? input.recipientName;
  const values = {
    clinic: input.clinic,
    name: firstName,
    professional: input.professionalName,
    patient: input.patientName,
    kind: KIND[lang][input.kind],
  };
  const safe = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  const text = [fill(t.greeting, values), '', fill(t.lead, values), t.action, input.link, '', t.footer].join('\n');
  const html = [
    `<p>${fill(t.greeting, safe)}</p>`,
    `<p>${fill(t.lead, safe)}</p>`,
    `<p>${t.action}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${t.link}</a></p>`,
    `<p style="color:#666;font-size:12px">${t.footer}</p>`,
  ].join('\n');
  return {
    to: input.to,
    subject: fill(t.subject, values),
    text,
    html,
    template: 'clinical_document_issued',
    locale: input.locale,
    companyId: input.companyId,
  };
}
