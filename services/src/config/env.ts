import { resolve } from 'node:path';
import { ROOM_OPENS_MINUTES_BEFORE } from '@teleconsulta/schema';
import { z } from 'zod';

/** An optional secret: an empty value (docker-compose's `${X:-}`) is the same as unset. */
const emptyIsUnset = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

/** The services' environment variables, parsed once by config.ts (STYLE.md convention 10). */
export const ZEnv = z.object({
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
  /** The key that seals the professionals' A1 certificates (PKCS#12) at rest; services only, used for nothing else. */
  CERTIFICATE_KEY: z.string().min(16).default('dev-certificate-key-change-me'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A file the services append their log lines to, instead of standard output (unset: standard output). */
  LOG_FILE: z.string().min(1).optional(),
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
  CONSOLE_APP_URL: z.string().url().default('http://localhost:5174'),
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
  /** builtin: the state (and some capitals' city) from shipped CEP ranges, offline; viacep: ViaCEP's JSON API. */
  CEP_PROVIDER: z.enum(['builtin', 'viacep']).default('builtin'),
  /** ViaCEP's base URL ({VIACEP_URL}/{cep}/json/): the tests point it at a local fake. */
  VIACEP_URL: z.string().url().default('https://viacep.com.br/ws'),
  /** How long one CEP lookup may take before it counts as failed (SPEC §8 failed address lookup). */
  CEP_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** How many minutes before an appointment's start its room opens. */
  ROOM_OPENS_MINUTES_BEFORE: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 60)
    .default(ROOM_OPENS_MINUTES_BEFORE),
});

export type Env = z.infer<typeof ZEnv>;
