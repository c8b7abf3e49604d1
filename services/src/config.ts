import { resolve } from 'node:path';
import {
  databaseUrlProblem,
  ROOM_OPENS_MINUTES_BEFORE,
  refuseUnsafeProduction,
  secretProblem,
  sharedSecretProblems,
} from '@teleconsulta/schema';
import { z } from 'zod';
import type { SpeechSettings } from './speech/speech-to-text.js';
import type { S3Settings } from './storage/storage.s3.js';
import type { TriageSettings } from './triage/triage.adapter.js';

/** An optional secret: an empty value (docker-compose's `${X:-}`) is the same as unset. */
const emptyIsUnset = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

/** Services configuration: parsed once from the environment (STYLE.md convention 10). */
const ZEnv = z.object({
  /** production: every unsafe setting below refuses the start (productionProblems). */
  NODE_ENV: z.string().default('development'),
  SERVICES_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  SERVICES_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(resolve(process.cwd(), '.data')),
  AUTH_ISSUER: z.string().default('teleconsulta'),
  AUTH_AUDIENCE: z.string().default('teleconsulta'),
  AUTH_ACCESS_TTL_SECONDS: z.coerce.number().int().min(60).max(900).default(900),
  /** The gateway's credential to the services (x-internal-token: the flow websocket). `npm start` sets a random one. */
  INTERNAL_TOKEN: z.string().min(16).default('dev-internal-token-change-me'),
  /** The key of the appointment files' signed links, shared with the gateway and used for nothing else. */
  MEDIA_SIGNING_KEY: z.string().min(16).default('dev-media-signing-key-change-me'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FLOW_RETENTION_EVENTS: z.coerce.number().int().min(100).default(100_000),
  FLOW_HEARTBEAT_MS: z.coerce.number().int().min(100).default(15_000),
  /** How often the flow log is trimmed to FLOW_RETENTION_EVENTS (0: never). */
  FLOW_TRIM_INTERVAL_MS: z.coerce.number().int().min(0).default(600_000),
  /** outbox: mails are only recorded in the outbox table (the console's Outbox); smtp: also sent through SMTP_URL. */
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().startsWith('smtp').url().optional(),
  MAIL_FROM: z.string().min(3).default('Teleconsulta <no-reply@teleconsulta.local>'),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** SPEC §5: the size limit of one uploaded file, in MB (1 MB = 1,048,576 bytes). The gateway reads the same variable. */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(100).default(5),
  /** local: FILES_DIR (default <DATA_DIR>/files, memory when DATA_DIR is memory://); s3: an S3-compatible store. */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  FILES_DIR: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** How often the expired PIX holds of bookings are cancelled (PAYMENT_EXPIRED); 0 turns the sweeper off. */
  APPOINTMENT_HOLD_SWEEP_MS: z.coerce.number().int().min(0).default(30_000),
  /** How often the emergency no-answer rule runs (called patients who did not enter the room); 0 turns it off. */
  EMERGENCY_NO_ANSWER_SWEEP_MS: z.coerce.number().int().min(0).default(15_000),
  /** How often the confirmation and reminder worker looks for due notices; 0 turns its timer off. */
  NOTICE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** Signed webhooks (issue 7): the delivery worker runs at start, on every committed flow event and when a retry is due
   * (off: only when asked, as in the tests); the first retry's delay (doubled after each failure, up to the maximum);
   * the time a receiver gets to answer. */
  WEBHOOK_DELIVERY: z.enum(['on', 'off']).default('on'),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(5_000),
  WEBHOOK_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Webhook URLs may point at private addresses (loopback, LAN, link-local): only for tests or a receiver on the LAN. */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /** The patient app's public address: the mails' room, cancel and payment links start with it. */
  PATIENT_APP_URL: z.string().url().default('http://localhost:5173'),
  /** sandbox: the built-in provider (test cards, a real BR Code, the sandbox bank); mercadopago: Mercado Pago's API. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'mercadopago']).default('sandbox'),
  /** How long one call to the provider may take before it counts as unavailable (the outcome is then reconciled). */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** A provider notification older (or newer) than this is refused (replay window). */
  PAYMENT_NOTIFICATION_TOLERANCE_SECONDS: z.coerce.number().int().min(30).default(300),
  /** The sandbox provider's notification signing secret. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default('sandbox-notification-secret'),
  /** The sandbox bank (pay a PIX, settle a card in analysis): development only; off in production. */
  PAYMENT_SANDBOX_BANK: z.enum(['true', 'false']).default('true'),
  MERCADOPAGO_BASE_URL: z.string().url().default('https://api.mercadopago.com'),
  MERCADOPAGO_ACCESS_TOKEN: emptyIsUnset,
  MERCADOPAGO_PUBLIC_KEY: emptyIsUnset,
  MERCADOPAGO_WEBHOOK_SECRET: emptyIsUnset,
  /** How often queued refunds are sent to the provider and expired PIX charges are closed; 0: never. */
  PAYMENT_WORK_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /** builtin: the WebRTC room signalled through the gateway; daily: Daily rooms (DAILY_API_KEY required). */
  VIDEO_PROVIDER: z.enum(['builtin', 'daily']).default('builtin'),
  /** The built-in room's STUN/TURN servers, comma separated (stun:host:port, turn:host:port); none on a local network. */
  VIDEO_ICE_SERVERS: z.string().default(''),
  /** The TURN servers' credentials, when VIDEO_ICE_SERVERS names some. */
  VIDEO_TURN_USERNAME: emptyIsUnset,
  VIDEO_TURN_CREDENTIAL: emptyIsUnset,
  DAILY_API_URL: z.string().url().default('https://api.daily.co/v1'),
  DAILY_API_KEY: emptyIsUnset,
  /** How long one call to the video provider may take before it counts as unavailable. */
  VIDEO_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** rules: the built-in rule engine; llm: an OpenAI-compatible chat-completions endpoint, the rules kept as a floor. */
  TRIAGE_PROVIDER: z.enum(['rules', 'llm']).default('rules'),
  TRIAGE_LLM_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  TRIAGE_LLM_API_KEY: emptyIsUnset,
  TRIAGE_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long the LLM may take before the rule engine answers instead. */
  TRIAGE_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(8_000),
  /** none: the apps use the browser's speech recognition (the server answers SPEECH_UNAVAILABLE); ws: a Vosk-style websocket. */
  SPEECH_PROVIDER: z.enum(['none', 'ws']).default('none'),
  SPEECH_WS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^wss?:\/\/\S+$/, 'a ws:// or wss:// address')
      .optional(),
  ),
  /** How long one transcription may take, from connecting to the final result. */
  SPEECH_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** How many minutes before an appointment's start its room opens. */
  ROOM_OPENS_MINUTES_BEFORE: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 60)
    .default(ROOM_OPENS_MINUTES_BEFORE),
});

