import { refuseUnsafeProduction } from '@teleconsulta/schema';
import type { CepSettings } from './adapters/cep/cep-lookup.js';
import type { SpeechSettings } from './adapters/speech/speech-to-text.js';
import type { TriageSettings } from './adapters/triage/triage.adapter.js';
import {
  cepOf,
  type PaymentSettings,
  paymentOf,
  type StorageSettings,
  speechOf,
  storageOf,
  triageOf,
  type VideoSettings,
  videoOf,
} from './config/adapters.js';
import { type Env, ZEnv } from './config/env.js';
import { productionProblems } from './config/production.js';

export type { PaymentSettings, StorageSettings, VideoSettings } from './config/adapters.js';

/**
 * Services configuration, parsed once from the environment (STYLE.md convention 10); the one module the others import.
 * The variables are read in config/env.ts, the adapters' settings built in config/adapters.ts, and what production
 * refuses is in config/production.ts.
 */
export type ServicesConfig = {
  port: number;
  host: string;
  /** image: an in-memory PGlite's starting data directory, set by the tests only (kit/db.ts openDatabase). */
  db: { url?: string; dataDir: string; image?: Blob };
  auth: { issuer: string; audience: string; accessTtlSeconds: number; internalToken: string; mediaSigningKey: string };
  /** Sealing the professionals' A1 certificates at rest (clinical-document/certificate-seal.ts). */
  certificateKey: string;
  production: boolean;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Where the log lines go: a file appended to, or standard output (undefined). */
  logFile?: string;
  flow: { retentionEvents: number; heartbeatMs: number; trimIntervalMs: number };
  mail: { transport: 'outbox' | 'smtp'; smtpUrl?: string; from: string; timeoutMs: number };
  upload: { maxMb: number };
  storage: StorageSettings;
  /** Bookings: the PIX hold sweeper's interval (0: off). */
  appointment: { holdSweepMs: number };
  /** Emergency: the no-answer sweeper's interval (0: off). */
  emergency: { noAnswerSweepMs: number };
  /** Appointment confirmations and reminders: the worker's interval (0: no timer) and the links' base URL. */
  notices: { intervalMs: number; patientAppUrl: string; consoleAppUrl: string };
  webhooks: { enabled: boolean; retryBaseMs: number; retryMaxMs: number; timeoutMs: number; allowPrivate: boolean };
  payment: PaymentSettings;
  video: VideoSettings;
  triage: TriageSettings;
  speech: SpeechSettings;
  cep: CepSettings;
};

export function parseConfig(env: Record<string, string | undefined>): ServicesConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid services configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL)
    throw new Error('Invalid services configuration:\n  SMTP_URL: required when MAIL_TRANSPORT=smtp');
  if (e.NODE_ENV === 'production') refuseUnsafeProduction('services', productionProblems(e, env));
  return {
    port: e.SERVICES_PORT,
    host: e.SERVICES_HOST,
    db: { url: e.DATABASE_URL, dataDir: e.DATA_DIR },
    auth: {
      issuer: e.AUTH_ISSUER,
      audience: e.AUTH_AUDIENCE,
      accessTtlSeconds: e.AUTH_ACCESS_TTL_SECONDS,
      internalToken: e.INTERNAL_TOKEN,
      mediaSigningKey: e.MEDIA_SIGNING_KEY,
    },
    certificateKey: e.CERTIFICATE_KEY,
    production: e.NODE_ENV === 'production',
    seedDemo: e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    logFile: e.LOG_FILE,
    flow: { retentionEvents: e.FLOW_RETENTION_EVENTS, heartbeatMs: e.FLOW_HEARTBEAT_MS, trimIntervalMs: e.FLOW_TRIM_INTERVAL_MS },
    mail: { transport: e.MAIL_TRANSPORT, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, timeoutMs: e.SMTP_TIMEOUT_MS },
    upload: { maxMb: e.UPLOAD_MAX_MB },
    storage: storageOf(e),
    appointment: { holdSweepMs: e.APPOINTMENT_HOLD_SWEEP_MS },
    emergency: { noAnswerSweepMs: e.EMERGENCY_NO_ANSWER_SWEEP_MS },
    notices: {
      intervalMs: e.NOTICE_INTERVAL_MS,
      patientAppUrl: e.PATIENT_APP_URL.replace(/\/+$/, ''),
      consoleAppUrl: e.CONSOLE_APP_URL.replace(/\/+$/, ''),
    },
    webhooks: {
      enabled: e.WEBHOOK_DELIVERY === 'on',
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      retryMaxMs: e.WEBHOOK_RETRY_MAX_MS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    },
    payment: paymentOf(e),
    video: videoOf(e),
    triage: triageOf(e),
    speech: speechOf(e),
    cep: cepOf(e),
  };
}

export function loadConfig(env = process.env): ServicesConfig {
  return parseConfig(env);
}
