import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../adapters/storage/storage.js';
import type { ServicesConfig } from '../config.js';
import type { Mailer } from '../mail/mail.service.js';
import type { SigningKeys } from './auth.js';
import type { Database } from './db.js';
import type { EventPort } from './events.js';

/** What every service module receives at registration: no module-level singletons. */
export type ServiceContext = {
  db: Database;
  config: ServicesConfig;
  keys: SigningKeys;
  log: FastifyBaseLogger;
  /** The mail adapter: records every mail in the outbox, and sends it when SMTP is configured. */
  mail: Mailer;
  /** The file storage adapter: a local directory (or memory) by default, S3-compatible when configured. */
  storage: FileStorage;
  /** The event port: realtime events published in the caller's transaction (the flow log behind it). */
  events: EventPort;
  /** Counts requests per route, read by benchmarks and tests (upstream call counting). */
  counters: Map<string, number>;
};
