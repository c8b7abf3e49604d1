import { formatBRL, type Locale } from '@teleconsulta/schema';
import { type NoticeMailInput, noticeFrame, noticeMail } from './appointment-notice.templates.js';
import type { MailRequest } from './mail.service.js';

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
  const texts = TEXTS[input.kind][input.locale === 'en' ? 'en' : 'pt'];
  const locale: Locale = input.locale === 'en' ? 'en' : 'pt-BR';
  const url = input.kind === 'ROOM' ? input.links.room : (input.links.payment ?? '');
  const frame = noticeFrame({ ...input, locale }, texts, () => [{ label: texts.link, url }], {
    amount: formatBRL(input.priceCents, locale),
  });
  return {
    to: input.to,
    ...frame,
    template: `appointment_${input.kind.toLowerCase()}_link`,
    locale: input.locale,
    companyId: input.companyId,
  };
}
