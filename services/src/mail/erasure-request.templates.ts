import type { ErasureRequestStatus, Locale } from '@teleconsulta/schema';
import type { MailRequest } from './mail.service.js';
import { escapeHtml, fill } from './mail.templates.js';

/**
 * The clinic's answer to an LGPD erasure request (issue 18 item 6): anonymised, with what the law keeps and why, or
 * refused with the clinic's reason. A clinic mail (its outbox), in the language of the page that asked.
 */
const TEXTS = {
  en: {
    subject: '{clinic}: the answer to your data erasure request',
    greeting: 'Hello, {name}.',
    done: 'Your request was carried out: your contact details, address and other personal data that are not part of the health record were erased, and your account at {clinic} was closed.',
    kept: 'The health record (appointments, notes, diagnoses, files, consents) and the identification it needs (name, CPF, CNS, birth date) are kept, as the law requires: {reason}.',
    refused: '{clinic} did not carry out your request. Its answer:',
    note: 'The clinic’s note:',
    footer: 'This is an automatic e-mail; please do not answer it. This is the last message sent to this address.',
    footerRefused: 'This is an automatic e-mail; please do not answer it.',
  },
  pt: {
    subject: '{clinic}: a resposta ao seu pedido de eliminação de dados',
    greeting: 'Olá, {name}.',
    done: 'Seu pedido foi atendido: seus contatos, endereço e demais dados pessoais que não fazem parte do prontuário foram eliminados, e sua conta na {clinic} foi encerrada.',
    kept: 'O prontuário (consultas, anotações, diagnósticos, arquivos, consentimentos) e a identificação que ele exige (nome, CPF, CNS, data de nascimento) são guardados, como a lei exige: {reason}.',
    refused: 'A {clinic} não atendeu ao seu pedido. A resposta da clínica:',
    note: 'A observação da clínica:',
    footer: 'Este é um e-mail automático; por favor, não responda. Esta é a última mensagem enviada a este endereço.',
    footerRefused: 'Este é um e-mail automático; por favor, não responda.',
  },
} as const;

/** The retention reason as the patient reads it (the stored reason is English, for the log). */
const REASON = {
  en: 'legal retention (Lei 13.787/2018, 20 years after the last entry)',
  pt: 'guarda legal (Lei 13.787/2018, 20 anos após o último registro)',
} as const;

export type ErasureAnswerMail = {
  to: string;
  name: string;
  clinic: string;
  companyId: string;
  locale: Locale;
  status: Exclude<ErasureRequestStatus, 'REQUESTED'>;
  answer: string | null;
};

export function erasureAnswerMail(input: ErasureAnswerMail): MailRequest {
  const lang = input.locale === 'en' ? 'en' : 'pt';
  const t = TEXTS[lang];
  const plain = { name: input.name, clinic: input.clinic, reason: REASON[lang] };
  const safe = { name: escapeHtml(input.name), clinic: escapeHtml(input.clinic), reason: REASON[lang] };
  const done = input.status === 'DONE';
  const lead = done ? [fill(t.done, plain), fill(t.kept, plain)] : [fill(t.refused, plain)];
  const leadHtml = done ? [fill(t.done, safe), fill(t.kept, safe)] : [fill(t.refused, safe)];
  const answer = input.answer ? [done ? t.note : '', input.answer].filter(Boolean) : [];
  const footer = done ? t.footer : t.footerRefused;
  return {
    to: input.to,
    subject: fill(t.subject, plain),
    text: [fill(t.greeting, plain), '', ...lead, ...(answer.length ? ['', ...answer] : []), '', footer].join('\n'),
    html: [
      `<p>${fill(t.greeting, safe)}</p>`,
      ...leadHtml.map((l) => `<p>${l}</p>`),
      ...(input.answer ? [`<blockquote style="white-space:pre-wrap">${escapeHtml(input.answer)}</blockquote>`] : []),
      `<p style="color:#666;font-size:12px">${footer}</p>`,
    ].join('\n'),
    template: done ? 'erasure_request_done' : 'erasure_request_refused',
    locale: input.locale,
    companyId: input.companyId,
  };
}