export type ServicesConfig = {
  port: number;
  host: string;
  db: { url?: string; dataDir: string };
  auth: { issuer: string; audience: string; accessTtlSeconds: number; internalToken: string; mediaSigningKey: string };
  production: boolean;
  seedDemo: boolean;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  flow: { retentionEvents: number; heartbeatMs: number; trimIntervalMs: number };
  mail: { transport: 'outbox' | 'smtp'; smtpUrl?: string; from: string; timeoutMs: number };
  upload: { maxMb: number };
  /** dir null: the built-in default's place (<DATA_DIR>/files, or memory). */
  storage: { kind: 'local'; dir: string | null } | { kind: 's3'; s3: S3Settings };
  /** Bookings: the PIX hold sweeper's interval (0: off). */
  appointment: { holdSweepMs: number };
  /** Emergency: the no-answer sweeper's interval (0: off). */
  emergency: { noAnswerSweepMs: number };
  /** Appointment confirmations and reminders: the worker's interval (0: no timer) and the links' base URL. */
  notices: { intervalMs: number; patientAppUrl: string };
  webhooks: { enabled: boolean; retryBaseMs: number; retryMaxMs: number; timeoutMs: number; allowPrivate: boolean };
  payment: PaymentSettings;
  video: VideoSettings;
  triage: TriageSettings;
  speech: SpeechSettings;
};

