import type { FastifyBaseLogger } from 'fastify';
import type { ServicesConfig } from '../config.js';
import type { SigningKeys } from '../user/keys.service.js';
import type { Database } from './db.js';

/** What every service module receives at registration: no module-level singletons. */
export type ServiceContext = {
  db: Database;
  config: ServicesConfig;
  keys: SigningKeys;
  log: FastifyBaseLogger;
  /** Counts requests per route, read by benchmarks and tests (upstream call counting). */
  counters: Map<string, number>;
};
