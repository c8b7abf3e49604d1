import type { Gateway } from '@teleconsulta/gateway/server';
import { createApp, type ServicesApp } from '@teleconsulta/services/app';
import { parseConfig as parseServicesConfig } from '@teleconsulta/services/config';
import { createTestDatabase, type TestDatabase } from './database.js';
import { gatewayInFrontOf, listenOnFreePort } from './in-process.js';

export type TestStack = {
  services: ServicesApp;
  gateway: Gateway;
  servicesUrl: string;
  gatewayUrl: string;
  database: TestDatabase;
  close: () => Promise<void>;
};

export const TEST_INTERNAL_TOKEN = 'test-internal-token-0123456789abcdef';
/** The media links' key of the test stack: another secret than the internal token (one secret per job). */
export const TEST_MEDIA_SIGNING_KEY = 'test-media-signing-key-0123456789';
const INTERNAL_TOKEN = TEST_INTERNAL_TOKEN;

/** The whole back end in process, through the same boot paths as production (createApp, createGateway), on port 0. */
export async function startStack(
  options: { gatewayEnv?: Record<string, string>; servicesEnv?: Record<string, string> } = {},
): Promise<TestStack> {
  const database = await createTestDatabase();
  const config = parseServicesConfig({
    DATA_DIR: 'memory://',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    INTERNAL_TOKEN,
    MEDIA_SIGNING_KEY: TEST_MEDIA_SIGNING_KEY,
    FLOW_HEARTBEAT_MS: '1000',
    // The tests' webhook receivers listen on 127.0.0.1 (tests/webhook-address covers the refusal).
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // The notice worker runs when a test asks (services.notices.runOnce), not on a timer that would mail the demo's
    // appointments in the middle of other tests' outbox checks.
    NOTICE_INTERVAL_MS: '0',
    ...options.servicesEnv,
  });
  const services = await createApp({ ...config, db: { ...config.db, image: database.image } });
  const servicesUrl = await listenOnFreePort(services);
  const gateway = gatewayInFrontOf(servicesUrl, INTERNAL_TOKEN, {
    MEDIA_SIGNING_KEY: TEST_MEDIA_SIGNING_KEY,
    ACCESS_CODE_RATE_LIMIT_PER_MINUTE: '10000',
    // Tests share two cores: a slow answer under load is not an unreachable service (a test of the time-out sets its own).
    UPSTREAM_TIMEOUT_MS: '10000',
    ...options.gatewayEnv,
  });
  const gatewayUrl = await gateway.start();
  await gateway.deps.flow.whenReady();
  return {
    services,
    gateway,
    servicesUrl,
    gatewayUrl,
    database,
    close: async () => {
      await gateway.stop();
      await services.close();
      await database.drop();
    },
  };
}