function triageOf(e: z.infer<typeof ZEnv>): TriageSettings {
  if (e.TRIAGE_PROVIDER === 'rules') return { provider: 'rules' };
  if (!e.TRIAGE_LLM_URL) throw new Error('Invalid services configuration:\n  TRIAGE_LLM_URL: required when TRIAGE_PROVIDER=llm');
  return {
    provider: 'llm',
    llm: { url: e.TRIAGE_LLM_URL, apiKey: e.TRIAGE_LLM_API_KEY ?? null, model: e.TRIAGE_LLM_MODEL, timeoutMs: e.TRIAGE_LLM_TIMEOUT_MS },
  };
}

function speechOf(e: z.infer<typeof ZEnv>): SpeechSettings {
  if (e.SPEECH_PROVIDER === 'none') return { provider: 'none' };
  if (!e.SPEECH_WS_URL) throw new Error('Invalid services configuration:\n  SPEECH_WS_URL: required when SPEECH_PROVIDER=ws');
  return { provider: 'ws', url: e.SPEECH_WS_URL, timeoutMs: e.SPEECH_TIMEOUT_MS };
}

export type VideoSettings = {
  provider: 'builtin' | 'daily';
  iceServers: { urls: string[]; username: string | null; credential: string | null }[];
  daily: { apiUrl: string; apiKey: string } | null;
  timeoutMs: number;
  opensMinutesBefore: number;
};

function videoOf(e: z.infer<typeof ZEnv>): VideoSettings {
  if (e.VIDEO_PROVIDER === 'daily' && !e.DAILY_API_KEY)
    throw new Error('Invalid services configuration:\n  DAILY_API_KEY: required when VIDEO_PROVIDER=daily');
  const urls = e.VIDEO_ICE_SERVERS.split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  const bad = urls.find((u) => !/^(stun|stuns|turn|turns):/.test(u));
  if (bad) throw new Error(`Invalid services configuration:\n  VIDEO_ICE_SERVERS: ${bad} is not a stun: or turn: address`);
  return {
    provider: e.VIDEO_PROVIDER,
    iceServers: urls.map((u) =>
      u.startsWith('turn')
        ? { urls: [u], username: e.VIDEO_TURN_USERNAME ?? null, credential: e.VIDEO_TURN_CREDENTIAL ?? null }
        : { urls: [u], username: null, credential: null },
    ),
    daily: e.VIDEO_PROVIDER === 'daily' ? { apiUrl: e.DAILY_API_URL.replace(/\/+$/, ''), apiKey: e.DAILY_API_KEY! } : null,
    timeoutMs: e.VIDEO_PROVIDER_TIMEOUT_MS,
    opensMinutesBefore: e.ROOM_OPENS_MINUTES_BEFORE,
  };
}

export type PaymentSettings = {
  provider: 'sandbox' | 'mercadopago';
  timeoutMs: number;
  notificationToleranceSeconds: number;
  sandbox: { secret: string; bank: boolean };
  mercadoPago: { baseUrl: string; accessToken: string; publicKey?: string; webhookSecret: string } | null;
  workIntervalMs: number;
};

const MP_REQUIRED = ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'] as const;

