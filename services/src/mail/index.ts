import type { FastifyBaseLogger } from 'fastify';
import type { ServicesConfig } from '../config.js';
import type { Database } from '../kit/db.js';
import { outboxTransport } from './mail.js';
import { Mailer } from './mail.service.js';
import { smtpTransport } from './mail.smtp.js';

/** The mailer of the configuration: the outbox only (default), or SMTP (MAIL_TRANSPORT=smtp, SMTP_URL). */
export function createMailer(db: Database, config: ServicesConfig['mail'], log: FastifyBaseLogger): Mailer {
  const transport =
    config.transport === 'smtp' && config.smtpUrl
      ? smtpTransport({ url: config.smtpUrl, from: config.from, timeoutMs: config.timeoutMs })
      : outboxTransport();
  return new Mailer(db, transport, log);
}
