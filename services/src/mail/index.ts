import type { FastifyBaseLogger } from 'fastify';
import { createMailTransport } from '../adapters/mail/index.js';
import type { ServicesConfig } from '../config.js';
import type { Database } from '../kit/db.js';
import { Mailer } from './mail.service.js';

/** The mailer of the configuration: every mail recorded in the outbox, and sent through the configured transport. */
export function createMailer(db: Database, config: ServicesConfig['mail'], log: FastifyBaseLogger): Mailer {
  return new Mailer(db, createMailTransport(config), log);
}
