import type { ServicesConfig } from '../../config.js';
import { type MailTransport, outboxTransport } from './mail.js';
import { smtpTransport } from './mail.smtp.js';

export type { MailTransport, OutgoingMail } from './mail.js';

/** The mail transport of the configuration: the outbox only (default), or SMTP (MAIL_TRANSPORT=smtp, SMTP_URL). */
export function createMailTransport(config: ServicesConfig['mail']): MailTransport {
  return config.transport === 'smtp' && config.smtpUrl
    ? smtpTransport({ url: config.smtpUrl, from: config.from, timeoutMs: config.timeoutMs })
    : outboxTransport();
}
