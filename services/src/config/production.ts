import { databaseUrlProblem, secretProblem, sharedSecretProblems } from '@teleconsulta/schema';
import type { Env } from './env.js';

/**
 * What NODE_ENV=production refuses (issue 16): the development secrets and switches that make `npm start` work with no
 * set-up must never reach a clinic's server. Each problem names its variable.
 */
export function productionProblems(e: Env, env: Record<string, string | undefined>): Array<string | null> {
  const isSet = (name: string) => Boolean(env[name]);
  return [
    secretProblem('INTERNAL_TOKEN', isSet('INTERNAL_TOKEN') ? e.INTERNAL_TOKEN : undefined),
    secretProblem('MEDIA_SIGNING_KEY', isSet('MEDIA_SIGNING_KEY') ? e.MEDIA_SIGNING_KEY : undefined),
    secretProblem('CERTIFICATE_KEY', isSet('CERTIFICATE_KEY') ? e.CERTIFICATE_KEY : undefined),
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
    isSet('CONSOLE_APP_URL')
      ? null
      : "CONSOLE_APP_URL: the console's public address (the staff's password links), e.g. https://console.example.com.br",
    e.MAIL_TRANSPORT === 'outbox' ? 'MAIL_TRANSPORT: outbox only records the mails; set MAIL_TRANSPORT=smtp and SMTP_URL' : null,
  ];
}
