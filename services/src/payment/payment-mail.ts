import { formatBRL, type Locale } from '@teleconsulta/schema';
import type { Tx } from '../kit/tenant.js';
import type { MailRequest } from '../mail/mail.service.js';
import { escapeHtml } from '../mail/mail.templates.js';
import { paymentRepository } from './payment.repository.js';

const TEXTS = {
  APPROVED: {
    en: {
      subject: 'Your payment to {clinic} was confirmed',
      body: 'Your card payment of {amount} for your appointment at {clinic} was confirmed.',
    },
    pt: {
      subject: 'Seu pagamento à {clinic} foi confirmado',
      body: 'Seu pagamento de {amount} no cartão, da sua consulta na {clinic}, foi confirmado.',
    },
  },
  REFUSED: {
    en: {
      subject: 'Your payment to {clinic} was not accepted',
      body: 'Your card payment of {amount} for your appointment at {clinic} was not accepted. Open the payment page to pay again: {link}',
    },
    pt: {
      subject: 'Seu pagamento à {clinic} não foi aceito',
      body: 'Seu pagamento de {amount} no cartão, da sua consulta na {clinic}, não foi aceito. Abra a página de pagamento para pagar novamente: {link}',
    },
  },
} as const;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/**
 * SPEC §4 "in analysis (patient notified once confirmed)": the mail that tells the patient (or a dependent's guardian)
 * how a card in analysis ended. Only the clinic, the amount and the payment link (its payment code, SECURITY.md T24):
 * nothing clinical. Null when nobody has an e-mail address.
 */
export async function analysisEndedMail(
  tx: Tx,
  p: { companyId: string; appointmentId: string; totalCents: number; locale: Locale | null },
  outcome: 'APPROVED' | 'REFUSED',
  patientAppUrl: string,
): Promise<MailRequest | null> {
  const r = await paymentRepository.mailRecipient(tx, p.appointmentId);
  if (!r?.email) return null;
  // The payer's language (the page they paid on); Portuguese when it is not known.
  const locale: Locale = p.locale === 'en' ? 'en' : 'pt-BR';
  const t = TEXTS[outcome][locale === 'en' ? 'en' : 'pt'];
  const values = {
    clinic: r.clinic,
    amount: formatBRL(p.totalCents, locale),
    link: `${patientAppUrl}/p/${encodeURIComponent(r.paymentCode)}`,
  };
  const hello = locale === 'en' ? 'Hello' : 'Olá';
  const text = `${hello}, ${r.name}.\n\n${fill(t.body, values)}\n`;
  return {
    companyId: p.companyId,
    to: r.email,
    subject: fill(t.subject, values),
    text,
    html: `<p>${hello}, ${escapeHtml(r.name)}.</p><p>${escapeHtml(fill(t.body, values))}</p>`,
    template: `PAYMENT_${outcome}`,
    locale,
  };
}