function paymentOf(e: z.infer<typeof ZEnv>): PaymentSettings {
  const missing = e.PAYMENT_PROVIDER === 'mercadopago' ? MP_REQUIRED.filter((name) => !e[name]) : [];
  if (missing.length)
    throw new Error(
      `Invalid services configuration:\n${missing.map((m) => `  ${m}: required when PAYMENT_PROVIDER=mercadopago`).join('\n')}`,
    );
  return {
    provider: e.PAYMENT_PROVIDER,
    timeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_MS,
    notificationToleranceSeconds: e.PAYMENT_NOTIFICATION_TOLERANCE_SECONDS,
    sandbox: { secret: e.PAYMENT_SANDBOX_SECRET, bank: e.PAYMENT_SANDBOX_BANK === 'true' },
    mercadoPago:
      e.PAYMENT_PROVIDER === 'mercadopago'
        ? {
            baseUrl: e.MERCADOPAGO_BASE_URL.replace(/\/+$/, ''),
            accessToken: e.MERCADOPAGO_ACCESS_TOKEN!,
            publicKey: e.MERCADOPAGO_PUBLIC_KEY,
            webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET!,
          }
        : null,
    workIntervalMs: e.PAYMENT_WORK_INTERVAL_MS,
  };
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function storageOf(e: z.infer<typeof ZEnv>): ServicesConfig['storage'] {
  if (e.FILE_STORAGE === 'local') return { kind: 'local', dir: e.FILES_DIR ?? null };
  const missing = S3_REQUIRED.filter((name) => !e[name]);
  if (missing.length)
    throw new Error(`Invalid services configuration:\n${missing.map((m) => `  ${m}: required when FILE_STORAGE=s3`).join('\n')}`);
  return {
    kind: 's3',
    s3: {
      endpoint: e.S3_ENDPOINT!,
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      pathStyle: e.S3_PATH_STYLE === 'true',
      timeoutMs: e.S3_TIMEOUT_MS,
    },
  };
}

/**
 * What NODE_ENV=production refuses (issue 16): the development secrets and switches that make `npm start` work with no
 * set-up must never reach a clinic's server. Each problem names its variable.
 */
function productionProblems(e: z.infer<typeof ZEnv>, env: Record<string, string | undefined>): Array<string | null> {
  const isSet = (name: string) => Boolean(env[name]);
  return [
    secretProblem('INTERNAL_TOKEN', isSet('INTERNAL_TOKEN') ? e.INTERNAL_TOKEN : undefined),
    secretProblem('MEDIA_SIGNING_KEY', isSet('MEDIA_SIGNING_KEY') ? e.MEDIA_SIGNING_KEY : undefined),
    ...sharedSecretProblems({ INTERNAL_TOKEN: e.INTERNAL_TOKEN, MEDIA_SIGNING_KEY: e.MEDIA_SIGNING_KEY }),
    databaseUrlProblem('DATABASE_URL', e.DATABASE_URL),
    e.SEED_DEMO === 'true'
      ? 'SEED_DEMO: the demo data (with its published passwords) must be off in production: set SEED_DEMO=false'
      : null,
    e.PAYMENT_PROVIDER === 'sandbox'
      ? 'PAYMENT_PROVIDER: the sandbox takes no real money; set PAYMENT_PROVIDER=mercadopago and its MERCADOPAGO_* variables'
      : null,
    e.PAYMENT_SANDBOX_BANK === 'true' ? 'PAYMENT_SANDBOX_BANK: the sandbox bank pays any charge; set PAYMENT_SANDBOX_BANK=false' : null,
    e.PAYMENT_PROVIDER === 'mercadopago' ? secretProblem('MERCADOPAGO_WEBHOOK_SECRET', e.MERCADOPAGO_WEBHOOK_SECRET) : null,
    e.WEBHOOK_ALLOW_PRIVATE === 'true' ? 'WEBHOOK_ALLOW_PRIVATE: webhooks to private addresses are for tests only; remove it' : null,
    isSet('PATIENT_APP_URL')
      ? null
      : "PATIENT_APP_URL: the patient app's public address (the mails' links), e.g. https://pacientes.example.com.br",
    e.MAIL_TRANSPORT === 'outbox' ? 'MAIL_TRANSPORT: outbox only records the mails; set MAIL_TRANSPORT=smtp and SMTP_URL' : null,
  ];
}

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
    production: e.NODE_ENV === 'production',
    seedDemo: e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    flow: { retentionEvents: e.FLOW_RETENTION_EVENTS, heartbeatMs: e.FLOW_HEARTBEAT_MS, trimIntervalMs: e.FLOW_TRIM_INTERVAL_MS },
    mail: { transport: e.MAIL_TRANSPORT, smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, timeoutMs: e.SMTP_TIMEOUT_MS },
    upload: { maxMb: e.UPLOAD_MAX_MB },
    storage: storageOf(e),
    appointment: { holdSweepMs: e.APPOINTMENT_HOLD_SWEEP_MS },
    emergency: { noAnswerSweepMs: e.EMERGENCY_NO_ANSWER_SWEEP_MS },
    notices: { intervalMs: e.NOTICE_INTERVAL_MS, patientAppUrl: e.PATIENT_APP_URL.replace(/\/+$/, '') },
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
  };
}

let loaded: ServicesConfig | undefined;
export function loadConfig(env = process.env): ServicesConfig {
  loaded = parseConfig(env);
  return loaded;
}
export function getConfig(): ServicesConfig {
  if (!loaded) throw new Error('services config read before loadConfig()');
  return loaded;
}
