import type { CepSettings } from '../adapters/cep/cep-lookup.js';
import type { SpeechSettings } from '../adapters/speech/speech-to-text.js';
import type { S3Settings } from '../adapters/storage/storage.s3.js';
import type { TriageSettings } from '../adapters/triage/triage.adapter.js';
import type { Env } from './env.js';

/** The adapters' settings (mail aside): each provider's variables, and those a chosen provider requires. */

export function triageOf(e: Env): TriageSettings {
  if (e.TRIAGE_PROVIDER === 'rules') return { provider: 'rules' };
  if (!e.TRIAGE_LLM_URL) throw new Error('Invalid services configuration:\n  TRIAGE_LLM_URL: required when TRIAGE_PROVIDER=llm');
  return {
    provider: 'llm',
    llm: { url: e.TRIAGE_LLM_URL, apiKey: e.TRIAGE_LLM_API_KEY ?? null, model: e.TRIAGE_LLM_MODEL, timeoutMs: e.TRIAGE_LLM_TIMEOUT_MS },
  };
}

export function speechOf(e: Env): SpeechSettings {
  if (e.SPEECH_PROVIDER === 'none') return { provider: 'none' };
  if (!e.SPEECH_WS_URL) throw new Error('Invalid services configuration:\n  SPEECH_WS_URL: required when SPEECH_PROVIDER=ws');
  return { provider: 'ws', url: e.SPEECH_WS_URL, timeoutMs: e.SPEECH_TIMEOUT_MS };
}

export function cepOf(e: Env): CepSettings {
  if (e.CEP_PROVIDER === 'builtin') return { provider: 'builtin' };
  return { provider: 'viacep', url: e.VIACEP_URL, timeoutMs: e.CEP_TIMEOUT_MS };
}

export type VideoSettings = {
  provider: 'builtin' | 'daily';
  iceServers: { urls: string[]; username: string | null; credential: string | null }[];
  daily: { apiUrl: string; apiKey: string } | null;
  timeoutMs: number;
  opensMinutesBefore: number;
};

export function videoOf(e: Env): VideoSettings {
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

export function paymentOf(e: Env): PaymentSettings {
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

/** dir null: the built-in default's place (<DATA_DIR>/files, or memory). */
export type StorageSettings = { kind: 'local'; dir: string | null } | { kind: 's3'; s3: S3Settings };

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export function storageOf(e: Env): StorageSettings {
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
